// A payment card's number: what the user may type, how it is shown, its brand and its check digit.
// Only digits are stored; the spaces between groups are display.
import * as cards from '@hci/payment-cards';

// The card rules come from @hci/payment-cards, which the server and the mock API share; this
// package's build bundles them. Their types are spelled out here so that the published
// declarations name nothing a consumer cannot install.

/** The brands the contract knows; `OTHER` for any number none of them issues. */
export type CardBrand = 'VISA' | 'MASTERCARD' | 'AMEX' | 'DISCOVER' | 'OTHER';
/** Compiles only when `T` is `true`. */
type Assert<T extends true> = T;
// Spelled out, the brands are still exactly the card rules' ones: a brand added there fails here.
type _SameBrands = Assert<
  [CardBrand, cards.CardBrand] extends [cards.CardBrand, CardBrand] ? true : false
>;

/** Card numbers have 12 to 19 digits. */
export const cardNumberLength: { readonly min: 12; readonly max: 19 } = cards.cardNumberLength;

/** The brand the leading digits name, known from the first digits typed. */
export const cardBrandOf: (digits: string) => CardBrand = cards.cardBrandOf;

/** The Luhn check digit: every number a card network issues passes it; most typos do not. */
export const luhnValid: (digits: string) => boolean = cards.luhnValid;

/** The digits of a typed or pasted card number, at most 19 of them. */
export function maskCardNumber(input: string): string {
  return input.replace(/\D/g, '').slice(0, cardNumberLength.max);
}

/** Digits in groups as printed on the card: 4-6-5 for American Express, else fours. */
export function formatCardNumber(digits: string): string {
  const groups =
    cardBrandOf(digits) === 'AMEX'
      ? [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10)]
      : (digits.match(/\d{1,4}/g) ?? []);
  return groups.filter(Boolean).join(' ');
}

/** American Express prints a 4-digit security code; the other brands 3. */
export function cvcLength(brand: CardBrand): 3 | 4 {
  return brand === 'AMEX' ? 4 : 3;
}
