// How the pages read a student's payment plans: which plan comes first, the tone each status is
// shown in (badges always carry text, never colour alone) and when the last installment differs.
import type {
  FinancialStatus,
  PaymentPlan,
  PaymentPlanStatus,
  PaymentPlanTerms,
  PaymentScheduleStatus,
} from '@hci/api-schema';
import type { BadgeTone } from '@hci/design-system';

const statusOrder: Record<PaymentPlanStatus, number> = { ACTIVE: 0, CONCLUDED: 1, TRANSFERRED: 2 };

/** Active plans first (the ones being paid), then concluded and transferred ones, newest first. */
export function inPaymentOrder(plans: readonly PaymentPlan[]): PaymentPlan[] {
  return [...plans].sort((a, b) => statusOrder[a.status] - statusOrder[b.status] || b.id - a.id);
}

export const planStatusTone: Record<PaymentPlanStatus, BadgeTone> = {
  ACTIVE: 'brand',
  CONCLUDED: 'neutral',
  TRANSFERRED: 'neutral',
};

export const financialStatusTone: Record<FinancialStatus, BadgeTone> = {
  GOOD: 'positive',
  PAST_DUE: 'caution',
  COLLECTIONS: 'critical',
};

export const scheduleStatusTone: Record<PaymentScheduleStatus, BadgeTone> = {
  PENDING: 'info',
  PAID: 'positive',
  PAST_DUE: 'caution',
  FAILED: 'critical',
  CANCELLED: 'neutral',
  TRANSFERRED: 'neutral',
};

/**
 * Whether the last installment differs from the others: the installments are rounded up to the
 * cent, so a balance that does not divide evenly leaves the last a few cents smaller.
 */
export const lastInstallmentDiffers = (terms: PaymentPlanTerms) =>
  terms.lastInstallmentAmount !== terms.installmentAmount;
