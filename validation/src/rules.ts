// The validation rules of the product's forms. Each returns an issue with its exact message and the
// values it interpolates, or undefined when the value passes.
import { lettersAndSpaces as onlyLettersAndSpaces } from './masks/inputFilters';
import { requiredAddressParts, addressInputs, type AddressValue } from './address';
import { validationMessages as m } from './messages';
import type { PhoneValue } from './phone';
import type { Rule, RuleIssue } from './types';

export const minimumPasswordLength = 8;
/** The example the e-mail message shows between brackets. */
export const emailExample = 'name@example.com';

function isPhoneValue(value: unknown): value is PhoneValue {
  return typeof value === 'object' && value !== null && 'number' in value && 'country' in value;
}

/** Empty as the required rule means it: trimmed strings, nothing, empty lists; numbers never. */
export function isBlank(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'number') return Number.isNaN(value);
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (isPhoneValue(value)) return value.number.trim() === '';
  return false;
}

export const required: Rule<unknown> = (value) =>
  isBlank(value) ? { message: m.required } : undefined;

const emailPattern = /^\S+@\S+\.\S+$/;
export const email: Rule<string> = (value) =>
  value === '' || emailPattern.test(value)
    ? undefined
    : { message: m.email, values: { email: emailExample } };

export const strongPassword: Rule<string> = (value) =>
  value === '' ||
  (value.length >= minimumPasswordLength &&
    /[a-z]/.test(value) &&
    /[A-Z]/.test(value) &&
    /\d/.test(value))
    ? undefined
    : { message: m.strongPassword };

export const noBlankSpace: Rule<string> = (value) =>
  /\s/.test(value) ? { message: m.noBlankSpace } : undefined;

/** The confirmation rule, for a pair of values (the form schema wires it to two fields). */
export function matches<T>(other: T): Rule<T> {
  return (value) =>
    isBlank(value) || Object.is(value, other) ? undefined : { message: m.confirmation };
}

/** At least two letters or spaces in a row, with a letter among them. */
export const atLeastOneWord: Rule<string> = (value) =>
  value.trim() === '' || (/[\p{L} ]{2,}/u.test(value) && /\p{L}/u.test(value))
    ? undefined
    : { message: m.atLeastOneWord };

/** Letters (accented ones too) and spaces only: what the name inputs let through as typed. */
export const lettersAndSpaces: Rule<string> = (value) =>
  onlyLettersAndSpaces(value) === value ? undefined : { message: m.lettersAndSpaces };

/**
 * A person's name as people write it: letters of any script with their marks, spaces, hyphens,
 * apostrophes (typed or typographic) and periods, so `O’Brien-Smith`, `Zoë-Ann` and `J. R.` pass.
 */
export const personName: Rule<string> = (value) =>
  /^[\p{L}\p{M} .'’-]*$/u.test(value) ? undefined : { message: m.personName };

/**
 * A web address typed the way people say it (`www.example.org`, `example.org/about`), with the
 * `https://` it needs to pass `url`; anything else unchanged, for `url` to judge.
 */
export function withWebScheme(value: string): string {
  const typed = value.trim();
  return /^[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)+(:\d+)?([/?#]\S*)?$/u.test(typed)
    ? `https://${typed}`
    : value;
}

export const url: Rule<string> = (value) => {
  if (value.trim() === '') return undefined;
  let parsed: URL;
  try {
    parsed = new URL(value.trim());
  } catch {
    return { message: m.url };
  }
  // Web addresses always have a host: the URL parser refuses `http://` alone.
  return parsed.protocol === 'http:' || parsed.protocol === 'https:'
    ? undefined
    : { message: m.url };
};

function isNumber(value: number | null | undefined): value is number {
  return typeof value === 'number' && !Number.isNaN(value);
}

/**
 * From 0 to `max`. `shown` is how the limit reads in the message (a money field passes its
 * formatted amount, as its value is in cents).
 */
export function numberMax(max: number, shown: string | number = max): Rule<number | null> {
  return (value) =>
    !isNumber(value) || (value >= 0 && value <= max)
      ? undefined
      : { message: m.numberMax, values: { 0: shown } };
}

export function numberMin(min: number, shown: string | number = min): Rule<number | null> {
  return (value) =>
    !isNumber(value) || value >= min ? undefined : { message: m.numberMin, values: { 0: shown } };
}

export function numberBetween(
  min: number,
  max: number,
  shown: readonly [string | number, string | number] = [min, max],
): Rule<number | null> {
  return (value) =>
    !isNumber(value) || (value >= min && value <= max)
      ? undefined
      : { message: m.numberBetween, values: { 0: shown[0], 1: shown[1] } };
}

/** An amount in cents with no fraction of a cent: what a money field typed with 3 decimals breaks. */
export function wholeCents(value: number | null): RuleIssue | undefined {
  return !isNumber(value) || Number.isInteger(value) ? undefined : { message: m.wholeCents };
}

export function selectAtMost(max: number): Rule<readonly unknown[]> {
  return (value) =>
    value.length <= max ? undefined : { message: m.selectAtMost, values: { 0: max } };
}

/** A list typed as text (items separated by commas) with at most `max` items. */
export function enterAtMost(max: number): Rule<readonly unknown[]> {
  return (value) =>
    value.length <= max ? undefined : { message: m.enterAtMost, values: { 0: max } };
}

export function selectAtLeast(min: number): Rule<readonly unknown[]> {
  return (value) =>
    value.length === 0 || value.length >= min
      ? undefined
      : { message: m.selectAtLeast, values: { 0: min } };
}

/** Every option has been given an assignment. */
export const assignAll: Rule<Readonly<Record<string, unknown>> | readonly unknown[]> = (value) =>
  Object.values(value).some(isBlank) ? { message: m.assignAll } : undefined;

/** Lengths count characters as people see them (code points, so an emoji is one). */
export function characterCount(value: string): number {
  return [...value].length;
}

export function lengthBetween(min: number, max: number): Rule<string> {
  return (value) => {
    const count = characterCount(value);
    return count === 0 || (count >= min && count <= max)
      ? undefined
      : { message: m.lengthBetween, values: { 0: min, 1: max } };
  };
}

export function minLength(min: number): Rule<string> {
  return (value) => {
    const count = characterCount(value);
    return count === 0 || count >= min ? undefined : { message: m.minLength, values: { 0: min } };
  };
}

export function maxLength(max: number): Rule<string> {
  return (value) =>
    characterCount(value) <= max ? undefined : { message: m.maxLength, values: { 0: max } };
}

/**
 * Once more than one address field is set, country, state, city and street are each required.
 * Each missing part gets its own issue, on that part.
 */
export const completeAddress: Rule<AddressValue> = (value) => {
  const setCount = addressInputs.filter((part) => !isBlank(value[part])).length;
  if (setCount <= 1) return undefined;
  const issues: RuleIssue[] = requiredAddressParts
    .filter((part) => isBlank(value[part]))
    .map((part) => ({ message: m.address, values: { 0: part }, path: [part] }));
  return issues.length > 0 ? issues : undefined;
};

/** The issues of the first broken rule, as a list. */
export function firstIssues<T>(value: T, rules: readonly Rule<T>[]): readonly RuleIssue[] {
  for (const rule of rules) {
    const result = rule(value);
    if (result) return Array.isArray(result) ? result : [result as RuleIssue];
  }
  return [];
}
