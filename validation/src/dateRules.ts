// The date rules (a valid date, minimum and maximum dates, card expiration, a minimum age),
// apart so that forms without dates do not load temporal-polyfill.
import { cardExpired } from '@hci/payment-cards';
import type { MessageDescriptor } from 'react-intl';
import { Temporal } from 'temporal-polyfill';
import { parseCardExpiration } from './masks/cardExpirationMask';
import { parseIsoDate, toMaskedDate } from './masks/isoDate';
import { validationMessages as m } from './messages';
import type { Rule } from './types';

type Today = () => Temporal.PlainDate;
const systemToday: Today = () => Temporal.Now.plainDateISO();

/** A real date in the stored ISO format (the date input stores partial text until it is one). */
export const validDate: Rule<string> = (value) =>
  value === '' || parseIsoDate(value) ? undefined : { message: m.validDate };

function dateBound(
  bound: Temporal.PlainDate | string,
  message: MessageDescriptor,
  broken: (comparison: number) => boolean,
): Rule<string> {
  // A bound taken from another field may be half typed or no real day: that field says so, and
  // this rule waits for a date to compare with.
  const limit = typeof bound === 'string' ? parseIsoDate(bound) : bound;
  return (value) => {
    const date = parseIsoDate(value);
    if (!limit || !date || !broken(Temporal.PlainDate.compare(date, limit))) return undefined;
    return { message, values: { 0: toMaskedDate(limit) } };
  };
}

/** The same day or after `min`; the message shows `min` as the date input does (MM-DD-YYYY). */
export function minDate(min: Temporal.PlainDate | string): Rule<string> {
  return dateBound(min, m.minDate, (comparison) => comparison < 0);
}

export function maxDate(max: Temporal.PlainDate | string): Rule<string> {
  return dateBound(max, m.maxDate, (comparison) => comparison > 0);
}

/** An `MM/YY` or `MM/YYYY` card expiration that is this month or later. */
export function cardExpiration(today: Today = systemToday): Rule<string> {
  return (value) => {
    if (value === '') return undefined;
    const expiration = parseCardExpiration(value);
    if (!expiration) return { message: m.validDate };
    return cardExpired(expiration, today()) ? { message: m.cardExpired } : undefined;
  };
}

/**
 * A birth date at least `years` years before today: a person that old today passes. The message
 * says the person must be older than `years`; a form may give its own, which gets `years` as `{0}`.
 */
export function ageAtLeast(
  years: number,
  {
    message = m.ageOlderThan,
    today = systemToday,
  }: { message?: MessageDescriptor; today?: Today } = {},
): Rule<string> {
  return (value) => {
    const birth = parseIsoDate(value);
    if (!birth) return undefined;
    return Temporal.PlainDate.compare(birth.add({ years }), today()) > 0
      ? { message, values: { 0: years } }
      : undefined;
  };
}
