// The phone functions load their metadata one calling code at a time; whatever is loaded, their
// answers are those of libphonenumber-js's full metadata, and they refuse to answer without it.
import fc from 'fast-check';
import * as full from 'libphonenumber-js/max';
import examples from 'libphonenumber-js/mobile/examples';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import type * as PhoneModule from './phone';
import type { CountryCode, PhoneValue } from './phone';

let phone: typeof PhoneModule;

/** A fresh module each test: nothing loaded. */
beforeEach(async () => {
  vi.resetModules();
  phone = await import('./phone');
});

function notLoaded(answer: () => unknown): string | undefined {
  try {
    answer();
  } catch (error) {
    if (error instanceof phone.PhoneMetadataNotLoadedError) return error.callingCode;
    throw error;
  }
  return undefined;
}

/** What the design system said with `libphonenumber-js/max` before the metadata was split. */
function fullAnswers({ country, number }: PhoneValue) {
  const parsed = full.parsePhoneNumberFromString(number, country);
  const valid = parsed?.isValid() ?? false;
  const type = valid ? parsed?.getType() : undefined;
  const e164 = valid ? parsed?.number : undefined;
  const stored = e164 ? full.parsePhoneNumberFromString(e164) : undefined;
  return {
    valid,
    mobile: type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE',
    e164,
    stored: stored?.country && { country: stored.country, number: stored.formatNational() },
  };
}

function answers(value: PhoneValue) {
  const e164 = phone.toE164(value);
  return {
    valid: phone.isValidPhone(value),
    mobile: phone.isMobilePhone(value),
    e164,
    stored: e164 ? phone.fromE164(e164, 'US') : undefined,
  };
}

