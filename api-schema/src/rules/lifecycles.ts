import type {
  ApplicationStatus,
  CoachSessionStatus,
  EnvelopeStatus,
  TransferStatus,
} from '../schema';

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
  session: { cancelled: 'CANCELLED' },
} as const satisfies {
  application: Record<string, ApplicationStatus>;
  envelope: Record<string, EnvelopeStatus>;
  transfer: Record<string, TransferStatus>;
  session: Record<string, CoachSessionStatus>;
};
