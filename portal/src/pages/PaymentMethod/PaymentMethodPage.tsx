import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { PaymentMethod } from '@hci/api-schema';
import {
  Badge,
  Card,
  FactList,
  EmptyState,
  Heading,
  Inline,
  Link,
  QueryView,
  Stack,
  Text,
} from '@hci/design-system';
import { paymentMessages } from '../../components/paymentMessages';
import { CardsSkeleton } from '../../components/CardsSkeleton';
import { paymentMethodMessages as m } from './messages';
import { paths } from '../../paths';
import { useStudentId, createApi, useBoundApi } from '@hci/api-schema';
import { useDocumentTitle } from '@hci/design-system/app';

/** The default card first, then the others in the order they were added. */
const defaultFirst = (methods: readonly PaymentMethod[]) =>
  [...methods].sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || a.id - b.id);

function PaymentMethodCard({ method }: { method: PaymentMethod }) {
  const intl = useIntl();
  const headingId = `payment-method-${method.id}`;
  return (
    <Card as="article" aria-labelledby={headingId}>
      <Stack space="small">
        <Inline space="small" alignY="center">
          <Heading level={2} size={3} id={headingId}>
            {intl.formatMessage(paymentMessages.cardEnding, {
              brand: intl.formatMessage(paymentMessages[method.brand]),
              last4: method.last4,
            })}
          </Heading>
          {method.isDefault && <Badge tone="brand">{intl.formatMessage(m.default)}</Badge>}
        </Inline>
        <FactList
          facts={[
            { label: intl.formatMessage(m.holderName), value: method.holderName },
            {
              label: intl.formatMessage(m.expires),
              // MM/YYYY, as the card shows it.
              value: intl.formatMessage(m.expiry, {
                month: String(method.expirationMonth).padStart(2, '0'),
                year: method.expirationYear,
              }),
            },
          ]}
        />
      </Stack>
    </Card>
  );
}

/**
 * /settings/payment-method: the saved cards (brand, last 4, expiry, which is the default).
 * Read-only here; adding, editing and removing cards belong to the enrollment and payments area.
 */
export function PaymentMethodPage() {
  const intl = useIntl();
  const queries = useBoundApi(createApi);
  const studentId = useStudentId();
  useDocumentTitle(intl.formatMessage(m.title));
  const methods = useQuery({
    ...queries.paymentMethods.list(studentId),
    select: (page) => defaultFirst(page.content),
  });

  return (
    <Stack space="large">
      <Stack space="small">
        <Heading level={1}>{intl.formatMessage(m.title)}</Heading>
        <Text tone="secondary">{intl.formatMessage(m.intro)}</Text>
      </Stack>
      <QueryView
        query={methods}
        loadingLabel={intl.formatMessage(m.loading)}
        skeleton={<CardsSkeleton />}
        isEmpty={(list) => list.length === 0}
        empty={
          <EmptyState
            title={intl.formatMessage(m.emptyTitle)}
            description={intl.formatMessage(m.emptyBody)}
            action={
              <Link href={paths.paymentInformation} appearance="secondary">
                {intl.formatMessage(m.seePaymentInformation)}
              </Link>
            }
          />
        }
      >
        {(list) => (
          <Stack space="medium">
            {list.map((method) => (
              <PaymentMethodCard key={method.id} method={method} />
            ))}
          </Stack>
        )}
      </QueryView>
    </Stack>
  );
}
