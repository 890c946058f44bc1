import type {
  CohortSummary,
  Payment,
  PaymentReceipt,
  PaymentReceiptInstallment,
  SystemText,
} from '@hci/api-schema';

/** What an accepted payment's receipt states, as the API reads it and the mocks hold it. */
export interface ReceiptFacts {
  payment: Pick<Payment, 'id' | 'paymentPlanId' | 'type' | 'amount' | 'brand' | 'last4'>;
  /** Whether it is the payment made on completing the enrollment. */
  dueAtEnrollment: boolean;
  settledAt: string;
  /** The card processor's reference of the charge, if it gave one. */
  reference?: string | null;
  payer: { firstName: string; middleName?: string | null; lastName: string; email: string };
  planName: SystemText;
  /** The cohort the plan pays for, if it is tied to one. */
  cohort?: CohortSummary | null;
  /** The rows the payment went to, oldest due first. */
  installments: PaymentReceiptInstallment[];
  /** The total of the plan's rows (installments with their interest and tax). */
  planOwed: number;
  /** What the accepted payments to the plan settled up to and including this one paid on it. */
  paidThrough: number;
}

/** A receipt's number: the year the payment settled and its id, six digits at least. */
export function receiptNumber(paymentId: number, settledAt: string): string {
  return `${settledAt.slice(0, 4)}-${String(paymentId).padStart(6, '0')}`;
}

/**
 * A payment's receipt; a missing (or empty) middle name, reference or cohort is left out. What
 * remains is what the plan still owed once the payment was applied, never below nothing.
 */
export function paymentReceipt(facts: ReceiptFacts): PaymentReceipt {
  const { payment, payer, reference, cohort } = facts;
  return {
    paymentId: payment.id,
    receiptNumber: receiptNumber(payment.id, facts.settledAt),
    ...(reference ? { reference } : {}),
    paymentPlanId: payment.paymentPlanId,
    type: payment.type,
    dueAtEnrollment: facts.dueAtEnrollment,
    amount: payment.amount,
    settledAt: facts.settledAt,
    brand: payment.brand,
    last4: payment.last4,
    payer: {
      firstName: payer.firstName,
      ...(payer.middleName ? { middleName: payer.middleName } : {}),
      lastName: payer.lastName,
      email: payer.email,
    },
    planName: facts.planName,
    ...(cohort ? { cohort } : {}),
    installments: facts.installments,
    remainingBalance: Math.max(0, facts.planOwed - facts.paidThrough),
  };
}
