import type { ApplicationStatus } from '@hci/api-schema';
import { advisorStep, applicationStepMessage, stepsSince } from '@hci/rules';
import { isoAt } from '../../clock.js';
import * as intentData from '../../data/communication-intents.js';
import * as applicationData from '../../data/enrollment/applications.js';
import * as cohortData from '../../data/enrollment/cohorts.js';
import type { Queryable } from '../../db/database.js';
import type { Services } from '../../services.js';
import { mailJob } from '../../jobs/mail.js';
import { inboxMessage } from '../../shared/inbox-messages.js';
import { enrollmentAgreements } from './agreement.js';
import { applicationState } from './application-view.js';
import { enrollmentCodes } from './codes.js';

/**
 * The simulated advisor: submitted applications move along one step a minute when they are read,
 * and the student is told of each step. Whatever reads a student's applications or what follows
 * from them (their documents to sign, the inbox telling of them) moves them first, so every page
 * sees the same step.
 */
export function simulatedAdvisor(services: Services) {
  const { db } = services;
  const { sendAgreement } = enrollmentAgreements(services, enrollmentCodes(services));

  /**
   * Tells the student of each step the application reached since `from`, dated when it reached
   * it: where it stands after the advisor's steps, and the documents to sign (sent here) once it
   * reaches SIGNING, in the inbox and by mail. Completion sends its own welcome, with the first
   * charge's outcome.
   */
  const announceSteps = async (
    tx: Queryable,
    application: applicationData.ApplicationRow,
    from: ApplicationStatus,
  ) => {
    const cohortName =
      application.cohort_id === null
        ? undefined
        : await cohortData.cohortName(tx, application.cohort_id);
    for (const step of stepsSince(from, applicationState(application))) {
      const type = applicationStepMessage[step.status as keyof typeof applicationStepMessage];
      let message;
      let mail;
      if (type === 'AGREEMENT_TO_SIGN') {
        // Each agreement is generated from its own application's terms, a PDF of its own.
        const sent = await sendAgreement(tx, application);
        if (sent) {
          message = inboxMessage(type, {
            agreementId: sent.envelopeId,
            cohortName: sent.cohortName,
          });
          mail = mailJob({ kind: 'documentsToSign', envelopeId: sent.envelopeId, recall: false });
        }
      } else if (type === 'APPLICATION_STATUS_CHANGED' && cohortName) {
        message = inboxMessage(type, { applicationStatus: step.status, cohortName });
        mail = mailJob({
          kind: 'applicationStep',
          applicationId: application.id,
          status: step.status,
        });
      }
      if (message)
        await intentData.insertInboxMessages(tx, application.student_id, [message], step.at);
      if (mail) await services.queue.sendIn(tx, [mail]);
    }
  };

  /** Moves the applications whose next step is due (a write only then); answers them as moved. */
  const advance = async (
    applications: applicationData.ApplicationRow[],
  ): Promise<applicationData.ApplicationRow[]> => {
    const now = services.clock.now();
    const advanced = applications.map((a) => {
      const status = advisorStep(applicationState(a), now);
      return status ? { ...a, status } : a;
    });
    const due = advanced.flatMap((a, i) =>
      a === applications[i] ? [] : [{ ...a, from: applications[i]!.status }],
    );
    if (due.length === 0) return advanced;
    await db.transaction(async (tx) => {
      const moved = await applicationData.setStatuses(tx, due, isoAt(now));
      for (const a of due) if (moved.has(a.id)) await announceSteps(tx, a, a.from);
    });
    return advanced;
  };

  return {
    advance,
    announceSteps,
    /** Moves the student's applications whose next step is due. */
    advanceStudent: async (studentId: number) => {
      await advance(await applicationData.studentApplications(db, studentId));
    },
  };
}
