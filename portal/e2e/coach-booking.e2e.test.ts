// The coach's loop across both apps against the reference API: a coach in Madrid sets her hours'
// zone and notice in the coach app, a new student in New York finds her, books and pays the first
// free time, both see the session at their own local times and in their inboxes, the time is gone
// for everyone else (the coach's screens naming the client's zone), the calendar file says when
// and where, and the student moves the session once and then cancels it. Then the student books
// again in Spanish, on a phone, in the dark theme, and the coach sees it so: axe clean.
// Another new student books the coach's free test call with no card, and only once. Last, as
// the student's session starts, the coach marks it completed and confirms: its time stays taken
// (no free time over it, a booking over it refused); then she undoes it; the student's page
// follows.
import { readFileSync } from 'node:fs';
import {
  dayOfWeekValues,
  type AvailableSchedule,
  type CoachProduct,
  type CoachSchedule,
  type CoachSession,
} from '@hci/api-schema';
import { demoCoachSchedule } from '@hci/demo-world';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import {
  demoPassword,
  expectAccessible,
  expectFitsPhone,
  harnessForFile,
  heading,
  screenshot,
} from '@hci/e2e-harness';
import { newStudent } from './sign-in';

const harness = harnessForFile({ withOtherApp: true });
const coachEmail = 'coach@demo.test';
const studentEmail = 'booking.student@demo.test';
/** The student's purchase page, as the first journey leaves it. */
let purchaseUrl = '';

/** An app's Spanish text of a message, as its catalogue has it. */
const spanish = (app: 'portal' | 'coach', id: string): string =>
  JSON.parse(readFileSync(new URL(`../../${app}/lang/es.json`, import.meta.url), 'utf8'))[id];

