// Every error key of the contract has its message, and every value of the enums the screens label
// has its label, in both languages: a key or value the contract adds fails here until it is
// written, instead of showing the default message or a raw value. The compiled catalogues are what
// the apps load, extracted and compiled from the code and lang/es.json by `npm run i18n`.
import {
  cardBrandValues,
  deliveryModeValues,
  errorKeyValues,
  genderValues,
  languageValues,
  offeringTypeValues,
  purchaseStatusValues,
} from '@hci/api-schema';
import type { MessageDescriptor } from 'react-intl';
import { describe, expect, test } from 'vitest';
import english from './compiled-lang/en-US.json';
import spanish from './compiled-lang/es.json';
import { errorMessages } from './errors/errorMessages';
import {
  cardBrandLabels,
  deliveryModeLabels,
  genderLabels,
  languageLabels,
  offeringTypeLabels,
  purchaseStatusLabels,
} from './options/options';

const catalogues: Record<string, Record<string, unknown>> = { 'en-US': english, es: spanish };

/** The id of each value's message, or undefined where the value has none. */
function idsOf(values: readonly string[], messages: Record<string, MessageDescriptor>) {
  return values.map((value) => [
    value,
    Object.hasOwn(messages, value) ? messages[value]?.id : undefined,
  ]);
}

describe.each([
  ['error key', errorKeyValues, errorMessages],
  ['gender', genderValues, genderLabels],
  ['language', languageValues, languageLabels],
  ['offering type', offeringTypeValues, offeringTypeLabels],
  ['delivery mode', deliveryModeValues, deliveryModeLabels],
  ['purchase status', purchaseStatusValues, purchaseStatusLabels],
  ['card brand', cardBrandValues, cardBrandLabels],
] as const)('every %s of the contract', (_name, values, messages) => {
  test('has a message', () => {
    const missing = idsOf(values, messages).filter(([, id]) => id === undefined);
    expect(missing).toEqual([]);
  });

  test.each(Object.keys(catalogues))('is written in %s', (locale) => {
    const untranslated = idsOf(values, messages)
      .filter(([, id]) => id === undefined || !Object.hasOwn(catalogues[locale]!, id))
      .map(([value]) => value);
    expect(untranslated).toEqual([]);
  });
});

test('each error key reads as error.<key>, with the texts the product gives', () => {
  for (const key of errorKeyValues) expect(errorMessages[key].id).toBe(`error.${key}`);
  expect(errorMessages.default.defaultMessage).toBe('An error found, please try again.');
  expect(errorMessages.invalidCurrentPassword.defaultMessage).toBe('Incorrect current password');
  expect(errorMessages.noCohortSelected.defaultMessage).toBe('Please select a course');
});