describe('loading', () => {
  test('a country loads its calling code: every country sharing it, no other', async () => {
    const canadian = { country: 'CA' as const, number: '613 555 0123' };
    expect(notLoaded(() => phone.isValidPhone(canadian))).toBe('1');
    await phone.loadPhoneMetadata('CA');
    expect(phone.isValidPhone(canadian)).toBe(true);
    expect(phone.isMobilePhone({ country: 'PR', number: '787 234 5678' })).toBe(
      fullAnswers({ country: 'PR', number: '787 234 5678' }).mobile,
    );
    expect(notLoaded(() => phone.isValidPhone({ country: 'ES', number: '612 345 678' }))).toBe(
      '34',
    );
  });

  test('a stored number loads its own calling code, whatever the fallback country', async () => {
    expect(notLoaded(() => phone.fromE164('+34612345678', 'US'))).toBe('34');
    await phone.loadPhoneMetadata('+34612345678', '+80012345678', null, '', 'not a phone');
    expect(phone.fromE164('+34612345678', 'US')).toEqual({ country: 'ES', number: '612 34 56 78' });
    // Non-geographic (+800 freephone): no country to show it in, as with the full metadata.
    expect(phone.fromE164('+80012345678', 'US')).toEqual({ country: 'US', number: '+80012345678' });
    expect(phone.fromE164('not a phone', 'MX')).toEqual({ country: 'MX', number: 'not a phone' });
    expect(notLoaded(() => phone.fromE164('+447700900123', 'US'))).toBe('44');
  });

  test('a number typed in international form loads the code it dials, not just its country’s', async () => {
    const dialled = { country: 'US' as const, number: '011 44 7400 123456' };
    await phone.loadPhoneMetadata('US');
    // Without +44 the number would look invalid; the functions say what they miss instead.
    expect(notLoaded(() => phone.isValidPhone(dialled))).toBe('44');
    await phone.loadPhoneMetadata(dialled);
    expect(answers(dialled)).toEqual(fullAnswers(dialled));
    expect(phone.toE164(dialled)).toBe('+447400123456');
  });

  test('one load per calling code, shared by every caller until it is done', async () => {
    const first = phone.missingPhoneMetadata('FR');
    expect(first).toBeInstanceOf(Promise);
    expect(phone.missingPhoneMetadata({ country: 'FR', number: '06 12 34 56 78' })).toBe(first);
    await first;
    expect(phone.missingPhoneMetadata('FR')).toBeUndefined();
    expect(phone.missingPhoneMetadata('+33612345678')).toBeUndefined();
  });

  test('a non-geographic number (+800 freephone) loads its own plan', async () => {
    const freephone = { country: 'US' as const, number: '+800 1234 5678' };
    await phone.loadPhoneMetadata('US');
    expect(notLoaded(() => phone.toE164(freephone))).toBe('800');
    await phone.loadPhoneMetadata(freephone);
    expect(phone.isValidPhone(freephone)).toBe(fullAnswers(freephone).valid);
    expect(phone.toE164(freephone)).toBe('+80012345678');
  });

  test('a group that failed to load is asked for again by the next call', async () => {
    vi.doMock('./generated/phoneMetadata/81.json', () => {
      throw new Error('offline');
    });
    const failed = phone.missingPhoneMetadata('JP');
    await expect(failed).rejects.toThrow();
    vi.doUnmock('./generated/phoneMetadata/81.json');
    const retried = phone.missingPhoneMetadata('JP');
    expect(retried).toBeInstanceOf(Promise);
    expect(retried).not.toBe(failed);
    await retried;
    expect(phone.isValidPhone({ country: 'JP', number: '090-1234-5678' })).toBe(true);
  });

  test('a phone as typed needs its country’s code even before a number is in it', () => {
    expect(phone.missingPhoneMetadata({ country: 'JP', number: '' })).toBeInstanceOf(Promise);
  });

  test('asked without its metadata, a function names the calling code to load', () => {
    let error: unknown;
    try {
      phone.isValidPhone({ country: 'ES', number: '612 345 678' });
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(phone.PhoneMetadataNotLoadedError);
    expect(error).toMatchObject({
      name: 'PhoneMetadataNotLoadedError',
      message: 'The phone metadata of +34 is not loaded: await loadPhoneMetadata() first.',
      callingCode: '34',
    });
  });

  test('the country list and calling codes need no metadata', () => {
    expect(phone.phoneCountries).toEqual(full.getCountries());
    for (const country of phone.phoneCountries)
      expect(phone.callingCode(country)).toBe(full.getCountryCallingCode(country));
    expect(phone.isPhoneCountry('ES')).toBe(true);
    expect(phone.isPhoneCountry('XX')).toBe(false);
    expect(() => phone.callingCode('XX' as CountryCode)).toThrow(new Error('Unknown country: XX'));
  });
});

describe('what is no phone', () => {
  test('text without a number, or a country no plan knows, is invalid rather than an error', async () => {
    await phone.loadPhoneMetadata('US');
    for (const value of [
      { country: 'US' as const, number: 'abc' },
      { country: 'XX' as CountryCode, number: '201 555 0123' },
    ]) {
      expect(phone.isValidPhone(value)).toBe(false);
      expect(phone.isMobilePhone(value)).toBe(false);
      expect(phone.toE164(value)).toBeUndefined();
    }
  });

  test('no stored number is an empty phone in the fallback country', () => {
    for (const stored of [null, undefined, ''])
      expect(phone.fromE164(stored, 'MX')).toEqual({ country: 'MX', number: '' });
  });
});

/** Each country's example mobile number, nationally and internationally, and a neighbour of it. */
const cases: PhoneValue[] = full.getCountries().flatMap((country) => {
  const example = full.getExampleNumber(country, examples);
  if (!example) return [];
  const neighbour = example.nationalNumber.replace(/\d$/, (digit) => String((+digit + 1) % 10));
  return [
    { country, number: example.formatNational() },
    { country: 'US', number: example.formatInternational() },
    { country, number: neighbour },
  ];
});
const fixedLines: PhoneValue[] = [
  { country: 'ES', number: '912 345 678' },
  { country: 'US', number: '201 555 0123' },
  { country: 'GB', number: '020 7946 0958' },
  { country: 'FR', number: '01 23 45 67 89' },
  { country: 'DE', number: '030 123456' },
  { country: 'MX', number: '55 1234 5678' },
];

test('as groups are added in any order, every answer stays the full metadata’s', async () => {
  const all = [...cases, ...fixedLines];
  await fc.assert(
    fc.asyncProperty(fc.shuffledSubarray(all, { minLength: all.length }), async (order) => {
      vi.resetModules();
      phone = await import('./phone');
      for (const value of order) {
        await phone.loadPhoneMetadata(value);
        expect(answers(value), `${value.country} ${value.number}`).toEqual(fullAnswers(value));
      }
      // What loaded later changed none of the earlier answers.
      for (const value of order) expect(answers(value)).toEqual(fullAnswers(value));
    }),
    // Each run imports all 215 groups afresh (~2.5 s); fast-check's seed varies between test runs.
    { numRuns: 2 },
  );
}, 60_000);
