import { cardBrandOf } from '@hci/payment-cards';
import { messageLink } from '@hci/rules';
import type { CommunicationIntentParameters, CommunicationIntentType } from '@hci/api-schema';
import { demoEnvelopes } from './agreements';
import { demoStudentCards } from './cards';
import { demoCohorts } from './cohorts';
import { daysFrom } from './dates';
import { demoAccountHistory, demoEnrolledOn, demoPlanRows, demoTransfers } from './payment-plan';

/** What each side knows by its own id: the envelope the student still has to sign. */
export interface DemoInboxIds {
  agreementToSign: number;
}

/** A message to the demo student's inbox: what it states, where it leads, when it was sent. */
export interface DemoMessage {
  type: CommunicationIntentType;
  parameters: CommunicationIntentParameters;
  link: string;
  sentAt: string;
}

/** The days before an installment falls due that its reminder is sent. */
const reminderDays = 14;

/**
 * The messages about the demo student's account on `today`, newest first, each sent when the
 * world says it happened: the enrollment, each payment taken on the default card, a reminder two
 * weeks before each installment due after the enrollment, the envelope to sign and the transfer
 * the institute proposed.
 */
export function demoAccountMessages(today: string, ids: DemoInboxIds): DemoMessage[] {
  const cohorts = demoCohorts(today);
  const card = demoStudentCards.find((entry) => entry.isDefault)!;
  const enrolledOn = demoEnrolledOn(today);
  const message = (
    type: CommunicationIntentType,
    parameters: CommunicationIntentParameters,
    sentAt: string,
  ): DemoMessage => ({ type, parameters, link: messageLink(type, parameters), sentAt });
  const enrolled = demoAccountHistory(today).find((event) => event.type === 'ENROLLMENT')!;
  const toSign = demoEnvelopes(today).find((envelope) => envelope.status === 'SENT')!;
  const proposed = demoTransfers(today).find((transfer) => transfer.to === 'spanish')!;
  const rows = demoPlanRows(today);
  const messages = [
    message('ENROLLMENT_COMPLETED', { cohortName: cohorts.current.name }, enrolled.at),
    ...rows
      .filter((row) => row.paidAt)
      .map((row) =>
        message(
          'PAYMENT_RECEIVED',
          {
            amount: row.amountDue + row.interestAmount,
            cardBrand: cardBrandOf(card.number),
            cardLast4: card.number.slice(-4),
          },
          row.paidAt!,
        ),
      ),
    ...rows
      .filter((row) => row.installment > 0)
      .map((row) => ({ row, on: daysFrom(row.dueDate, -reminderDays) }))
      .filter(({ on }) => on > enrolledOn && on <= today)
      .map(({ row, on }) =>
        message(
          'INSTALLMENT_DUE',
          {
            installment: row.installment,
            amount: row.amountDue + row.interestAmount,
            dueDate: row.dueDate,
          },
          `${on}T14:00:00Z`,
        ),
      ),
    message(
      'AGREEMENT_TO_SIGN',
      { agreementId: ids.agreementToSign, cohortName: cohorts.current.name },
      toSign.sentAt,
    ),
    message('TRANSFER_PROPOSED', { cohortName: cohorts.spanish.name }, proposed.requestedAt),
  ];
  return messages.sort((a, b) => b.sentAt.localeCompare(a.sentAt));
}
