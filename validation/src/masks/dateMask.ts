// The date input's mask: it shows `MM-DD-YYYY` while the form stores ISO `YYYY-MM-DD`. Dashes
// appear as the next group starts, so digits alone are enough; a separator the user types (`/`,
// `-`, `.`, a space) after a one-digit month or day ends it there (`3/5/1990` reads
// `03-05-1990`). A pasted ISO date is accepted too.
import { parseIsoDate, toMaskedDate } from './isoDate';

const maskedPattern = /^(\d{2})-(\d{2})-(\d{4})$/;

/** What the input shows for any text typed or pasted into it. */
export function maskDate(input: string): string {
  const trimmed = input.trim();
  const iso = parseIsoDate(trimmed);
  if (iso) return toMaskedDate(iso);
  // A lone digit that a separator ends (a month or a day typed as one) gets its leading zero:
  // `$1` then `0$2` (with two groups, `$10` is the first group followed by a zero).
  const digits = trimmed
    .replace(/(^|\D)(\d)(?=\D)/g, '$10$2')
    .replace(/\D/g, '')
    .slice(0, 8);
  const parts = [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean);
  return parts.join('-');
}

/** A whole `MM-DD-YYYY` text that names no real day (February 31, month 13). */
export function isImpossibleDate(masked: string): boolean {
  return maskedPattern.test(masked) && maskedDateToIso(masked) === undefined;
}

/** The ISO date a complete `MM-DD-YYYY` text names, or undefined (incomplete or impossible). */
export function maskedDateToIso(masked: string): string | undefined {
  const match = maskedPattern.exec(masked);
  if (!match) return undefined;
  const [, month, day, year] = match;
  const iso = `${year}-${month}-${day}`;
  return parseIsoDate(iso) ? iso : undefined;
}

/** What the input shows for a stored value: a stored ISO date masked, anything else as typed. */
export function dateInputText(value: string): string {
  const date = parseIsoDate(value);
  return date ? toMaskedDate(date) : maskDate(value);
}

/**
 * The value the form stores for what the user typed: the ISO date once the text is a complete,
 * real date; otherwise the masked text, which the `validDate` rule then reports.
 */
export function dateInputValue(input: string): string {
  const masked = maskDate(input);
  return maskedDateToIso(masked) ?? masked;
}
