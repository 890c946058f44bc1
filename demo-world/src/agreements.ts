import type { EnvelopeStatus, SystemTextKind } from '@hci/api-schema';
import { instantFrom } from './dates';
import { demoAccountHistory } from './payment-plan';
import { demoStudent } from './people';

/** A document of an envelope: its kind, its English title (the file's name) and its length. */
export interface DemoEnvelopeDocument {
  kind: SystemTextKind;
  title: string;
  pageCount: number;
}

/** An envelope the institute sent the demo student to sign. */
export interface DemoEnvelope {
  kind: SystemTextKind;
  /** Whether it was sent for the student's enrollment application (its title names the cohort). */
  forEnrollment: boolean;
  status: EnvelopeStatus;
  sentAt: string;
  completedAt?: string;
  /** The name typed as the signature, once signed. */
  signedBy?: string;
  documents: DemoEnvelopeDocument[];
}

/**
 * The demo student's envelopes on `today`, newest first: the payment plan amendment sent the
 * afternoon the institute proposed the transfer to the Spanish-language cohort, still to sign;
 * the enrollment agreement, sent when the plan was chosen and signed when the account history says;
 * and a photo release sent before the application and voided.
 */
export function demoEnvelopes(today: string): DemoEnvelope[] {
  const history = demoAccountHistory(today);
  const when = (kind: string) => history.find((event) => event.description.kind === kind)!.at;
  const { firstName, middleName, lastName } = demoStudent.personalInfo;
  return [
    {
      kind: 'PAYMENT_PLAN_AMENDMENT',
      forEnrollment: true,
      status: 'SENT',
      sentAt: instantFrom(today, -3, '14:00'),
      documents: [
        { kind: 'PAYMENT_PLAN_AMENDMENT', title: 'Payment plan amendment', pageCount: 2 },
      ],
    },
    {
      kind: 'ENROLLMENT_AGREEMENT',
      forEnrollment: true,
      status: 'COMPLETED',
      sentAt: when('PAYMENT_PLAN_CHOSEN'),
      completedAt: when('AGREEMENT_SIGNED'),
      signedBy: `${firstName} ${middleName} ${lastName}`,
      documents: [
        { kind: 'ENROLLMENT_AGREEMENT', title: 'Enrollment agreement', pageCount: 6 },
        { kind: 'REFUND_POLICY', title: 'Refund policy', pageCount: 1 },
      ],
    },
    {
      kind: 'PHOTO_RELEASE',
      forEnrollment: false,
      status: 'VOIDED',
      sentAt: instantFrom(today, -119, '10:00'),
      documents: [{ kind: 'PHOTO_RELEASE', title: 'Photo release', pageCount: 1 }],
    },
  ];
}
