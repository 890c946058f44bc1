// Phone numbers: a country and the number as typed, checked with libphonenumber-js's full
// metadata (the minimal set only checks lengths and knows no number types).
import {
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js/max';

export type { CountryCode };

export interface PhoneValue {
  country: CountryCode;
  number: string;
}

export const phoneCountries: readonly CountryCode[] = getCountries();

export function isPhoneCountry(value: string): value is CountryCode {
  return (phoneCountries as readonly string[]).includes(value);
}

export function callingCode(country: CountryCode): string {
  return getCountryCallingCode(country);
}

function parse(phone: PhoneValue) {
  try {
    return parsePhoneNumberFromString(phone.number, phone.country);
  } catch {
    return undefined;
  }
}

export function isValidPhone(phone: PhoneValue): boolean {
  return parse(phone)?.isValid() ?? false;
}

/** Mobile, or a number the numbering plan cannot tell from a mobile one (as in the US). */
export function isMobilePhone(phone: PhoneValue): boolean {
  const parsed = parse(phone);
  if (!parsed?.isValid()) return false;
  const type = parsed.getType();
  return type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE';
}

/** The number in E.164 (`+12015550123`) when valid, for the API. */
export function toE164(phone: PhoneValue): string | undefined {
  const parsed = parse(phone);
  return parsed?.isValid() ? parsed.number : undefined;
}

/** The phone a stored E.164 number names, in its own country; `fallback` when it cannot tell. */
export function fromE164(value: string | null | undefined, fallback: CountryCode): PhoneValue {
  if (!value) return { country: fallback, number: '' };
  try {
    const parsed = parsePhoneNumberFromString(value);
    if (parsed?.country) return { country: parsed.country, number: parsed.formatNational() };
  } catch {
    // An unparsable stored number is shown as it is, for the user to fix.
  }
  return { country: fallback, number: value };
}
