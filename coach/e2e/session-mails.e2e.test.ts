// A session's mails as its two sides receive them, against the real API and the built app: the
// coach books a client's session in the coach app, and both are mailed a calendar request; a day
// before it starts both are reminded once, the calendar entry with it; the coach cancels it in the
// app, and both are mailed the entry's cancellation. The API's clock moves; nobody waits for it.
import { harnessForFile, heading, mailsTo, screenshot, type Mail, signIn } from '@hci/e2e-harness';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { signInForm } from './sign-in';

const harness = harnessForFile();
const coachEmail = 'coach@demo.test';
/** One of the demo coach's clients: no account, so English and the coach's words for her. */
const client = { name: 'Lucía Fernández', email: 'lucia.fernandez@example.org' };
const hourMs = 3_600_000;

/** A calendar attachment's lines, its folded lines joined again. */
const calendarLines = (mail: Mail) => {
  const [entry, ...more] = mail.attachments ?? [];
  expect(more).toEqual([]);
  expect(entry?.contentType).toMatch(/^text\/calendar;/);
  return entry!.content.replace(/\r\n /g, '').split('\r\n');
};

/** The value of a calendar property, as its one line has it. */
const property = (lines: string[], name: string) =>
  lines.find((line) => line.startsWith(`${name}:`))?.slice(name.length + 1);

/** An instant as a calendar file writes it in UTC: 20261201T140000Z. */
const icsInstant = (iso: string) => new Date(iso).toISOString().replace(/[-:]|\.\d{3}/g, '');

/** The mails about the session a reader has had, newest first: those carrying its calendar UID. */
const sessionMails = async (email: string, uid: string) =>
  (await mailsTo(harness.apiUrl, email)).filter((mail) =>
    mail.attachments?.some((file) => file.content.includes(`\r\nUID:${uid}\r\n`)),
  );

/**
 * Opens the coach's sessions. A day on by the API's clock, the app's access token has expired and
 * is renewed by its refresh token: the coach stays signed in.
 */
async function openSessions(page: Page) {
  await page.goto('/my-sessions');
  await expect.poll(() => heading(page).textContent()).toBe('Your sessions');
}

test('a booked session is mailed with its calendar entry, reminded a day ahead, and cancelled', async () => {
  const { context, page } = await harness.newPage({ timezoneId: 'America/Denver' });
  await signIn(page, signInForm, coachEmail);
  await openSessions(page);

  // The coach books one of her clients into a service's free time at least a day and a bit away,
  // so the clock has a day to move before the reminder.
  await page.getByRole('button', { name: 'Book a session' }).click();
  const dialog = page.getByRole('dialog', { name: 'Book a session' });
  const name = dialog.getByRole('combobox', { name: /^Client’s name/ });
  // The suggestions open once the clients have loaded: typed sooner, the name is typed again.
  await expect
    .poll(async () => {
      await name.fill('');
      await name.pressSequentially('Lucía');
      return page.getByRole('option', { name: client.name }).count();
    })
    .toBeGreaterThan(0);
  await page.getByRole('option', { name: client.name }).click();
  await dialog.getByRole('combobox', { name: /^Service/ }).selectOption({ index: 1 });
  const time = dialog.getByRole('combobox', { name: /^Free time/ });
  await expect.poll(() => time.locator('option').count()).toBeGreaterThan(1);
  const starts = await time
    .locator('option')
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
  const startsAt = starts.find((start) => start && Date.parse(start) > Date.now() + 26 * hourMs);
  expect(startsAt).toBeDefined();
  await time.selectOption(startsAt!);
  await screenshot(page, 'session-mails-book');
  await dialog.getByRole('button', { name: 'Book session' }).click();
  await page.getByText(`Session with ${client.name} booked.`).first().waitFor();

  // Both sides are mailed a calendar request for the time booked, in UTC, under one UID.
  await harness.advanceClock(0);
  const [booked] = (await mailsTo(harness.apiUrl, client.email)).filter((mail) =>
    mail.subject.startsWith('Session booked with'),
  );
  expect(booked).toBeDefined();
  const request = calendarLines(booked!);
  const uid = property(request, 'UID');
  expect(uid).toBeTruthy();
  expect(request).toEqual(
    expect.arrayContaining(['METHOD:REQUEST', `DTSTART:${icsInstant(startsAt!)}`]),
  );
  expect(booked!.attachments![0]!.filename).toBe('invite.ics');
  expect(booked!.html).toContain('<!doctype html>');
  const [toCoach, ...moreToCoach] = await sessionMails(coachEmail, uid!);
  expect(moreToCoach).toEqual([]);
  // The coach reads Spanish.
  expect(toCoach!.subject).toBe(`Sesión reservada con ${client.name}`);
  expect(calendarLines(toCoach!)).toEqual(
    expect.arrayContaining(['METHOD:REQUEST', `UID:${uid}`, `DTSTART:${icsInstant(startsAt!)}`]),
  );

  // 23 hours before it starts, each side is reminded once, the calendar entry with it; the
  // minute's sweeps after that remind nobody again.
  await harness.advanceClock(Date.parse(startsAt!) - 23 * hourMs - Date.now());
  await harness.advanceClock(30 * 60_000);
  for (const [email, subject] of [
    [client.email, /^Reminder: your session with /],
    [coachEmail, /^Recordatorio: /],
  ] as const) {
    const reminders = (await sessionMails(email, uid!)).filter((mail) =>
      subject.test(mail.subject),
    );
    expect(reminders).toHaveLength(1);
    expect(calendarLines(reminders[0]!)).toEqual(
      expect.arrayContaining(['METHOD:REQUEST', `UID:${uid}`, `DTSTART:${icsInstant(startsAt!)}`]),
    );
    expect(reminders[0]!.html).toContain('<!doctype html>');
  }

  // The coach cancels it in the app: both are mailed its cancellation, the same event.
  await openSessions(page);
  const card = page.getByRole('article').filter({ hasText: client.name }).first();
  await card.getByRole('button', { name: 'Cancel session' }).click();
  await page
    .getByRole('alertdialog', { name: `Cancel the session with ${client.name}?` })
    .getByRole('button', { name: 'Cancel session' })
    .click();
  await page.getByText(`Session with ${client.name} cancelled.`).first().waitFor();
  await harness.advanceClock(0);
  for (const email of [client.email, coachEmail]) {
    const [cancelled] = await sessionMails(email, uid!);
    expect(cancelled!.attachments![0]!.filename).toBe('cancel.ics');
    expect(calendarLines(cancelled!)).toEqual(
      expect.arrayContaining(['METHOD:CANCEL', `UID:${uid}`, 'STATUS:CANCELLED']),
    );
  }
  expect((await sessionMails(client.email, uid!)).map((mail) => mail.subject)).toEqual([
    expect.stringMatching(/ cancelled$/),
    expect.stringMatching(/^Reminder: /),
    expect.stringMatching(/^Session booked with /),
  ]);
  expect(harness.cspViolations).toEqual([]);
  await context.close();
}, 180_000);
