import { errorMessage } from '@hci/app-frame';
import { useMutation } from '@tanstack/react-query';
import {
  createApi,
  isApiError,
  useBoundApi,
  useStudentId,
  type EnrollmentApplication,
  type EnrollmentApplicationInput,
} from '@hci/api-schema';
import { toast, useOnePress } from '@hci/design-system';

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
