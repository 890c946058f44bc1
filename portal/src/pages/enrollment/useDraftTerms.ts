import { useQueries } from '@tanstack/react-query';
import { createApi, type EnrollmentApplication } from '@hci/api-schema';
import { useBoundApi } from '@hci/app-frame';

/** The codes that lower the plans' amounts: the draft's voucher and its promo code. */
export function discountCodes(draft: EnrollmentApplication | undefined) {
  return {
    ...(draft?.voucherCode ? { voucherCode: draft.voucherCode } : {}),
    ...(draft?.promoCode ? { promoCode: draft.promoCode } : {}),
  };
}

/** The draft's cohort and plan (its amounts after the draft's codes), for the later steps. */
export function useDraftTerms(draft: EnrollmentApplication | undefined) {
  const queries = useBoundApi(createApi);
  const cohortId = draft?.cohortId ?? 0;
  const [cohorts, plans] = useQueries({
    queries: [
      queries.cohorts.list({ size: 100 }),
      queries.cohorts.paymentPlans(cohortId, discountCodes(draft)),
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
