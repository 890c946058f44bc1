// The mails of a coaching session: both sides hear of a booking, a move and a cancellation, each
// in their language with the times where they live and a calendar entry that follows the session,
// and are reminded a day before it starts, once per start, however often the sweep runs.
import type { Language } from '@hci/api-schema';
import { sessionCalendarUid, sessionReminderMs } from '@hci/rules';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { runDueJobs } from '../src/jobs/index.js';
import { sweep } from '../src/jobs/sweep.js';
import type { Json, Session, TestApi } from './harness.js';
import { demo, openTestApi } from './harness.js';
import { asUser, studentPath } from './requests.js';

let api: TestApi;
let coach: Session;
let student: Session;
let scheduleId: number;
let productId: number;

/** Where and in which language the demo people read their mail. */
const readers = {
  student: { email: demo.student, language: 'EN', zone: 'America/Chicago' },
  coach: { email: demo.coach, language: 'ES', zone: 'America/Denver' },
} as const;

const signInBoth = async () => {
  coach = await api.signIn(demo.coach, 'coach');
  student = await api.signIn(demo.student);
};

beforeAll(async () => {
  api = await openTestApi();
  api.clock.stop();
  await signInBoth();
  scheduleId = (await api.request('GET', coachPath('/schedule'), asUser(coach))).body.content.id;
  productId = (
    await api.request(
      'POST',
      coachPath('/products'),
      asUser(coach, {
        title: 'Sleep reset',
        price: 0,
        type: 'SERVICE',
        priceUnit: 'PACKAGE',
        serviceSpecification: { session: { type: 'ONLINE', count: 4, duration: 60 } },
      }),
    )
  ).body.content.id;
});
afterAll(() => api.close());

