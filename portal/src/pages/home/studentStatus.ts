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

/** A plan that still owes an installment: the contract gives its amount with its due date. */
type PlanWithNextInstallment = PaymentPlan & {
  nextDueDate: string;
  nextInstallmentAmount: number;
};

const hasNextInstallment = (plan: PaymentPlan): plan is PlanWithNextInstallment =>
  plan.nextDueDate !== undefined && plan.nextInstallmentAmount !== undefined;

/**
 * The next payment of an active plan that still owes something: what is due now (today or
 * overdue) if anything is, else the next installment on its due date, at its own amount (the last
 * can be a few cents smaller than the others). A plan with something due now comes first, then
 * the earliest due date; ISO dates compare correctly as strings.
 */
function nextPaymentOf(plans: readonly PaymentPlan[]): NextPayment | undefined {
  return plans
    .filter((plan) => plan.status === 'ACTIVE')
    .filter(hasNextInstallment)
    .map((plan): NextPayment => ({
      planId: plan.id,
      daysOverdue: plan.daysOverdue,
      ...(plan.terms.amountDue > 0
        ? { amount: plan.terms.amountDue }
        : { amount: plan.nextInstallmentAmount, dueDate: plan.nextDueDate }),
    }))
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
