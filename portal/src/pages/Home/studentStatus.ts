import type { Course, Envelope, PaymentPlan, Transfer } from '@hci/api-schema';

export interface NextPayment {
  planId: number;
  planName: string;
  /** YYYY-MM-DD. */
  dueDate: string;
  /** Integer cents. */
  amountDue: number;
  daysOverdue: number;
}

export interface StudentStatus {
  coursesInProgress: Course[];
  nextPayment: NextPayment | undefined;
  unreadMessages: number;
  signingRequests: Envelope[];
  pendingTransfers: Transfer[];
}

/** Envelopes waiting for the student's signature (sent or opened, not yet completed). */
const awaitingSignature = new Set<Envelope['status']>(['SENT', 'DELIVERED']);

/**
 * The student's status at a glance: what /home shows, derived from the API's lists. The next
 * payment is the earliest due date among active plans that still owe something; ISO dates
 * compare correctly as strings.
 */
export function studentStatus(input: {
  courses: readonly Course[];
  paymentPlans: readonly PaymentPlan[];
  unreadMessages: number;
  envelopes: readonly Envelope[];
  transfers: readonly Transfer[];
}): StudentStatus {
  const nextPayment = input.paymentPlans
    .filter((plan) => plan.status === 'ACTIVE' && plan.nextDueDate && plan.terms.amountDue > 0)
    .map((plan): NextPayment => ({
      planId: plan.id,
      planName: plan.name,
      dueDate: plan.nextDueDate ?? '',
      amountDue: plan.terms.amountDue,
      daysOverdue: plan.daysOverdue,
    }))
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate))[0];
  return {
    coursesInProgress: input.courses.filter((course) => course.status === 'IN_PROGRESS'),
    nextPayment,
    unreadMessages: input.unreadMessages,
    signingRequests: input.envelopes.filter((envelope) => awaitingSignature.has(envelope.status)),
    pendingTransfers: input.transfers.filter((transfer) => transfer.status === 'PENDING'),
  };
}

/** Whether anything asks for the student's action. */
export function hasPendingActions(status: StudentStatus): boolean {
  return (
    status.signingRequests.length > 0 ||
    status.pendingTransfers.length > 0 ||
    (status.nextPayment?.daysOverdue ?? 0) > 0
  );
}