/** Signs in (in English, as the sign-in page starts), then reads on in Spanish, dark, on a phone. */
async function inSpanishOnAPhone(page: Page, appUrl: string, email: string, path: string) {
  await page.goto(`${appUrl}${path}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(demoPassword);
  await page.getByRole('button', { name: /Sign in/ }).click();
  await page.waitForURL((url) => url.pathname !== path);
  await page.evaluate(() => localStorage.setItem('hci.language', 'es'));
  await page.setViewportSize({ width: 375, height: 812 });
  await page.emulateMedia({ colorScheme: 'dark' });
}

/** Axe and the phone's width, checked on the page as it now stands. */
async function auditPhonePage(page: Page, name: string) {
  await page.locator('[aria-busy="true"]').waitFor({ state: 'detached' });
  await expectAccessible(page, { name });
  await expectFitsPhone(page, name);
}

/** A signed-in caller of the API, as the given demo user. */
async function apiAs(email: string, as: 'student' | 'coach' = 'student') {
  const answer = await fetch(`${harness.apiUrl}/auth/signin/${as}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: demoPassword }),
  });
  const { content: session } = await answer.json();
  const get = async <T>(path: string): Promise<T> => {
    const response = await fetch(`${harness.apiUrl}${path}`, {
      headers: { authorization: `Bearer ${session.accessToken}` },
    });
    return (await response.json()).content;
  };
  /** Sends a body; the API's whole answer (status and body), for refusals too. */
  const send = async (method: 'POST' | 'PUT', path: string, body: unknown) => {
    const response = await fetch(`${harness.apiUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${session.accessToken}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: await response.json() };
  };
  const post = async <T>(path: string, body: unknown): Promise<T> =>
    (await send('POST', path, body)).body.content;
  return { session, get, post, send };
}

/** The local clock time of an instant in a zone, as en-US writes it ("9:00 AM"). */
const clockIn = (iso: string, timeZone: string) =>
  new Date(iso).toLocaleTimeString('en-US', { timeZone, hour: 'numeric', minute: '2-digit' });

/** Text showing an instant's local clock time, however the page puts the AM or PM after it. */
const showsClock = (iso: string, timeZone: string) =>
  new RegExp(`(^|\\D)${clockIn(iso, timeZone).replace(/\s?[AP]M$/, '')}\\b`);

/** A calendar file from its data address, its folded lines joined again. */
const calendarText = (href: string) =>
  decodeURIComponent(href.slice(href.indexOf(',') + 1)).replace(/\r\n /g, '');

/** An instant as a calendar file writes it in UTC: 20261201T140000Z. */
const icsInstant = (iso: string) => new Date(iso).toISOString().replace(/[-:]|\.\d{3}/g, '');

/** A text value as a calendar file escapes it. */
const icsText = (value: string) => value.replace(/[,;\\]/g, (char) => `\\${char}`);

/** When the demo coach's hours begin on a day, on her wall clock ("9:00 AM"), as the seed set them. */
function hoursBegin(day: string): string {
  const hours = demoCoachSchedule(new Date().toISOString().slice(0, 10));
  const weekday = dayOfWeekValues[(new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7];
  const windows =
    hours.overrides.find((override) => override.date === day)?.windows ??
    hours.windows.filter((window) => window.dayOfWeek === weekday);
  const [hour, minute] = windows[0]!.startTime.split(':').map(Number) as [number, number];
  return `${hour % 12 || 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** The free times of a service over the next three weeks, as anyone reads them. */
async function freeStarts(coachId: number, scheduleId: number, productId: number) {
  const from = new Date().toISOString().slice(0, 10);
  const to = new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10);
  const answer = await fetch(
    `${harness.apiUrl}/coaches/${coachId}/products/${productId}/available_schedules/${scheduleId}?startDate=${from}&endDate=${to}`,
  );
  const { content } = (await answer.json()) as { content: AvailableSchedule };
  return content.slots.map((slot) => slot.startsAt);
}

/**
 * Chooses a free time by its label: on the day the picker opens on (the first with free times),
 * else on its own day, picked in the month calendar (the next month's when it falls there).
 */
async function chooseTime(page: Page, label: string, start: string, timeZone: string) {
  const radio = page.getByRole('radio', { name: label }).first();
  await page.getByRole('radio').first().waitFor();
  await page.getByText('Loading the free times…').waitFor({ state: 'hidden' });
  if (!(await radio.isVisible())) {
    const day = new Date(start).toLocaleDateString('en-US', {
      timeZone,
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      year: 'numeric',
    });
    const cell = page.getByRole('button', { name: new RegExp(`^${day}`) });
    for (const month of ['Previous', 'Next', 'Next']) {
      if (await cell.isVisible()) break;
      await page.getByRole('button', { name: month }).first().click();
    }
    await cell.click();
  }
  await radio.check({ force: true });
}

describe('the coach’s loop', () => {
  test(
    'a Madrid coach’s hours, booked and paid from New York, seen by both, gone for others, moved once and cancelled',
    { timeout: 300_000 },
    async () => {
      // The coach puts her hours in Madrid time and asks two days' notice.
      const coachSide = await harness.newPage({ timezoneId: 'Europe/Madrid' });
      const coachPage = coachSide.page;
      await coachPage.goto(`${harness.appUrls.coach}/verify`);
      await coachPage.getByLabel('Email').fill(coachEmail);
      await coachPage.getByLabel('Password', { exact: true }).fill(demoPassword);
      await coachPage.getByRole('button', { name: /Sign in/ }).click();
      await coachPage.waitForURL((url) => url.pathname !== '/verify');
      await coachPage.goto(`${harness.appUrls.coach}/my-coach-schedule`);
      await coachPage
        .getByRole('combobox', { name: 'Your hours are in' })
        .selectOption('Europe/Madrid');
      await coachPage.getByLabel('Minimum notice').selectOption({ label: '2 days' });
      await coachPage.getByRole('button', { name: 'Save schedule' }).click();
      await coachPage.getByText('Your schedule has been saved.').first().waitFor();

      const coachApi = await apiAs(coachEmail, 'coach');
      const coachId: number = coachApi.session.coachId;
      const schedule = await coachApi.get<{ id: number; timeZone: string }>(
        `/coaches/${coachId}/schedule`,
      );
      expect(schedule.timeZone).toBe('Europe/Madrid');
      const products = await coachApi.get<CoachProduct[]>(`/coaches/${coachId}/products/public`);
      const service = products.find((p) => p.title === 'In-person pantry makeover')!;
      const starts = await freeStarts(coachId, schedule.id, service.id);
      const [first] = starts;
      expect(first).toBeDefined();
      // The hours keep the coach's wall clock in her new zone: the first free day after the
      // first (part of which the two days' notice may take, at this time of day) opens when her
      // hours that day begin.
      const madridDay = (iso: string) =>
        new Date(iso).toLocaleDateString('en-CA', { timeZone: 'Europe/Madrid' });
      const second = starts.find((start) => madridDay(start) !== madridDay(first!));
      expect(clockIn(second!, 'Europe/Madrid')).toBe(hoursBegin(madridDay(second!)));

      // A new student in New York finds the coach and books her first free time.
      const { page } = await newStudent(harness, {
        email: studentEmail,
        firstName: 'Nora',
        lastName: 'Quinn',
      });
      await page.context().close();
      const studentSide = await harness.newPage({ timezoneId: 'America/New_York' });
      const student = studentSide.page;
      await student.goto(`${harness.appUrl}/login`);
      await student.getByLabel('Email').fill(studentEmail);
      await student.getByLabel('Password', { exact: true }).fill(demoPassword);
      await student.getByRole('button', { name: 'Sign in' }).click();
      await student.waitForURL((url) => url.pathname !== '/login');
      await student.getByRole('link', { name: 'Coaches' }).first().click();
      await heading(student).filter({ hasText: 'Find a coach' }).waitFor();
      const coachName = (await coachApi.get<{ personalInfo: { firstName: string } }>(
        `/coaches/${coachId}`,
      ))!.personalInfo.firstName;
      await student
        .getByRole('link', { name: new RegExp(coachName) })
        .first()
        .click();
      await student.getByRole('link', { name: 'Book In-person pantry makeover' }).click();
      await heading(student).filter({ hasText: 'Book In-person pantry makeover' }).waitFor();
      // Her own time, with the coach's beside it.
      const firstLabel = `${clockIn(first!, 'America/New_York')} (coach: ${clockIn(first!, 'Europe/Madrid')})`;
      await chooseTime(student, firstLabel, first!, 'America/New_York');
      await student.getByRole('button', { name: 'Continue' }).click();
      await student.getByRole('button', { name: 'Add a card' }).click();
      await student.getByLabel('Card number').fill('4242 4242 4242 4242');
      await student.getByLabel('Expiration date').fill('12/2030');
      await student.getByLabel('Security code (CVC)').fill('123');
      await student.getByLabel('Name on the card').fill('Nora Quinn');
      await student.getByRole('button', { name: /^Add card/ }).click();
      await student.getByRole('button', { name: /^Pay \$\s?180\.00$/ }).click();
      await student.getByText(/^Booked: In-person pantry makeover/).waitFor();
      await expect
        .poll(() => student.getByRole('link', { name: 'Add to calendar' }).getAttribute('download'))
        .toMatch(/\.ics$/);
      // The calendar file: the instant itself (UTC, so every calendar shows it in its own zone),
      // where to go for this in-person session, and what it is.
      const ics = calendarText(
        (await student.getByRole('link', { name: 'Add to calendar' }).getAttribute('href'))!,
      );
      expect(ics).toContain(`DTSTART:${icsInstant(first!)}`);
      expect(ics).toContain(`LOCATION:${icsText(service.location!)}`);
      const { firstName, lastName } = (await coachApi.get<{
        personalInfo: { firstName: string; lastName: string };
      }>(`/coaches/${coachId}`))!.personalInfo;
      expect(ics).toContain(
        `DESCRIPTION:${icsText(`In-person pantry makeover, a session with your coach ${firstName} ${lastName}.`)}\\nIn person at ${icsText(service.location!)}`,
      );
      await screenshot(student, 'booking-confirmed');
      await student.getByRole('link', { name: 'See your booking' }).click();
      await student.getByText(showsClock(first!, 'America/New_York')).first().waitFor();
      purchaseUrl = student.url();
      await screenshot(student, 'booking-purchase');

      // The student's inbox and the coach's (a coach is a student too) tell of the booking.
      await student.goto(`${harness.appUrl}/inbox`);
      await student.getByText('You bought “In-person pantry makeover').first().waitFor();
      const coachInbox = await coachApi.post<{ type: string }[]>(
        `/students/${coachApi.session.studentId}/communication_intents?size=5`,
        {},
      );
      expect(coachInbox.map((message) => message.type)).toContain('CLIENT_PURCHASED');

      // The coach sees it at 9:00, her time, among her upcoming sessions.
      await coachPage.goto(`${harness.appUrls.coach}/my-sessions`);
      await coachPage.getByText('Nora Quinn').first().waitFor();
      await coachPage.getByText(showsClock(first!, 'Europe/Madrid')).first().waitFor();
      // Her screens read in the zone her hours are in, the client's New York time beside it.
      await coachPage.getByText('Times are in Central European Time (Spain).').waitFor();
      await coachPage
        .getByText(/^Client’s time: .*, Eastern Time \(New York\)$/)
        .first()
        .waitFor();
      await screenshot(coachPage, 'booking-coach-sessions');

      // The time is gone for anyone else.
      expect(await freeStarts(coachId, schedule.id, service.id)).not.toContain(first);

      // Two days ahead, the student may move it once (to when that next day's hours begin), then
      // cancel it.
      await student.goBack();
      await student.getByRole('button', { name: 'Move' }).first().click();
      const secondLabel = `${clockIn(second!, 'America/New_York')} (coach: ${clockIn(second!, 'Europe/Madrid')})`;
      await chooseTime(student, secondLabel, second!, 'America/New_York');
      await student.getByRole('button', { name: 'Move to this time' }).click();
      await student
        .getByText(/^Session moved to/)
        .first()
        .waitFor();
      await student.getByRole('button', { name: 'Cancel' }).first().click();
      await student.getByRole('button', { name: 'Cancel session' }).click();
      await student.getByText('Session cancelled.').first().waitFor();
      await student.getByRole('button', { name: 'Book your next session' }).waitFor();
      await screenshot(student, 'booking-cancelled');
      expect(await freeStarts(coachId, schedule.id, service.id)).toContain(second);
      expect(harness.cspViolations).toEqual([]);
    },
  );

  test(
    'booked again in Spanish, on a phone, in the dark theme; the coach sees it so: axe clean',
    { timeout: 180_000 },
    async () => {
      expect(purchaseUrl).toMatch(/\/my-purchases\/\d+$/);
      const studentSide = await harness.newPage({ timezoneId: 'America/New_York' });
      const student = studentSide.page;
      await inSpanishOnAPhone(student, harness.appUrl, studentEmail, '/login');
      await student.goto(purchaseUrl);
      await student
        .getByRole('button', { name: spanish('portal', 'portal.myPurchases.bookNext') })
        .click();
      // The picker opens on the first day with free times; its first time is taken.
      await student.getByRole('radio').first().waitFor();
      await auditPhonePage(student, 'booking-es-dark-times');
      await student.getByRole('radio').first().check({ force: true });
      await student
        .getByRole('button', { name: spanish('portal', 'portal.myPurchases.bookThis') })
        .click();
      await student
        .getByText(/^Sesión reservada para el /)
        .first()
        .waitFor();
      await auditPhonePage(student, 'booking-es-dark-booked');

      const coachSide = await harness.newPage({ timezoneId: 'Europe/Madrid' });
      const coach = coachSide.page;
      await inSpanishOnAPhone(coach, harness.appUrls.coach, coachEmail, '/verify');
      await coach.goto(`${harness.appUrls.coach}/my-sessions`);
      await heading(coach)
        .filter({ hasText: spanish('coach', 'coach.sessions.title') })
        .waitFor();
      await coach.getByText('Nora Quinn').first().waitFor();
      await auditPhonePage(coach, 'booking-es-dark-coach-sessions');
      expect(harness.cspViolations).toEqual([]);
      await studentSide.context.close();
      await coachSide.context.close();
    },
  );
});

describe('a free test call', () => {
  test(
    'a new student books the demo coach’s free test call with no card, and only once',
    { timeout: 180_000 },
    async () => {
      const email = 'test.call.student@demo.test';
      const { context, page: student } = await newStudent(harness, {
        email,
        firstName: 'Tess',
        lastName: 'Caller',
      });
      const coachApi = await apiAs(coachEmail, 'coach');
      const coachId: number = coachApi.session.coachId;
      await student.goto(`${harness.appUrl}/coaches/${coachId}`);
      await student.getByRole('link', { name: 'Book a free test call' }).click();
      await heading(student).filter({ hasText: 'Book Free test call' }).waitFor();
      await student.getByRole('radio').first().waitFor();
      await student.getByRole('radio').first().check({ force: true });
      await student.getByRole('button', { name: 'Continue' }).click();
      // Free: no card is asked for, and booking takes none.
      await student.getByRole('button', { name: 'Book for free' }).waitFor();
      expect(await student.getByRole('button', { name: 'Add a card' }).count()).toBe(0);
      await student.getByRole('button', { name: 'Book for free' }).click();
      await student.getByText(/^Booked: Free test call/).waitFor();

      const studentApi = await apiAs(email);
      const studentId: number = studentApi.session.studentId;
      const purchases = await studentApi.get<{ amount: number; product: { title: string } }[]>(
        `/students/${studentId}/coach_product_purchases`,
      );
      expect(purchases).toEqual([
        expect.objectContaining({
          amount: 0,
          product: expect.objectContaining({ title: 'Free test call' }),
        }),
      ]);
      expect(await studentApi.get<unknown[]>(`/students/${studentId}/payment_methods`)).toEqual([]);

      // Back on the coach's page, the action gives way to saying it is booked, and when.
      await student.goto(`${harness.appUrl}/coaches/${coachId}`);
      await student.getByText(/^Your free test call with .+ is booked: /).waitFor();
      expect(await student.getByRole('link', { name: 'Book a free test call' }).count()).toBe(0);
      expect(harness.cspViolations).toEqual([]);
      await context.close();
    },
  );
});

describe('an outcome', () => {
  test(
    'the coach marks the client’s session completed as it starts, its time still taken; undoes it; the client sees both',
    { timeout: 180_000 },
    async () => {
      expect(purchaseUrl).toMatch(/\/my-purchases\/\d+$/);
      let coachApi = await apiAs(coachEmail, 'coach');
      const coachId: number = coachApi.session.coachId;
      /** The coach's sessions of a status, as the API lists them. */
      const sessionsOf = (status: CoachSession['status']) =>
        coachApi.get<CoachSession[]>(`/coaches/${coachId}/sessions?status=${status}&size=50`);
      const session = (await sessionsOf('SCHEDULED')).find(
        (booked) => booked.customer.name === 'Nora Quinn',
      )!;
      expect(session).toBeDefined();
      // The session has just begun, by both the API's clock and the coach's.
      const later = Date.parse(session.startsAt) + 60_000 - Date.now();
      await harness.advanceClock(later);
      coachApi = await apiAs(coachEmail, 'coach');
      const coachSide = await harness.newPage({ timezoneId: 'Europe/Madrid' });
      const coach = coachSide.page;
      await coachSide.context.clock.install({ time: Date.now() + later });
      await coach.goto(`${harness.appUrls.coach}/verify`);
      await coach.getByLabel('Email').fill(coachEmail);
      await coach.getByLabel('Password', { exact: true }).fill(demoPassword);
      await coach.getByRole('button', { name: /Sign in/ }).click();
      await coach.waitForURL((url) => url.pathname !== '/verify');
      await coach.goto(`${harness.appUrls.coach}/my-sessions`);
      // Today's sessions, over or not, stay under Upcoming until the day is out.
      const card = coach
        .getByRole('group', { name: /^Session with Nora Quinn/ })
        .filter({ has: coach.getByRole('button', { name: 'Completed' }) });
      await card.getByRole('button', { name: 'Completed' }).click();
      const confirm = coach.getByRole('alertdialog', {
        name: 'Mark the session with Nora Quinn as completed?',
      });
      await confirm.getByText(/You can undo this for 24 hours\.$/).waitFor();
      await confirm.getByRole('button', { name: 'Mark completed' }).click();
      await coach.getByText('Session with Nora Quinn marked completed.').first().waitFor();
      await screenshot(coach, 'outcome-completed');
      const recorded = (await sessionsOf('COMPLETED')).find((done) => done.id === session.id);
      expect(recorded?.outcomeSetAt).toBeDefined();

      // Completed early, the session still holds its two hours. With no notice or buffer asked
      // and hours from its start to six hours on, an hour's service has no free time within it
      // (an hour in, it would overlap nothing else) but has some after it; booking that hour is
      // refused as taken.
      const wall = (minutes: number) =>
        new Date(Date.parse(session.startsAt) + minutes * 60_000).toLocaleTimeString('en-GB', {
          timeZone: 'Europe/Madrid',
          hour: '2-digit',
          minute: '2-digit',
        });
      const at = (minutes: number) =>
        new Date(Date.parse(session.startsAt) + minutes * 60_000)
          .toISOString()
          .replace('.000Z', 'Z');
      const day = new Date(session.startsAt).toLocaleDateString('en-CA', {
        timeZone: 'Europe/Madrid',
      });
      const hours = await coachApi.get<CoachSchedule>(`/coaches/${coachId}/schedule`);
      const { id: scheduleId, coachId: _coachId, ...input } = hours;
      const saved = await coachApi.send('PUT', `/coaches/${coachId}/schedule`, {
        ...input,
        minimumNoticeMinutes: 0,
        bufferMinutes: 0,
        overrides: [
          ...(input.overrides ?? []).filter((override) => override.date !== day),
          { date: day, windows: [{ startTime: wall(0), endTime: wall(360) }] },
        ],
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      const products = await coachApi.get<CoachProduct[]>(`/coaches/${coachId}/products/public`);
      const hourLong = products.find(
        (product) => product.serviceSpecification?.session?.duration === 60 && product.price > 0,
      )!;
      const free = (await freeStarts(coachId, scheduleId, hourLong.id)).filter(
        (start) => start >= at(0) && start < at(360),
      );
      expect(free.filter((start) => start < at(120))).toEqual([]);
      expect(free.length).toBeGreaterThan(0);
      const studentApi = await apiAs(studentEmail);
      const [noraCard] = await studentApi.get<{ id: number }[]>(
        `/students/${studentApi.session.studentId}/payment_methods`,
      );
      const over = await studentApi.send('POST', '/coach_product_purchases', {
        coachId,
        productId: hourLong.id,
        paymentMethodId: noraCard!.id,
        startsAt: at(60),
      });
      expect(over.status, JSON.stringify(over.body)).toBe(409);
      expect(over.body).toMatchObject({ key: 'slotUnavailable' });

      // The client's purchase page shows it done.
      const studentSide = await harness.newPage({ timezoneId: 'America/New_York' });
      const student = studentSide.page;
      await studentSide.context.clock.install({ time: Date.now() + later });
      await student.goto(`${harness.appUrl}/login`);
      await student.getByLabel('Email').fill(studentEmail);
      await student.getByLabel('Password', { exact: true }).fill(demoPassword);
      await student.getByRole('button', { name: 'Sign in' }).click();
      await student.waitForURL((url) => url.pathname !== '/login');
      await student.goto(purchaseUrl);
      await student.getByText('Done', { exact: true }).first().waitFor();

      // Undone: scheduled again for the coach, the API and the client.
      await coach
        .getByRole('button', { name: 'Undo the outcome of the session with Nora Quinn' })
        .click();
      await coach.getByText('Outcome undone.').first().waitFor();
      expect((await sessionsOf('SCHEDULED')).map((again) => again.id)).toContain(session.id);
      await student.reload();
      await heading(student).waitFor();
      await student.locator('[aria-busy="true"]').waitFor({ state: 'detached' });
      await expect.poll(() => student.getByText('Done', { exact: true }).count()).toBe(0);
      expect(harness.cspViolations).toEqual([]);
      await studentSide.context.close();
      await coachSide.context.close();
    },
  );
});
