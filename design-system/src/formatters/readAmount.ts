// How a typed amount is read, in either language's way of writing it, without ever changing it
// unseen. The rule, for a language whose grouping separator is G and decimal separator is D
// (English `,` and `.`; Spanish `.` and `,`):
//
// - The currency symbol as the field shows it (`$`, `US$`) and spaces are ignored; a leading minus
//   is kept (the form refuses a negative amount with its own message); leading zeros are dropped.
// - Both separators: the last one is the decimal point, written once, and the other groups the
//   whole part in threes. That is one amount whichever language's order it follows: `1.000,00` and
//   `1,000.00` are both one thousand, in English and in Spanish.
// - One separator, more than once: it can only group (`1.000.000`, `1,000,000`).
// - One separator, once, then one, two or four or more digits: a decimal point, since a group of
//   thousands has exactly three digits (`250,50` and `250.50` are 250.50; `0,5` is 0.50). So is a
//   separator after a zero or after four or more digits, which a group cannot follow (`0.500`).
// - One separator, once, then three digits, after one to three digits (`1.000`, `1,000`): the
//   language's own G groups (one thousand: `1.000` in Spanish, `1,000` in English). Its D is
//   ambiguous (`1.000` in English, `1,000` in Spanish could mean one thousand written the other
//   way, or one with three decimals) and is refused, with both readings, for the person to choose.
// - Anything else (a misplaced group, two decimal points, a letter) is unreadable and refused.
import { moneyFormatOptions } from './money';
import { numberLocale, numberSeparators } from './numberLocale';

export type AmountReading =
  | { kind: 'empty' }
  /** Cents; a fraction of a cent is kept (999.9 for `9.999` read as decimals) for a rule to refuse. */
  | { kind: 'amount'; cents: number }
  /** The two amounts the text could mean, in cents: grouped (one thousand), then decimal (one). */
  | { kind: 'ambiguous'; grouped: number; decimal: number }
  | { kind: 'unreadable' };

/** The currency symbol an amount shows in the language (`$`, `US$`), and `$` in any case. */
function currencySymbols(locale: string, currency: string): string[] {
  const shown = new Intl.NumberFormat(numberLocale(locale), moneyFormatOptions(currency))
    .formatToParts(1)
    .find((part) => part.type === 'currency')?.value;
  return [...new Set([shown ?? '$', '$'])];
}

/** Whole digits and decimal digits as cents, exactly (no floating-point product). */
function toCents(whole: string, fraction: string): number {
  const cents = `${whole || '0'}${fraction.slice(0, 2).padEnd(2, '0')}`;
  const below = fraction.slice(2);
  return Number(below ? `${cents}.${below}` : cents);
}

/** A whole part grouped in threes after a first group of one to three digits, not a zero. */
function isGrouped(whole: string, group: string): boolean {
  const [first = '', ...rest] = whole.split(group);
  return /^[1-9]\d{0,2}$/.test(first) && rest.every((part) => /^\d{3}$/.test(part));
}

function readUnsigned(typed: string, group: string): AmountReading {
  if (!/^[\d.,]*\d[\d.,]*$/.test(typed)) return { kind: 'unreadable' };
  // Leading zeros say nothing: `01.000` is read as `1.000`.
  const text = typed.replace(/^0+(?=\d)/, '');
  const separators = [...text].filter((character) => character === '.' || character === ',');
  if (separators.length === 0) return { kind: 'amount', cents: toCents(text, '') };
  const decimalMark = separators.at(-1)!;
  const groupMark = decimalMark === '.' ? ',' : '.';
  if (separators.includes(groupMark)) {
    const at = text.lastIndexOf(decimalMark);
    const whole = text.slice(0, at);
    if (whole.includes(decimalMark) || !isGrouped(whole, groupMark)) return { kind: 'unreadable' };
    return { kind: 'amount', cents: toCents(whole.split(groupMark).join(''), text.slice(at + 1)) };
  }
  if (separators.length > 1) {
    return isGrouped(text, decimalMark)
      ? { kind: 'amount', cents: toCents(text.split(decimalMark).join(''), '') }
      : { kind: 'unreadable' };
  }
  const [whole = '', fraction = ''] = text.split(decimalMark);
  const asDecimal = toCents(whole, fraction);
  if (fraction.length !== 3 || !isGrouped(whole, decimalMark)) {
    return { kind: 'amount', cents: asDecimal };
  }
  const asGrouped = toCents(`${whole}${fraction}`, '');
  return decimalMark === group
    ? { kind: 'amount', cents: asGrouped }
    : { kind: 'ambiguous', grouped: asGrouped, decimal: asDecimal };
}

function withoutSymbols(text: string, locale: string, currency: string): string {
  let rest = text.replace(/\s/g, '');
  for (const symbol of currencySymbols(locale, currency)) rest = rest.replace(symbol, '');
  return rest;
}

/** What a typed amount means in `locale`, by the rule above. */
export function readAmount(text: string, locale: string, currency = 'USD'): AmountReading {
  const rest = withoutSymbols(text, locale, currency);
  if (rest === '') return { kind: 'empty' };
  const negative = rest.startsWith('-');
  const reading = readUnsigned(negative ? rest.slice(1) : rest, numberSeparators(locale).group);
  // `0 -` rather than a plain minus: `-0` is no amount of its own.
  if (!negative) return reading;
  if (reading.kind === 'amount') return { kind: 'amount', cents: 0 - reading.cents };
  if (reading.kind === 'ambiguous') {
    return { kind: 'ambiguous', grouped: 0 - reading.grouped, decimal: 0 - reading.decimal };
  }
  return reading;
}

/**
 * Whether the text may stand in the field while it is typed: digits, the two separators, a
 * leading minus, spaces and the currency symbol's characters. What it means is read on leaving.
 */
export function isAmountDraft(text: string, locale: string, currency = 'USD'): boolean {
  const symbolCharacters = new Set(currencySymbols(locale, currency).join(''));
  const rest = [...text.replace(/\s/g, '')]
    .filter((character) => !symbolCharacters.has(character))
    .join('');
  return /^-?[\d.,]*$/.test(rest);
}
