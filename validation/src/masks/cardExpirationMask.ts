// The card expiration input: `MM/YY` as cards print it, or `MM/YYYY`; digits only, the slash
// appears as the year starts.
const expirationPattern = /^(\d{2})\/(\d{2}|\d{4})$/;

/** A two-digit year is this century's: no card still in use expired in the 1900s. */
const century = 2000;

export function maskCardExpiration(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 6);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export interface CardExpiration {
  month: number;
  year: number;
}

/** The month and year a complete `MM/YY` or `MM/YYYY` text names, or undefined. */
export function parseCardExpiration(value: string): CardExpiration | undefined {
  const match = expirationPattern.exec(value);
  if (!match) return undefined;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? century + Number(match[2]) : Number(match[2]);
  return month >= 1 && month <= 12 ? { month, year } : undefined;
}
