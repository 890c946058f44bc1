import { amountDueNow, balance, nextPayment, openRowStatus, planStanding } from '@hci/rules';
import type { PaymentPlanDetail } from '@hci/api-schema';

/**
 * Restates what a plan shows from its schedule on `today`, as the API reads its rows: each
 * open row's status, what is due and owed, the next installment and how the plan stands.
 */
export function restatePlan(
  plan: PaymentPlanDetail,
  today: string,
  handedToCollections: boolean,
): PaymentPlanDetail {
  for (const row of plan.schedule) {
    if (row.status === 'PAID' || row.status === 'PENDING' || row.status === 'PAST_DUE') {
      row.status = openRowStatus(row, today);
    }
  }
  const standing = planStanding(plan.schedule, today, handedToCollections);
  plan.financialStatus = standing.financialStatus;
  plan.daysOverdue = standing.daysOverdue;
  plan.terms.amountDue = amountDueNow(plan.schedule, today);
  plan.breakdown.totalPaid = plan.schedule.reduce((sum, row) => sum + row.amountPaid, 0);
  plan.breakdown.totalRemaining = balance(plan.schedule);
  if (standing.next) {
    plan.nextDueDate = standing.next.dueDate;
    plan.nextInstallmentAmount = standing.next.amountDue;
  } else {
    delete plan.nextDueDate;
    delete plan.nextInstallmentAmount;
  }
  const payNext = nextPayment(plan.terms.amountDue, plan.schedule);
  if (payNext) plan.nextPayment = payNext;
  else delete plan.nextPayment;
  return plan;
}
