import type { Course, PaymentPlan } from '@hci/api-schema';

export interface NextPayment {
  planId: number;
  /** Integer cents. */
  amount: number;
  /** YYYY-MM-DD; absent when the amount is due now (today or overdue). */
  dueDate?: string;
  daysOverdue: number;
}

export interface StudentStatus {
  coursesInProgress: Course[];
  nextPayment: NextPayment | undefined;
  unreadMessages: number;
}

/**
 * The next payment of an active plan that still owes something, as the API states it by the shared
 * rule the pay dialog charges by: what is due now (today or overdue) if anything is, else what the
 * next installment still owes, on its due date. A plan with something due now comes first, then the
 * earliest due date; ISO dates compare correctly as strings.
 */
function nextPaymentOf(plans: readonly PaymentPlan[]): NextPayment | undefined {
  return plans
    .filter((plan) => plan.status === 'ACTIVE')
    .flatMap((plan): NextPayment[] =>
      plan.nextPayment
        ? [{ planId: plan.id, daysOverdue: plan.daysOverdue, ...plan.nextPayment }]
        : [],
    )
    .sort((a, b) => (a.dueDate ?? '').localeCompare(b.dueDate ?? ''))[0];
}

/** The student's status at a glance: what /home shows, derived from the API's lists. */
export function studentStatus(input: {
  courses: readonly Course[];
  paymentPlans: readonly PaymentPlan[];
  unreadMessages: number;
}): StudentStatus {
  return {
    coursesInProgress: input.courses.filter((course) => course.status === 'IN_PROGRESS'),
    nextPayment: nextPaymentOf(input.paymentPlans),
    unreadMessages: input.unreadMessages,
  };
}
