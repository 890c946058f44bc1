// Phone numbers: a country and the number as typed, checked with libphonenumber-js's full
// metadata (the minimal set only checks lengths and knows no number types). That metadata is
// loaded one calling code at a time (scripts/phone-metadata.mjs splits it), so a page pays only
// for the codes its phones use: `loadPhoneMetadata` (or `usePhoneMetadata` in a component) first,
// then the functions below answer synchronously exactly as with the whole metadata. Asked about a
// phone whose metadata is not loaded, they throw `PhoneMetadataNotLoadedError`: never a guess.
import {
  parsePhoneNumberFromString,
  type CountryCode,
  type MetadataJson,
  type PhoneNumber,
} from 'libphonenumber-js/core';
import {
  countriesByCallingCode,
  nonGeographicCallingCodes,
} from './generated/phoneMetadata/callingCodes';
import { metadataGroups } from './generated/phoneMetadata/groups';

export type { CountryCode };

export interface PhoneValue {
  country: CountryCode;
  number: string;
}

/** A country (`'ES'`), a stored number (`'+34612345678'`, blank or not E.164 too), or a phone as typed. */
export type PhoneMetadataSource = CountryCode | string | PhoneValue | null | undefined;

export class PhoneMetadataNotLoadedError extends Error {
  constructor(readonly callingCode: string) {
    super(`The phone metadata of +${callingCode} is not loaded: await loadPhoneMetadata() first.`);
    this.name = 'PhoneMetadataNotLoadedError';
  }
}

const callingCodeOfCountry = new Map(
  Object.entries(countriesByCallingCode).flatMap(([code, countries]) =>
    countries.map((country) => [country, code] as const),
  ),
);

export const phoneCountries: readonly CountryCode[] = [...callingCodeOfCountry.keys()].sort();

export function isPhoneCountry(value: string): value is CountryCode {
  return callingCodeOfCountry.has(value as CountryCode);
}

export function callingCode(country: CountryCode): string {
  const code = callingCodeOfCountry.get(country);
  if (code === undefined) throw new Error(`Unknown country: ${country}`);
  return code;
}

const loadedCountries: MetadataJson['countries'] = {};
const loadedNonGeographic: MetadataJson['nonGeographic'] = {};
const nonGeographicCodes = new Set(nonGeographicCallingCodes);

/**
 * A view of loaded plans that throws on a plan it knows of but has not loaded. Every calling code is
 * listed in `country_calling_codes`, so when a number dials a code whose group is missing (typed as
 * `+44…` or `011 44…` under US), libphonenumber-js asks for that plan and the read throws, instead
 * of the code looking unassigned and the number invalid. It traps the two reads libphonenumber-js
 * makes of a plan: the property itself and `hasOwnProperty`.
 */
function loadedPlans<Plans extends object>(
  plans: Plans,
  codeOf: (key: string) => string | undefined,
): Plans {
  const check = (key: string | symbol) => {
    // A symbol key reads as "Symbol(…)", which is no plan's name.
    const code = Object.hasOwn(plans, key) ? undefined : codeOf(String(key));
    if (code !== undefined) throw new PhoneMetadataNotLoadedError(code);
  };
  return new Proxy(plans, {
    get(target, key, receiver) {
      check(key);
      return Reflect.get(target, key, receiver);
    },
    getOwnPropertyDescriptor(target, key) {
      check(key);
      return Reflect.getOwnPropertyDescriptor(target, key);
    },
  });
}

/** The loaded part of the full metadata; it grows as `loadPhoneMetadata` adds calling codes. */
const metadata: MetadataJson = {
  version: 4,
  country_calling_codes: countriesByCallingCode as MetadataJson['country_calling_codes'],
  countries: loadedPlans(loadedCountries, (country) =>
    callingCodeOfCountry.get(country as CountryCode),
  ),
  nonGeographic: loadedPlans(loadedNonGeographic, (code) =>
    nonGeographicCodes.has(code) ? code : undefined,
  ),
};

const loading = new Map<string, Promise<void>>();

function loadCallingCode(code: string): Promise<void> {
  let load = loading.get(code);
  if (!load) {
    const importGroup = metadataGroups[code];
    if (!importGroup) throw new Error(`No phone metadata for +${code}`);
    load = importGroup().then(
      ({ default: loaded }) => {
        const group = loaded as MetadataJson;
        Object.assign(loadedCountries, group.countries);
        Object.assign(loadedNonGeographic, group.nonGeographic);
      },
      (error: unknown) => {
        loading.delete(code); // so that a later call tries again
        throw error;
      },
    );
    loading.set(code, load);
  }
  return load;
}

// libphonenumber-js answers undefined for text that is no phone and ignores a default country it
// does not know; what it throws is a missing plan's error, passed on.
const parse = (phone: PhoneValue): PhoneNumber | undefined =>
  parsePhoneNumberFromString(phone.number, phone.country, metadata);

/** The phone a stored number names, in its own country's national format. */
function parseStored(value: string): PhoneValue | undefined {
  const parsed = parsePhoneNumberFromString(value, metadata);
  return parsed?.country && { country: parsed.country, number: parsed.formatNational() };
}

function read(source: PhoneMetadataSource): void {
  if (!source) return;
  if (typeof source !== 'string') parse(source);
  else if (isPhoneCountry(source)) parse({ country: source, number: '' });
  else parseStored(source);
}

/**
 * The load of the next metadata group `source` needs (started now, or the one under way), or
 * undefined when it needs none. Loads are kept per calling code, so a component that suspends on
 * it waits for the same promise however often it renders meanwhile.
 */
export function missingPhoneMetadata(source: PhoneMetadataSource): Promise<void> | undefined {
  try {
    read(source);
    return undefined;
  } catch (error) {
    if (error instanceof PhoneMetadataNotLoadedError) return loadCallingCode(error.callingCode);
    throw error;
  }
}

/** Loads what the phone functions need to answer about these sources, all at once. */
export async function loadPhoneMetadata(...sources: PhoneMetadataSource[]): Promise<void> {
  await Promise.all(
    sources.map(async (source) => {
      // A typed number can dial another country than its own: its group comes second.
      for (let load = missingPhoneMetadata(source); load; load = missingPhoneMetadata(source))
        await load;
    }),
  );
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
  // An unparsable stored number is shown as it is, for the user to fix.
  return parseStored(value) ?? { country: fallback, number: value };
}
