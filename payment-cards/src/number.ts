// Whether a card number could be a card's: its length and its check digit.

/** Card numbers have 12 to 19 digits. */
export const cardNumberLength = { min: 12, max: 19 } as const;

/** A number a card could have: digits only, as many as cards have, and a valid check digit. */
export function cardNumberValid(digits: string): boolean {
  return (
    digits.length >= cardNumberLength.min &&
    digits.length <= cardNumberLength.max &&
    luhnValid(digits)
  );
}

/** The Luhn check digit: every number a card network issues passes it; most typos do not. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}