const coachPath = (rest = '') => `/coaches/${coach.coachId}${rest}`;
const day = (offset: number) =>
  new Date(api.clock.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** The test service's free times over two weeks from `from` days ahead. */
const freeTimes = async (from: number) => {
  const answer = await api.request(
    'GET',
    coachPath(
      `/products/${productId}/available_schedules/${scheduleId}?startDate=${day(from)}&endDate=${day(from + 14)}`,
    ),
  );
  return answer.body.content.slots as { startsAt: string; endsAt: string }[];
};

/** The first free time of each day from `from` days ahead. */
const freeDays = async (from: number) => {
  const slots = await freeTimes(from);
  return slots.filter(
    (s, i) => i === 0 || s.startsAt.slice(0, 10) !== slots[i - 1]!.startsAt.slice(0, 10),
  );
};

const mails = async (email: string) =>
  (await api.request('GET', `/dev/mailbox?email=${email}`)).body.content as Json[];

/** An instant as a reader's mail writes it, in their language and zone. */
const when = (language: Language, instant: string, zone: string) =>
  `${new Intl.DateTimeFormat(language === 'EN' ? 'en-US' : 'es', {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: zone,
  }).format(new Date(instant))} (${zone})`;

const utc = (instant: string) =>
  new Date(instant)
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');

/** The lines (unfolded) of a mail's one calendar file, an invitation to the session. */
const invitationLines = (mail: Json) => {
  const [entry, ...more] = mail.attachments as Json[];
  expect(more).toEqual([]);
  expect(entry).toMatchObject({
    filename: 'invite.ics',
    contentType: 'text/calendar; charset=UTF-8; method=REQUEST',
  });
  return (entry.content as string).replace(/\r\n /g, '').split('\r\n');
};

/** A reader's mails carrying the session's calendar entry, newest first. */
const calendarMails = async (email: string, sessionId: number) =>
  (await mails(email)).filter((mail) =>
    (mail.attachments as Json[] | undefined)?.some((file) =>
      (file.content as string).includes(`UID:${sessionCalendarUid(sessionId)}\r\n`),
    ),
  );

/** A reader's reminders of a session starting at `startsAt`. */
const remindersOf = async (reader: (typeof readers)[keyof typeof readers], startsAt: string) =>
  (await mails(reader.email)).filter(
    (mail) =>
      /^(Reminder|Recordatorio)/.test(mail.subject) &&
      (mail.text as string).includes(when(reader.language, startsAt, reader.zone)),
  );

const buy = async (startsAt: string) => {
  const bought = await api.request(
    'POST',
    '/coach_product_purchases',
    asUser(student, { coachId: coach.coachId, productId, startsAt }),
  );
  expect(bought.status, JSON.stringify(bought.body)).toBe(201);
  return bought.body.content as { id: number; sessions: { id: number }[] };
};
const coachMove = async (sessionId: number, startsAt: string) => {
  const moved = await api.request(
    'PATCH',
    coachPath(`/sessions/${sessionId}`),
    asUser(coach, { startsAt }),
  );
  expect(moved.status, JSON.stringify(moved.body)).toBe(200);
};

/** Moves the API's clock to `ms` before `instant`, and signs both sides in again. */
const moveToBefore = async (instant: string, ms: number) => {
  api.clock.advance(Date.parse(instant) - ms - api.clock.now());
  await signInBoth();
};

describe('a booking, a move and a cancellation', () => {
  let purchaseId: number;
  let sessionId: number;
  let slots: { startsAt: string; endsAt: string }[];

  test('a booking mails both sides, each in their language and zone, with a calendar request', async () => {
    slots = await freeDays(3);
    const first = slots[0]!;
    const bought = await buy(first.startsAt);
    purchaseId = bought.id;
    sessionId = bought.sessions[0]!.id;
    await runDueJobs(api.services);
    await runDueJobs(api.services);

    const [toStudent, ...moreToStudent] = await calendarMails(demo.student, sessionId);
    expect(moreToStudent).toEqual([]);
    expect(toStudent.subject).toBe('Session booked with Marisol Reyes');
    expect(toStudent.text).toContain(
      `is booked for ${when('EN', first.startsAt, 'America/Chicago')} (60 minutes)`,
    );
    expect(toStudent.text).toContain('it is about a coaching session in your calendar');
    // It goes whatever the reader's topics: nothing to unsubscribe from.
    expect(toStudent.headers).toBeUndefined();

    const [toCoach, ...moreToCoach] = await calendarMails(demo.coach, sessionId);
    expect(moreToCoach).toEqual([]);
    expect(toCoach.subject).toMatch(/^Sesión reservada con /);
    expect(toCoach.text).toContain(
      `está reservada para el ${when('ES', first.startsAt, 'America/Denver')} (60 minutos)`,
    );

    for (const mail of [toStudent, toCoach]) {
      const lines = invitationLines(mail);
      expect(lines).toEqual(
        expect.arrayContaining([
          'METHOD:REQUEST',
          'SEQUENCE:0',
          `DTSTART:${utc(first.startsAt)}`,
          `DTEND:${utc(first.endsAt)}`,
          'STATUS:CONFIRMED',
          'ORGANIZER;CN=Marisol Reyes:mailto:coach@demo.test',
        ]),
      );
    }
  });

  test('a move mails both sides the new time in their zone, the calendar entry one version up', async () => {
    const [first, , later] = slots;
    const moved = await api.request(
      'PUT',
      `/coach_product_purchases/${purchaseId}/sessions/${sessionId}`,
      asUser(student, { startsAt: later!.startsAt }),
    );
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    await runDueJobs(api.services);

    const [toStudent, , ...older] = await calendarMails(demo.student, sessionId);
    expect(older).toEqual([]);
    expect(toStudent.subject).toBe('Session with Marisol Reyes moved');
    expect(toStudent.text).toContain(
      `moved from ${when('EN', first!.startsAt, 'America/Chicago')} to ${when('EN', later!.startsAt, 'America/Chicago')}`,
    );
    const [toCoach] = await calendarMails(demo.coach, sessionId);
    expect(toCoach.subject).toMatch(/^Sesión con .+ cambiada de hora$/);
    expect(toCoach.text).toContain(
      `pasó del ${when('ES', first!.startsAt, 'America/Denver')} al ${when('ES', later!.startsAt, 'America/Denver')}`,
    );
    for (const mail of [toStudent, toCoach]) {
      const content = (mail.attachments as Json[])[0].content as string;
      expect(content).toContain('METHOD:REQUEST\r\n');
      expect(content).toContain('SEQUENCE:1\r\n');
      expect(content).toContain(`DTSTART:${utc(later!.startsAt)}\r\n`);
    }
  });

  test('a cancellation by the coach mails both sides a calendar cancellation', async () => {
    const cancelled = await api.request(
      'PATCH',
      coachPath(`/sessions/${sessionId}`),
      asUser(coach, { status: 'CANCELLED' }),
    );
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    await runDueJobs(api.services);

    const [toStudent] = await calendarMails(demo.student, sessionId);
    expect(toStudent.subject).toBe('Session with Marisol Reyes cancelled');
    const [toCoach] = await calendarMails(demo.coach, sessionId);
    expect(toCoach.subject).toMatch(/^Sesión con .+ cancelada$/);
    for (const mail of [toStudent, toCoach]) {
      const [entry] = mail.attachments as Json[];
      expect(entry).toMatchObject({
        filename: 'cancel.ics',
        contentType: 'text/calendar; charset=UTF-8; method=CANCEL',
      });
      const content = entry.content as string;
      expect(content).toContain('METHOD:CANCEL\r\n');
      expect(content).toContain('STATUS:CANCELLED\r\n');
      expect(content).toContain('SEQUENCE:2\r\n');
    }
    expect(await calendarMails(demo.student, sessionId)).toHaveLength(3);
  });
});

describe('the reminder a day before', () => {
  // The clock moves a day or more in each test: the sessions' tokens have expired.
  beforeEach(signInBoth);

  test('is mailed to both sides once, however often the sweep runs; not before it is due', async () => {
    const [slot] = await freeDays(3);
    const sessionId = (await buy(slot!.startsAt)).sessions[0]!.id;
    await moveToBefore(slot!.startsAt, sessionReminderMs + 60 * 60_000);
    await runDueJobs(api.services);
    expect(await remindersOf(readers.student, slot!.startsAt)).toEqual([]);

    await moveToBefore(slot!.startsAt, sessionReminderMs - 60_000);
    await Promise.all([runDueJobs(api.services), runDueJobs(api.services)]);
    await runDueJobs(api.services);
    const toStudent = await remindersOf(readers.student, slot!.startsAt);
    expect(toStudent).toHaveLength(1);
    expect(toStudent[0]).toMatchObject({
      subject: 'Reminder: your session with Marisol Reyes is coming up',
    });
    expect(toStudent[0].text).toContain('Join it online:');
    const toCoach = await remindersOf(readers.coach, slot!.startsAt);
    expect(toCoach).toHaveLength(1);
    // Each with the session's calendar entry as it stands: the same event, not a new one.
    for (const [reminder] of [toStudent, toCoach]) {
      const lines = invitationLines(reminder);
      expect(lines).toEqual(
        expect.arrayContaining([
          'METHOD:REQUEST',
          `UID:${sessionCalendarUid(sessionId)}`,
          'SEQUENCE:0',
          `DTSTART:${utc(slot!.startsAt)}`,
          `DTEND:${utc(slot!.endsAt)}`,
          'STATUS:CONFIRMED',
        ]),
      );
      expect(reminder.text).toMatch(
        /calendar entry puts it in your calendar|evento de calendario adjunto la añade/,
      );
    }

    api.clock.advance(30 * 60_000);
    await runDueJobs(api.services);
    expect(await remindersOf(readers.student, slot!.startsAt)).toHaveLength(1);
  });

  test("a moved session is reminded of its new start only, even once its old reminder's job was sent", async () => {
    const slots = await freeTimes(3);
    const old = slots[0]!;
    // The last free time that day: within a day of the moment the session is moved.
    const later = slots
      .filter((s) => s.startsAt.slice(0, 10) === old.startsAt.slice(0, 10))
      .at(-1)!;
    expect(Date.parse(later.startsAt)).toBeGreaterThan(Date.parse(old.startsAt));
    const sessionId = (await buy(old.startsAt)).sessions[0]!.id;
    await moveToBefore(old.startsAt, 12 * 60 * 60_000);
    // The sweep sends the reminder's job, and before it runs the coach moves the session.
    await sweep(api.services);
    await coachMove(sessionId, later.startsAt);
    await runDueJobs(api.services);
    await runDueJobs(api.services);
    expect(await remindersOf(readers.student, old.startsAt)).toEqual([]);
    expect(await remindersOf(readers.coach, old.startsAt)).toEqual([]);
    expect(await remindersOf(readers.student, later.startsAt)).toHaveLength(1);
    expect(await remindersOf(readers.coach, later.startsAt)).toHaveLength(1);
  });

  test('goes whatever the communication preferences, as a booking does: no topic covers sessions', async () => {
    const preferences = `${studentPath(student)}/communication_preferences`;
    const current = (await api.request('GET', preferences, asUser(student))).body.content;
    const off = await api.request(
      'PUT',
      preferences,
      asUser(student, { ...current, emailEnabled: false, topics: [] }),
    );
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    const [slot] = await freeDays(3);
    const sessionId = (await buy(slot!.startsAt)).sessions[0]!.id;
    await runDueJobs(api.services);
    expect(await calendarMails(demo.student, sessionId)).toHaveLength(1);
    await moveToBefore(slot!.startsAt, sessionReminderMs - 60_000);
    await runDueJobs(api.services);
    const [reminder] = await remindersOf(readers.student, slot!.startsAt);
    expect(reminder.text).toContain('it is about a coaching session in your calendar');
    expect(reminder.headers).toBeUndefined();
  });
});
