import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { PaymentPlan } from '@hci/api-schema';
import { EmptyState, Link, QueryView, Skeleton, Stack, vars } from '@hci/design-system';
import { paymentMessages as m } from './paymentMessages';
import { inPaymentOrder } from './paymentPlans';
import { paths } from '../paths';
import { createApi } from '@hci/api-schema';
import { useStudentId, useBoundApi } from '@hci/app-frame';

/** Every plan on one page: a student has a few at most (one per enrollment or transfer). */
const allPlans = { size: 100, sortBy: 'id', descending: true } as const;

/**
 * The student's payment plans in their loading, error and empty states; `children` renders the
 * filled state, active plans first.
 */
export function PaymentPlansView({
  loadingLabel,
  children,
}: {
  loadingLabel: string;
  children: (plans: PaymentPlan[]) => ReactNode;
}) {
  const intl = useIntl();
  const queries = useBoundApi(createApi);
  const studentId = useStudentId();
  const plans = useQuery({
    ...queries.paymentPlans.list(studentId, allPlans),
    select: (page) => inPaymentOrder(page.content),
  });
  return (
    <QueryView
      query={plans}
      loadingLabel={loadingLabel}
      skeleton={
        <Stack space="medium">
          <Skeleton shape="block" height={vars.space.xxxlarge} />
          <Skeleton shape="block" height={`calc(${vars.space.xxxlarge} * 2)`} />
        </Stack>
      }
      isEmpty={(list) => list.length === 0}
      empty={
        <EmptyState
          title={intl.formatMessage(m.noPlanTitle)}
          description={intl.formatMessage(m.noPlanBody)}
          action={
            <Link href={paths.home} appearance="secondary">
              {intl.formatMessage(m.goHome)}
            </Link>
          }
        />
      }
    >
      {children}
    </QueryView>
  );
}
