// A student hears of each step of their application by mail as well as in the inbox, with no page
// open: the sweep takes it through the advisor's steps, mails the documents to sign, and recalls
// them once when they are left unsigned for two days.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { reviewStepMs, signatureReminderDays } from '@hci/rules';
import { runDueJobs } from '../src/jobs/index.js';
import type { Json, TestApi } from './harness.js';
import { demo } from './harness.js';
import { type DemoStudent, openAsDemoStudent, submitApplication } from './requests.js';

let me: DemoStudent;
let api: TestApi;
const dayMs = 86_400_000;

beforeAll(async () => {
  me = await openAsDemoStudent();
  ({ api } = me);
});
afterAll(() => api.close());

/** The subjects of the mails about applications and their documents, newest first. */
const mails = async () =>
  ((await api.request('GET', `/dev/mailbox?email=${demo.student}`)).body.content as Json[])
    .map((mail) => mail.subject as string)
    .filter((subject) => /application|enrollment documents/.test(subject));
const toSign = () =>
  api.services.db.query(
    `SELECT 1 FROM communication_intents WHERE student_id = $1 AND type = 'AGREEMENT_TO_SIGN'`,
    [me.session.studentId!],
  );

describe('application mails', () => {
  test('each step is mailed without a page open, and unsigned documents are recalled once', async () => {
    const before = (await mails()).length;
    const { id, cohort } = await submitApplication(api, me.session);
    await runDueJobs(api.services);
    const first = await mails();
    expect(first.slice(0, first.length - before)).toEqual([
      `We received your application to ${cohort}`,
    ]);

    // Three of the advisor's steps go by with nobody reading: the sweep takes it through them.
    api.clock.advance(3 * reviewStepMs);
    await Promise.all([runDueJobs(api.services), runDueJobs(api.services)]);
    const [application] = await api.services.db.query<{ status: string }>(
      'SELECT status FROM applications WHERE id = $1',
      [id],
    );
    expect(application!.status).toBe('SIGNING');
    // Mailed by several workers at once: in any order.
    expect((await mails()).slice(0, 4).sort()).toEqual(
      [
        'Your enrollment documents are ready to sign',
        `Your application to ${cohort} was approved`,
        `Your application to ${cohort} was reviewed`,
        `We received your application to ${cohort}`,
      ].sort(),
    );
    const asked = (await toSign()).length;

    // A day short of the reminder: nothing; past it, one recall, however often the sweep runs.
    api.clock.advance((signatureReminderDays - 1) * dayMs);
    await runDueJobs(api.services);
    expect((await mails())[0]).toBe('Your enrollment documents are ready to sign');
    api.clock.advance(dayMs);
    await Promise.all([runDueJobs(api.services), runDueJobs(api.services)]);
    await runDueJobs(api.services);
    const latest = await mails();
    expect(latest[0]).toBe('Reminder: your enrollment documents are waiting for your signature');
    expect(latest[1]).toBe('Your enrollment documents are ready to sign');
    expect(await toSign()).toHaveLength(asked + 1);
  });
});
