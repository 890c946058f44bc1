import {
  errorMessage,
  useCardName,
  useBoundApi,
  useStudentId,
  positiveMessages,
} from '@hci/app-frame';
import { type FormEvent } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { createApi, isApiError } from '@hci/api-schema';
import {
  Card,
  FactList,
  Inline,
  joinName,
  Link,
  LoadError,
  LoadingRegion,
  Stack,
  toast,
  useFormatters,
  useOnePress,
} from '@hci/design-system';
import { CardsSkeleton } from '../../components/CardsSkeleton';
import { enrollmentMessages as m } from './enrollmentMessages';
import { StepActions } from './StepActions';
import type { StepProps } from './stepProps';
import { useDraftTerms } from './useDraftTerms';
import { useDraftPromo, useDraftVoucher } from './useEnrollmentDraft';
import { useSystemText } from '../../components/systemText';
import { pathTo, paths } from '../../paths';
import type { EnrollmentStep } from './steps';

/**
 * Refusals the review can explain (already enrolled, already applied, no seat left, not alumni,
 * a step missing); anything
 * else reads "could not be submitted".
 */
const submitKeys = new Set([
  'studentActiveEnrollment',
  'invalidApplicationRequest',
  'invalidAlumniApplicationRequest',
  'noCohortSelected',
  'noPaymentPlanSelected',
  'paymentMethodFailed',
  'exceededStudents',
]);

/** Step 6: everything the application holds, then submit. */
export function ReviewStep({ draft, agreement, student, goTo }: StepProps) {
  const intl = useIntl();
  const text = useSystemText();
  const cardName = useCardName();
  const format = useFormatters();
  const queries = useBoundApi(createApi);
  const studentId = useStudentId();
  const { cohort, plan, isPending, failed } = useDraftTerms(draft);
  const promo = useDraftPromo(draft);
  const voucher = useDraftVoucher(draft);
  const methods = useQuery(queries.paymentMethods.list(studentId));
  const submit = useMutation(queries.enrollmentApplications.submit(studentId));
  const [submitOnce, isSubmitting] = useOnePress(async (applicationId: number) => {
    try {
      await submit.mutateAsync(applicationId);
      toast.positive(positiveMessages.applicationSubmitted);
      goTo('congratulations');
    } catch (error) {
      const key =
        isApiError(error) && submitKeys.has(error.key) ? error.key : 'submitApplicationFailed';
      toast.critical(errorMessage(key));
    }
  });
  const anyFailed = failed ?? (methods.isError ? methods : undefined);
  if (anyFailed)
    return (
      <LoadError
        error={anyFailed.error}
        isRetrying={anyFailed.isFetching}
        onRetry={() => void anyFailed.refetch()}
      />
    );
  if (isPending || !methods.data || !draft)
    return (
      <LoadingRegion label={intl.formatMessage(m.loading)}>
        <CardsSkeleton />
      </LoadingRegion>
    );
  const person = draft.personalInfo ?? student.personalInfo;
  const signerName = joinName(person.firstName, person.middleName, person.lastName);
  const card = methods.data.content.find((method) => method.id === draft.paymentMethodId);
  const money = (cents: number) => format.money(cents, { zeroAsFree: true });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submitOnce(draft.id);
  };

  const facts: { label: string; value: string; step: EnrollmentStep }[] = [
    {
      label: intl.formatMessage(m.reviewCourse),
      value: cohort ? `${cohort.name} · ${format.longDate(cohort.startDate)}` : '',
      step: 'course',
    },
    {
      label: intl.formatMessage(m.reviewStudent),
      value: signerName,
      step: 'personal-info',
    },
    {
      label: intl.formatMessage(m.reviewPlan),
      value: plan
        ? intl.formatMessage(m.reviewPlanValue, {
            plan: text(plan.name),
            total: money(plan.terms.totalOwed),
            due: money(plan.terms.amountDue),
          })
        : '',
      step: 'payment-plan',
    },
    ...(promo
      ? [
          {
            label: intl.formatMessage(m.reviewPromo),
            value: intl.formatMessage(m.reviewPromoValue, {
              code: promo.code,
              discount: format.money(promo.discount),
            }),
            step: 'course' as const,
          },
        ]
      : []),
    ...(draft.voucherCode
      ? [
          {
            label: intl.formatMessage(m.reviewVoucher),
            value: voucher
              ? intl.formatMessage(m.reviewPromoValue, {
                  code: voucher.code,
                  discount: format.money(voucher.amount),
                })
              : draft.voucherCode,
            step: 'payment-plan' as const,
          },
        ]
      : []),
    {
      label: intl.formatMessage(m.reviewAgreement),
      value: agreement?.completedAt
        ? intl.formatMessage(m.signedBy, {
            name: agreement.signedBy ?? signerName,
            date: format.longDate(agreement.completedAt),
          })
        : '',
      step: 'agreement',
    },
    {
      label: intl.formatMessage(m.reviewCard),
      value: card ? cardName(card) : '',
      step: 'payment-method',
    },
  ];

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack space="large">
        <Card>
          <FactList
            facts={facts.map(({ label, value, step }) => ({
              label,
              value: (
                <Inline space="small" alignY="center">
                  <span>{value}</span>
                  <Link
                    href={pathTo(paths.enroll, { step })}
                    aria-label={intl.formatMessage(m.changeLabel, { item: label })}
                  >
                    {intl.formatMessage(m.change)}
                  </Link>
                </Inline>
              ),
            }))}
          />
        </Card>
        <StepActions
          onBack={() => goTo('payment-method')}
          isSaving={isSubmitting}
          continueLabel={intl.formatMessage(m.submit)}
        />
      </Stack>
    </form>
  );
}
