// An application submitted to the API's simulated advisor.
import { unwrap } from '@hci/api-schema';
import type { DemoArrangement } from '../referenceApi';
import { applicationDraft, type DraftSteps } from './enrollment';

/**
 * The applicant's application, filled in through the card (see `applicationDraft`; paid in full
 * unless said) and submitted. The advisor takes it a step further each `reviewStepMs` of the API's
 * clock (`advanceApiClock`): reviewed, approved, then its enrollment documents sent to sign.
 */
export function submittedApplication(
  draft: Omit<DraftSteps, 'through'> = { plan: 1 },
): DemoArrangement {
  return async (demo) => {
    await applicationDraft({ ...draft, through: 'card' })(demo);
    const applicant = demo.as('applicant');
    const studentId = demo.sessions.applicant.studentId!;
    const { content: applications } = await unwrap(
      applicant.GET('/students/{studentId}/enrollment_applications', {
        params: { path: { studentId } },
      }),
    );
    await unwrap(
      applicant.POST('/students/{studentId}/enrollment_applications/{applicationId}/submit', {
        params: { path: { studentId, applicationId: applications[0]!.id } },
      }),
    );
  };
}
