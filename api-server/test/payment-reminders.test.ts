// Students who pay by hand hear of an installment three days before it falls due, where they
// live: once, in the inbox and by a mail of a topic they may turn off (one click, RFC 8058).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { paymentReminderDaysAhead } from '@hci/rules';
import { runDueJobs } from '../src/jobs/index.js';
import type { Json, TestApi } from './harness.js';
import { demo } from './harness.js';
import { type DemoStudent, openAsDemoStudent } from './requests.js';

let me: DemoStudent;
let api: TestApi;
const s = () => me.path();
const as = (body?: unknown) => me.as(body);

beforeAll(async () => {
  me = await openAsDemoStudent();
  ({ api } = me);
  // The demo student pays automatically; off, nothing charges her installments on their day.
  expect((await api.request('PUT', `${s()}/auto_pay`, as({ autoPay: false }))).status).toBe(200);
});
afterAll(() => api.close());

/** The pending installments not yet due, soonest first. */
const upcoming = async () => {
  const today = new Date(api.clock.now()).toISOString().slice(0, 10);
  return ((await me.plan()).schedule as Json[]).filter(
    (row) => row.status === 'PENDING' && row.dueDate > today,
  );
};

const reminders = async () =>
  ((await api.request('GET', `/dev/mailbox?email=${demo.student}`)).body.content as Json[]).filter(
    (mail) => mail.subject.includes(' is due on '),
  );
const inboxDue = () =>
  api.services.db.query<{ parameters: Json }>(
    `SELECT parameters FROM communication_intents WHERE student_id = $1 AND type = 'INSTALLMENT_DUE' ORDER BY id`,
    [me.session.studentId!],
  );

describe('payment reminders', () => {
  test('three days before its due date, once: in the inbox, the activity and by mail', async () => {
    const [row] = await upcoming();
    await me.moveTo(row.dueDate, paymentReminderDaysAhead + 1);
    const inboxBefore = (await inboxDue()).length;
    const mailsBefore = (await reminders()).length;
    await runDueJobs(api.services);
    expect((await reminders()).length).toBe(mailsBefore);

    await me.moveTo(row.dueDate, paymentReminderDaysAhead);
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
      [me.session.studentId!],
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
    await me.moveTo(next.dueDate, paymentReminderDaysAhead);
    await runDueJobs(api.services);
    expect(await reminders()).toHaveLength(mailsBefore + 1);
    expect((await inboxDue()).at(-1)!.parameters).toMatchObject({ installment: next.installment });
  });

  test('an installment charged automatically on its day is not reminded of', async () => {
    expect((await api.request('PUT', `${s()}/auto_pay`, as({ autoPay: true }))).status).toBe(200);
    const later = (await upcoming()).filter((r: Json) => r.captureMethod === 'AUTOMATIC');
    const row = later[later.length - 1];
    const before = (await inboxDue()).length;
    await me.moveTo(row.dueDate, paymentReminderDaysAhead);
    await runDueJobs(api.services);
    expect(await inboxDue()).toHaveLength(before);
  });
});
