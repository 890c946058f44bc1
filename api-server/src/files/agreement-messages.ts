// What the agreement PDF says: English here, in the catalogue of the API's own words (see
// words.ts). The clauses read as the enrollment page shows them.
import { defineMessages } from '../words.js';

export const agreementMessages = defineMessages({
  title: { id: 'api.agreement.title', defaultMessage: 'Enrollment agreement' },
  parties: {
    id: 'api.agreement.parties',
    defaultMessage:
      'This enrollment agreement is made between the Health Coach Institute and {student} (the student), who enrolls in {cohort}, from {start} to {graduation}.',
  },
  discounts: {
    id: 'api.agreement.discounts',
    defaultMessage: 'The tuition of {tuition} is reduced by {codes}.',
  },
  discount: {
    id: 'api.agreement.discount',
    defaultMessage:
      '{kind, select, VOUCHER {the voucher} other {the promo code}} {code} ({amount})',
  },
  plan: {
    id: 'api.agreement.plan',
    defaultMessage:
      'The student chooses the payment plan “{plan}”: a total of {total}, of which {due} is due today, with {hasDeposit, select, yes {a deposit of {deposit}} other {no deposit}} and {count, plural, one {one payment} other {# installments}} of {installment} at a yearly interest rate of {rate}.',
  },
  planLastDiffers: {
    id: 'api.agreement.planLastDiffers',
    defaultMessage:
      'The student chooses the payment plan “{plan}”: a total of {total}, of which {due} is due today, with {hasDeposit, select, yes {a deposit of {deposit}} other {no deposit}} and {count, number} installments: {others, number} of {installment} and a last one of {last}, at a yearly interest rate of {rate}.',
  },
  charges: {
    id: 'api.agreement.charges',
    defaultMessage:
      'Installments are charged to the payment method the student chose, on the dates of the payment schedule. A late installment may put the account past due; after 90 days past due the account goes to collections.',
  },
  refunds: {
    id: 'api.agreement.refunds',
    defaultMessage:
      'The student may withdraw within the period the institute publishes; refunds follow the institute’s refund policy. The first transfer to another cohort is free.',
  },
  consent: {
    id: 'api.agreement.consent',
    defaultMessage:
      'By signing, the student confirms that the information given in the application is true and agrees to these terms.',
  },
  signature: { id: 'api.agreement.signature', defaultMessage: 'Signature' },
  student: { id: 'api.agreement.student', defaultMessage: 'Student: {name}' },
  signedBy: { id: 'api.agreement.signedBy', defaultMessage: 'Signed: {name}' },
  signedOn: { id: 'api.agreement.signedOn', defaultMessage: 'Date: {date}' },
  evidence: {
    id: 'api.agreement.evidence',
    defaultMessage: 'Signed electronically. Envelope ID: {envelopeId}',
  },
  planName: {
    id: 'api.agreement.planName',
    defaultMessage:
      '{kind, select, PLAN_PAY_IN_FULL {Pay in full} PLAN_TRANSFER_INSTALLMENTS {{installmentCount, plural, one {# monthly installment} other {# monthly installments}} (transfer)} other {{installmentCount, plural, one {# monthly installment} other {# monthly installments}}}}',
  },
  signaturePage: {
    id: 'api.agreement.signaturePage',
    defaultMessage: 'Signature of this document',
  },
});
