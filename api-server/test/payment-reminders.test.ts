// Students who pay by hand hear of an installment three days before it falls due, where they
// live: once, in the inbox and by a mail of a topic they may turn off (one click, RFC 8058).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { paymentReminderDaysAhead } from '@hci/rules';
import { runDueJobs } from '../src/jobs/index.js';
import type { Json, Session, TestApi } from './harness.js';
import { demo, openTestApi } from './harness.js';
import { asUser, studentPath } from './requests.js';

let api: TestApi;
let student: Session;
const s = () => studentPath(student);
const as = (body?: unknown) => asUser(student, body);
const dayMs = 86_400_000;

beforeAll(async () => {
  api = await openTestApi();
  api.clock.stop();
  student = await api.signIn(demo.student);
  // The demo student pays automatically; off, nothing charges her installments on their day.
  expect((await api.request('PUT', `${s()}/auto_pay`, as({ autoPay: false }))).status).toBe(200);
});
afterAll(() => api.close());

/** The pending installments not yet due, soonest first. */
const upcoming = async () => {
  const plans = await api.request('GET', `${s()}/payment_plans`, as());
  const first = (plans.body.content as Json[])[0];
  const full = await api.request('GET', `${s()}/payment_plans/${first.id}`, as());
  const today = new Date(api.clock.now()).toISOString().slice(0, 10);
  return (full.body.content.schedule as Json[]).filter(
    (row) => row.status === 'PENDING' && row.dueDate > today,
  );
};

/** Moves the clock to 17:00 UTC of `days` before `day` (morning in Chicago, where she lives). */
const moveToDaysBefore = async (day: string, days: number) => {
  const target = Date.parse(`${day}T17:00:00Z`) - days * dayMs;
  api.clock.advance(Math.max(0, target - api.clock.now()));
  student = await api.signIn(demo.student);
};

const reminders = async () =>
  ((await api.request('GET', `/dev/mailbox?email=${demo.student}`)).body.content as Json[]).filter(
    (mail) => mail.subject.includes(' is due on '),
  );
const inboxDue = () =>
  api.services.db.query<{ parameters: Json }>(
    `SELECT parameters FROM communication_intents WHERE student_id = $1 AND type = 'INSTALLMENT_DUE' ORDER BY id`,
    [student.studentId!],
  );

describe('payment reminders', () => {
  test('three days before its due date, once: in the inbox, the activity and by mail', async () => {
    const [row] = await upcoming();
    await moveToDaysBefore(row.dueDate, paymentReminderDaysAhead + 1);
    const inboxBefore = (await inboxDue()).length;
    const mailsBefore = (await reminders()).length;
    await runDueJobs(api.services);
    expect((await reminders()).length).toBe(mailsBefore);

    await moveToDaysBefore(row.dueDate, paymentReminderDaysAhead);
    await Promise.all([runDueJobs(api.services), runDueJobs(api.services)]);
    await runDueJobs(api.services);
    const inbox = await inboxDue();
    expect(inbox).toHaveLength(inboxBefore + 1);
    expect(inbox.at(-1)!.parameters).toMatchObject({
      installment: row.installment,
      dueDate: row.dueDate,
      amount: row.amountDue + row.taxAmount - row.amountPaid,
    });
    const mails = await reminders();
    expect(mails).toHaveLength(mailsBefore + 1);
    const mail = mails[0];
    expect(mail.subject).toBe(
      `Installment ${row.installment} is due on ${new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(row.dueDate))}`,
    );
    expect(mail.text).toContain('/settings/payment-information');
    expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const [activity] = await api.services.db.query<{ kind: string; source: string }>(
      'SELECT kind, source FROM activity_log WHERE student_id = $1 ORDER BY id DESC LIMIT 1',
      [student.studentId!],
    );
    expect(activity).toEqual({ kind: 'PAYMENT_REMINDER_SENT', source: 'SYSTEM' });

    // One click on the mail's unsubscribe turns payment reminders off: the next one is not mailed,
    // though the inbox still tells her.
    const link = /<([^>]+)>/.exec(mail.headers['List-Unsubscribe'])![1]!;
    const url = new URL(link);
    const off = await api.request('POST', `${url.pathname}${url.search}`, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      rawBody: 'List-Unsubscribe=One-Click',
    });
    expect(off.status).toBeLessThan(300);
    const next = (await upcoming()).find((r) => r.dueDate > row.dueDate)!;
    await moveToDaysBefore(next.dueDate, paymentReminderDaysAhead);
    await runDueJobs(api.services);
    expect(await reminders()).toHaveLength(mailsBefore + 1);
    expect((await inboxDue()).at(-1)!.parameters).toMatchObject({ installment: next.installment });
  });

  test('an installment charged automatically on its day is not reminded of', async () => {
    expect((await api.request('PUT', `${s()}/auto_pay`, as({ autoPay: true }))).status).toBe(200);
    const later = (await upcoming()).filter((r: Json) => r.captureMethod === 'AUTOMATIC');
    const row = later[later.length - 1];
    const before = (await inboxDue()).length;
    await moveToDaysBefore(row.dueDate, paymentReminderDaysAhead);
    await runDueJobs(api.services);
    expect(await inboxDue()).toHaveLength(before);
  });
});
