import type { CommunicationIntent } from '@hci/api-schema';
import type { Formatters } from '@hci/design-system';
import type { IntlShape } from 'react-intl';
import { cardMessages, intentMessages } from './intentMessages';

/** A message as the reader reads it: in their language, times in their zone. */
export interface IntentText {
  subject: string;
  body: string;
  /** The label of the link to what the message is about. */
  action: string;
}

type IntentFormatters = Pick<Formatters, 'money' | 'longDate' | 'zonedTimeRange'>;

/** The facts of a message formatted as its wording expects them. */
function factValues(
  intl: IntlShape,
  format: IntentFormatters,
  { parameters: facts }: CommunicationIntent,
) {
  // An instant alone reads as a span that starts and ends with it: the day, the time of day and
  // the reader's zone, written as every other session time is.
  const at = (instant: string | undefined) => instant && format.zonedTimeRange(instant, instant);
  const money = (cents: number | undefined) =>
    cents === undefined ? undefined : format.money(cents, { zeroAsFree: true });
  const yesNo = (fact: unknown) => (fact === undefined ? 'no' : 'yes');
  const values = {
    ...facts,
    amount: money(facts.amount),
    refund: money(facts.refund),
    dueDate: facts.dueDate && format.longDate(facts.dueDate),
    startsAt: at(facts.startsAt),
    previousStartsAt: at(facts.previousStartsAt),
    card:
      facts.cardLast4 &&
      intl.formatMessage(cardMessages.card, { brand: facts.cardBrand, last4: facts.cardLast4 }),
    hasCard: yesNo(facts.cardLast4),
    hasRefund: yesNo(facts.refund),
    hasSession: yesNo(facts.startsAt),
    // Nothing paid reads as free of charge, never as an amount of nothing.
    isFree: facts.amount === 0 ? 'yes' : 'no',
  };
  // A fact the message lacks stays out, so its wording reports it missing instead of reading blank.
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
}

/** The subject, body and link label of a message, from its type and facts. */
export function intentText(
  intl: IntlShape,
  format: IntentFormatters,
  message: CommunicationIntent,
): IntentText {
  // A type newer than this app (the API deployed first) reads as a notice with its link.
  const wording = intentMessages[message.type] ?? intentMessages.NOTICE;
  const values = factValues(intl, format, message);
  return {
    subject: intl.formatMessage(wording.subject, values),
    body: intl.formatMessage(wording.body, values),
    action: intl.formatMessage(wording.action),
  };
}
