import { useQuery } from '@tanstack/react-query';
import { createApi, useBoundApi, type EnrollmentApplication } from '@hci/api-schema';
import { codeFits } from '@hci/api-schema/rules';

/**
 * What a promo code gives (its discount, cohort and expiry), or why it is refused. Read once per
 * visit: a refused code stays refused without asking again.
 */
export function usePromoCode(code: string | null | undefined) {
  const queries = useBoundApi(createApi);
  return useQuery({
    ...queries.promoCodes.detail(code ?? ''),
    enabled: Boolean(code),
    retry: false,
    staleTime: Infinity,
  });
}

/**
 * The draft's promo code while it lowers the tuition of the draft's cohort (known, not expired and
 * meant for that cohort, as the API prices the plans), so the steps name it only then.
 */
export function useDraftPromo(draft: EnrollmentApplication | undefined) {
  const promo = usePromoCode(draft?.promoCode);
  const cohortId = draft?.cohortId;
  return promo.data && cohortId !== undefined && codeFits(promo.data, cohortId)
    ? promo.data
    : undefined;
}
