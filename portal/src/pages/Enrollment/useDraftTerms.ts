import { useQueries } from '@tanstack/react-query';
import { createApi, useBoundApi, type EnrollmentApplication } from '@hci/api-schema';

/** The draft's cohort and plan (its amounts after the draft's voucher), for the later steps. */
export function useDraftTerms(draft: EnrollmentApplication | undefined) {
  const queries = useBoundApi(createApi);
  const cohortId = draft?.cohortId ?? 0;
  const voucherCode = draft?.voucherCode;
  const [cohorts, plans] = useQueries({
    queries: [
      queries.cohorts.list({ size: 100 }),
      queries.cohorts.paymentPlans(cohortId, voucherCode ? { voucherCode } : {}),
    ] as const,
  });
  const failed = [cohorts, plans].find((query) => query.isError);
  return {
    cohort: cohorts.data?.content.find((cohort) => cohort.id === cohortId),
    plan: plans.data?.content.find((plan) => plan.id === draft?.paymentPlanId),
    isPending: cohorts.isPending || plans.isPending,
    failed,
  };
}
