import type { Course, EnrollmentApplication, Envelope, Transfer } from '@hci/api-schema';
import { envelopeSignable } from '@hci/rules';
import type { NextPayment } from './studentStatus';

/** One thing the student can do next, with what its line on Home needs to say. */
export type NextStep =
  | { kind: 'paymentOverdue'; amount: number; days: number }
  | { kind: 'documentsToSign'; count: number }
  | { kind: 'paymentDueNow'; amount: number }
  | { kind: 'transfers'; transfers: readonly Transfer[] }
  | { kind: 'continueEnrollment' }
  | { kind: 'applicationUnderway'; application: EnrollmentApplication }
  | { kind: 'nextModule'; course: Course }
  | { kind: 'startEnrollment' };

/** Applications on their way: past the draft, not yet complete. */
const underway = (application: EnrollmentApplication) =>
  application.status !== 'DRAFT' && application.status !== 'COMPLETE';

/** The course whose next module is due first (one with no due date after those with one). */
function nextModuleCourse(courses: readonly Course[]): Course | undefined {
  const open = courses.filter((course) => course.status !== 'COMPLETED' && course.nextModule);
  const due = (course: Course) => course.nextModule?.dueDate ?? '9999-12-31';
  return [...open].sort((a, b) => due(a).localeCompare(due(b)))[0];
}

/**
 * What the student can do next, most pressing first: money owed late, documents waiting for a
 * signature, money due now, a transfer to confirm, an enrollment to finish or under way, the next
 * module, and for a newcomer the enrollment to start. Empty only when nothing is pending.
 */
export function nextSteps(input: {
  nextPayment: NextPayment | undefined;
  envelopes: readonly Envelope[];
  transfers: readonly Transfer[];
  applications: readonly EnrollmentApplication[];
  courses: readonly Course[];
}): NextStep[] {
  const steps: NextStep[] = [];
  const { nextPayment } = input;
  if (nextPayment && nextPayment.daysOverdue > 0)
    steps.push({
      kind: 'paymentOverdue',
      amount: nextPayment.amount,
      days: nextPayment.daysOverdue,
    });
  const toSign = input.envelopes.filter(envelopeSignable).length;
  if (toSign > 0) steps.push({ kind: 'documentsToSign', count: toSign });
  if (nextPayment && nextPayment.daysOverdue === 0 && !nextPayment.dueDate)
    steps.push({ kind: 'paymentDueNow', amount: nextPayment.amount });
  const pending = input.transfers.filter((transfer) => transfer.status === 'PENDING');
  if (pending.length > 0) steps.push({ kind: 'transfers', transfers: pending });
  if (input.applications.some((application) => application.status === 'DRAFT'))
    steps.push({ kind: 'continueEnrollment' });
  const application = input.applications.find(underway);
  // Documents to sign already say what a signing application waits for.
  if (application && !(application.status === 'SIGNING' && toSign > 0))
    steps.push({ kind: 'applicationUnderway', application });
  const course = nextModuleCourse(input.courses);
  if (course) steps.push({ kind: 'nextModule', course });
  if (input.applications.length === 0 && input.courses.length === 0)
    steps.push({ kind: 'startEnrollment' });
  return steps;
}
