// The payment card rules: a number that passes the check digit, and the security code its brand
// prints. (The expiration month is a date rule: `dateRules.cardExpiration`.)
import { cardNumberValid } from '@hci/payment-cards';
import { cardBrandOf, cvcLength } from './masks/cardNumber';
import { validationMessages as m } from './messages';
import type { Rule } from './types';

export const cardNumber: Rule<string> = (value) =>
  value === '' || cardNumberValid(value) ? undefined : { message: m.cardNumber };

/** The code of the card whose number is `number`: 4 digits for American Express, else 3. */
export function cardCvc(number: string): Rule<string> {
  const length = cvcLength(cardBrandOf(number));
  return (value) =>
    value === '' || new RegExp(`^\\d{${length}}$`).test(value)
      ? undefined
      : { message: m.cardCvc, values: { 0: length } };
}
