import { errorMessage, useBoundApi, useStudentId } from '@hci/app-frame';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  createApi,
  isApiError,
  type EnrollmentApplication,
  type EnrollmentApplicationInput,
} from '@hci/api-schema';
import { codeFits } from '@hci/rules';
import { toast, useOnePress } from '@hci/design-system';

// The draft's saving and its promo code, in one module: the flow and most steps load it, so the
// steps add no chunk to the first enrollment page.

/**
 * Refusals that say something about the student's choice; any other failure to save reads
 * "could not be saved", and the step keeps what was typed so nothing is lost.
 */
const choiceKeys = new Set([
  'studentActiveEnrollment',
  'invalidApplicationRequest',
  'exceededStudents',
  'invalidAlumniApplicationRequest',
  'invalidVoucherCode',
  'voucherForAnotherCohort',
  'voucherIsExpired',
]);

/**
 * Saves a step into the server draft: the first save creates it, later ones merge into it.
 * Resolves to the saved application, or to undefined after telling the student it failed.
 */
export function useEnrollmentDraft(draft: EnrollmentApplication | undefined) {
  const queries = useBoundApi(createApi);
  const studentId = useStudentId();
  const create = useMutation(queries.enrollmentApplications.create(studentId));
  const update = useMutation(queries.enrollmentApplications.update(studentId));
  const [save, isSaving] = useOnePress(
    async (input: EnrollmentApplicationInput): Promise<EnrollmentApplication | undefined> => {
      try {
        return draft
          ? await update.mutateAsync({ applicationId: draft.id, ...input })
          : await create.mutateAsync(input);
      } catch (error) {
        const key =
          isApiError(error) && choiceKeys.has(error.key) ? error.key : 'savedApplicationError';
        toast.critical(errorMessage(key));
        return undefined;
      }
    },
  );
  return { save, isSaving };
}

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

/** The draft's voucher (its amount), while the code it keeps is valid for the draft's cohort. */
export function useDraftVoucher(draft: EnrollmentApplication | undefined) {
  const queries = useBoundApi(createApi);
  const code = draft?.voucherCode ?? '';
  const cohortId = draft?.cohortId ?? 0;
  return useQuery({
    ...queries.vouchers.detail(code, cohortId),
    enabled: Boolean(code && cohortId),
    retry: false,
    staleTime: Infinity,
  }).data;
}

/** Why a promo code was refused, as the error catalogue words it: expired, else not valid. */
export function promoRefusalKey(error: unknown) {
  return isApiError(error) && error.key === 'voucherIsExpired' ? error.key : 'invalidVoucherCode';
}
