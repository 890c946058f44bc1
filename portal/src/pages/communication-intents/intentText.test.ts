import { communicationIntentTypeValues, type CommunicationIntent } from '@hci/api-schema';
import { fixtures } from '@hci/mock-api';
import type { CompiledMessages } from '@hci/design-system';
import { createIntl } from 'react-intl';
import { describe, expect, test } from 'vitest';
import englishCatalogue from '../../compiled-lang/en-US.json';
import spanishCatalogue from '../../compiled-lang/es.json';
import { paths } from '../../paths';
import { intentMessages } from './intentMessages';
import { intentText } from './intentText';

// Plain stand-ins: this checks the wording and its arguments, not how money and dates look.
const formats = {
  money: (cents: number) => `$${cents}`,
  longDate: (date: unknown) => String(date),
  zonedTimeRange: (startsAt: string) => startsAt,
};

const english = englishCatalogue as unknown as CompiledMessages;
const spanish = spanishCatalogue as unknown as CompiledMessages;

/** A message's text in one language, with every formatting error the catalogue reported. */
function read(locale: string, messages: CompiledMessages, message: CommunicationIntent) {
  const errors: string[] = [];
  const intl = createIntl({ locale, messages, onError: (error) => errors.push(error.message) });
  return { text: intentText(intl, formats, message), errors };
}

/** Whether an app path (query apart) is one of the portal's routes. */
const isPortalPage = (link: string) => {
  const pathname = new URL(link, 'http://portal.test').pathname;
  return Object.values(paths).some((path) =>
    new RegExp(`^${path.replace(/\/:\w+\?/g, '(?:/[^/]+)?').replace(/:\w+/g, '[^/]+')}$`).test(
      pathname,
    ),
  );
};

describe.each(communicationIntentTypeValues)('a %s message', (type) => {
  const example = fixtures.communicationIntents.find((message) => message.type === type);

  test('has an example among the fixtures, linked to a portal page', () => {
    expect(example).toBeDefined();
    expect(isPortalPage(example!.link), example!.link).toBe(true);
  });

  test('has a subject, a body and a link label in English and in Spanish, every fact filled in', () => {
    // Its own wording, not the notice an unknown type falls back to.
    expect(Object.keys(intentMessages)).toContain(type);
    const inEnglish = read('en-US', english, example!);
    const inSpanish = read('es', spanish, example!);
    expect(inEnglish.errors).toEqual([]);
    expect(inSpanish.errors).toEqual([]);
    for (const text of [inEnglish.text, inSpanish.text])
      for (const part of Object.values(text)) expect(part).toMatch(/^[^{}]+$/);
    expect(inSpanish.text.body).not.toBe(inEnglish.text.body);
  });
});

test('a free purchase reads as free of charge, never "for Free" or an amount of nothing', () => {
  const example = fixtures.communicationIntents.find(
    (message) => message.type === 'PURCHASE_CONFIRMED',
  )!;
  const free = { ...example, parameters: { ...example.parameters, amount: 0 } };
  const inEnglish = read('en-US', english, free).text;
  const inSpanish = read('es', spanish, free).text;
  expect(inEnglish.subject).toMatch(/^You (booked|got) /);
  expect(inEnglish.body).toContain('free of charge');
  expect(inSpanish.body).toContain('sin coste');
  for (const text of [inEnglish, inSpanish]) expect(text.body).not.toMatch(/\$0|Free|Gratis/);
  const paid = read('en-US', english, {
    ...example,
    parameters: { ...example.parameters, amount: 4900 },
  });
  expect(paid.text.body).toMatch(/^You bought .* for \$4900\./);
});
