import type { ApplicationStatus } from '@hci/api-schema';
import { messageLink } from '@hci/rules';
import type { Services } from '../../services.js';
import { letterTo, type Notice, type Reader } from './notice.js';
import { say } from './words.js';

/** What a student is mailed about their application: each step, and the documents to sign. */

interface Applicant extends Reader {
  student_id: number;
  cohort_name: string;
}

const applicantColumns =
  's.id AS student_id, s.first_name, u.email, s.language, c.name AS cohort_name';

/** An application's step the advisor took; about the student's enrollment, so it always goes. */
export async function applicationStepNotice(
  services: Services,
  { applicationId, status }: { applicationId: number; status: ApplicationStatus },
): Promise<Notice[]> {
  const [applicant] = await services.db.query<Applicant>(
    `SELECT ${applicantColumns}
     FROM applications a JOIN cohorts c ON c.id = a.cohort_id
     JOIN students s ON s.id = a.student_id JOIN users u ON u.id = s.user_id
     WHERE a.id = $1`,
    [applicationId],
  );
  if (!applicant) return [];
  const { language } = applicant;
  const facts = { status, cohort: applicant.cohort_name };
  const link = messageLink('APPLICATION_STATUS_CHANGED', {});
  return [
    letterTo(applicant, {
      key: `application-step:${applicationId}:${status}`,
      subject: say(language, 'applicationStepSubject', facts),
      body: [
        { text: say(language, 'applicationStepBody', facts) },
        {
          text: say(language, 'applicationStepLink'),
          link: services.links(undefined).portalPage(link),
        },
      ],
      preferences: { studentId: applicant.student_id },
    }),
  ];
}

/** Enrollment documents waiting for the signature, when sent and again when left unsigned. */
export async function documentsToSignNotice(
  services: Services,
  { envelopeId, recall }: { envelopeId: number; recall: boolean },
): Promise<Notice[]> {
  const [applicant] = await services.db.query<Applicant>(
    `SELECT ${applicantColumns}
     FROM envelopes e JOIN applications a ON a.id = e.application_id
     JOIN cohorts c ON c.id = a.cohort_id
     JOIN students s ON s.id = e.student_id JOIN users u ON u.id = s.user_id
     WHERE e.id = $1 AND e.status IN ('SENT', 'DELIVERED')`,
    [envelopeId],
  );
  if (!applicant) return [];
  const { language } = applicant;
  const facts = { recall: recall ? 'yes' : 'no', cohort: applicant.cohort_name };
  const link = messageLink('AGREEMENT_TO_SIGN', {});
  return [
    letterTo(applicant, {
      key: `documents-to-sign:${envelopeId}:${recall ? 'recall' : 'sent'}`,
      subject: say(language, 'documentsToSignSubject', facts),
      body: [
        { text: say(language, 'documentsToSignBody', facts) },
        {
          text: say(language, 'documentsToSignLink'),
          link: services.links(undefined).portalPage(link),
        },
      ],
      preferences: { studentId: applicant.student_id },
    }),
  ];
}
