import {
  communicationIntentTypeValues,
  type CommunicationIntent,
  type CommunicationIntentParameters,
  type CommunicationIntentType,
} from '@hci/api-schema';
import { demoCoach, demoCoachingCircle, demoCohorts, demoToday, nameOf } from '@hci/demo-world';
import type { CompiledMessages } from '@hci/design-system';
import { messageLink } from '@hci/rules';
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

const coachName = nameOf(demoCoach);
const cohorts = demoCohorts(demoToday);
const card = { cardBrand: 'VISA', cardLast4: '4242' } as const;

/** The facts of one message of every type, as the API states them; typed so none is missed. */
const facts: Record<CommunicationIntentType, CommunicationIntentParameters> = {
  NOTICE: {},
  ENROLLMENT_COMPLETED: { cohortName: cohorts.current.name },
  PAYMENT_RECEIVED: { amount: 28900, ...card },
  PAYMENT_FAILED: { amount: 28900, ...card },
  AUTO_PAYMENT_FAILED: { installment: 2, amount: 28900, ...card },
  INSTALLMENT_DUE: { installment: 3, amount: 28900, dueDate: '2026-04-14' },
  AGREEMENT_TO_SIGN: { agreementId: 3, cohortName: cohorts.current.name },
  APPLICATION_STATUS_CHANGED: { applicationStatus: 'REVIEWED', cohortName: cohorts.next.name },
  MODULE_AVAILABLE: {
    courseId: 1,
    courseTitle: 'Health Coach Training Program: Foundations',
    moduleId: 108,
    moduleTitle: 'Powerful questions',
  },
  COACHING_CIRCLE_MEETING: {
    circleName: demoCoachingCircle(demoToday).name,
    startsAt: '2026-04-07T23:00:00Z',
  },
  TRANSFER_PROPOSED: { cohortName: cohorts.spanish.name },
  PROFILE_INCOMPLETE: {},
  PURCHASE_CONFIRMED: {
    purchaseId: 22,
    productTitle: 'Family meal planner (printable)',
    coachName,
    amount: 1900,
  },
  SESSION_BOOKED: { purchaseId: 21, coachName, startsAt: '2026-04-08T16:00:00Z' },
  SESSION_MOVED: {
    purchaseId: 21,
    coachName,
    previousStartsAt: '2026-03-30T16:00:00Z',
    startsAt: '2026-03-31T22:00:00Z',
  },
  SESSION_CANCELLED: { purchaseId: 21, coachName, startsAt: '2026-03-23T16:00:00Z' },
  CLIENT_PURCHASED: {
    purchaseId: 15,
    productTitle: 'Free discovery call',
    clientName: 'Avery Thompson',
    amount: 0,
    startsAt: '2026-04-02T15:00:00Z',
  },
  CLIENT_SESSION_BOOKED: {
    purchaseId: 14,
    clientName: 'Lucía Fernández',
    startsAt: '2026-04-03T17:00:00Z',
  },
  CLIENT_SESSION_MOVED: {
    purchaseId: 14,
    clientName: 'Lucía Fernández',
    previousStartsAt: '2026-04-01T17:00:00Z',
    startsAt: '2026-04-03T17:00:00Z',
  },
  CLIENT_SESSION_CANCELLED: {
    purchaseId: 13,
    clientName: 'Sam Okafor',
    startsAt: '2026-03-26T18:00:00Z',
    refund: 18000,
  },
};

/** A message of `type` in the inbox, linked where the API links it. */
const exampleOf = (type: CommunicationIntentType): CommunicationIntent => ({
  id: 1,
  studentId: 1,
  type,
  parameters: facts[type],
  channel: 'INBOX',
  status: 'SENT',
  archived: false,
  createdAt: `${demoToday}T14:00:00Z`,
  link: messageLink(type, facts[type]),
});

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
  const example = exampleOf(type);

  test('links to a portal page', () => {
    expect(isPortalPage(example.link), example.link).toBe(true);
  });

  test('has a subject, a body and a link label in English and in Spanish, every fact filled in', () => {
    // Its own wording, not the notice an unknown type falls back to.
    expect(Object.keys(intentMessages)).toContain(type);
    const inEnglish = read('en-US', english, example);
    const inSpanish = read('es', spanish, example);
    expect(inEnglish.errors).toEqual([]);
    expect(inSpanish.errors).toEqual([]);
    for (const text of [inEnglish.text, inSpanish.text])
      for (const part of Object.values(text)) expect(part).toMatch(/^[^{}]+$/);
    expect(inSpanish.text.body).not.toBe(inEnglish.text.body);
  });
});

test('a free purchase reads as free of charge, never "for Free" or an amount of nothing', () => {
  const example = exampleOf('PURCHASE_CONFIRMED');
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
