// A payment card's number: what the user may type, how it is shown, its brand and its check digit.
// Only digits are stored; the spaces between groups are display.

/** The brands the contract knows; `OTHER` for any number none of them issues. */
export type CardBrand = 'VISA' | 'MASTERCARD' | 'AMEX' | 'DISCOVER' | 'OTHER';

/** Card numbers have 12 to 19 digits. */
export const cardNumberLength = { min: 12, max: 19 } as const;

/** The digits of a typed or pasted card number, at most 19 of them. */
export function maskCardNumber(input: string): string {
  return input.replace(/\D/g, '').slice(0, cardNumberLength.max);
}

/** The brand the leading digits name, known from the first digits typed. */
export function cardBrandOf(digits: string): CardBrand {
  if (/^4/.test(digits)) return 'VISA';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'MASTERCARD';
  if (/^3[47]/.test(digits)) return 'AMEX';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'DISCOVER';
  return 'OTHER';
}

/** Digits in groups as printed on the card: 4-6-5 for American Express, else fours. */
export function formatCardNumber(digits: string): string {
  const groups =
    cardBrandOf(digits) === 'AMEX'
      ? [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10)]
      : (digits.match(/\d{1,4}/g) ?? []);
  return groups.filter(Boolean).join(' ');
}

/** The Luhn check digit: every number a card network issues passes it; most typos do not. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** American Express prints a 4-digit security code; the other brands 3. */
export function cvcLength(brand: CardBrand): 3 | 4 {
  return brand === 'AMEX' ? 4 : 3;
}
