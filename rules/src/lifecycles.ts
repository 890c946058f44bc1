import type {
  ApplicationStatus,
  CoachSessionStatus,
  EnvelopeStatus,
  PaymentPlanStatus,
  PaymentScheduleStatus,
  TransferStatus,
} from '@hci/api-schema';

/**
 * The status a record takes at each step of its life that a request causes, named once for the
 * API's updates and the mocks' alike. Whether a step is allowed is the check beside the record's
 * other rules (checkSubmittable, checkEnvelopeSignable, checkTransferConfirmable…).
 */
export const lifecycle = {
  application: {
    submitted: 'SUBMITTED',
    /** Signing the agreement of an application waiting for it completes the enrollment. */
    signed: 'COMPLETE',
  },
  envelope: {
    signed: 'COMPLETED',
    /** An application deleted, or its plan changed, voids the agreements sent for it. */
    voided: 'VOIDED',
  },
  transfer: { confirmed: 'CONFIRMED', cancelled: 'CANCELLED' },
  /** A confirmed transfer moves the plan's unpaid rows to a new plan, which opens active. */
  paymentPlan: { transferred: 'TRANSFERRED', opened: 'ACTIVE' },
  scheduleRow: { transferred: 'TRANSFERRED' },
  /** An outcome undone puts the session back to scheduled. */
  session: { cancelled: 'CANCELLED', outcomeUndone: 'SCHEDULED' },
} as const satisfies {
  application: Record<string, ApplicationStatus>;
  envelope: Record<string, EnvelopeStatus>;
  transfer: Record<string, TransferStatus>;
  paymentPlan: Record<string, PaymentPlanStatus>;
  scheduleRow: Record<string, PaymentScheduleStatus>;
  session: Record<string, CoachSessionStatus>;
};
