// A student hears of each step of their application by mail as well as in the inbox, with no page
// open: the sweep takes it through the advisor's steps, mails the documents to sign, and recalls
// them once when they are left unsigned for two days.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { reviewStepMs, signatureReminderDays } from '@hci/rules';
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
    [student.studentId!],
  );

/** A new application to a cohort, its agreement signed, submitted: answers it and its cohort. */
async function submitApplication() {
  const [cohort] = (await api.request('GET', '/cohorts?programTrack=BUSINESS', as())).body
    .content as Json[];
  const [plan] = (await api.request('GET', `/cohorts/${cohort.id}/payment_plans`, as())).body
    .content as Json[];
  const card = (
    (await api.request('GET', `${s()}/payment_methods`, as())).body.content as Json[]
  ).find((m) => m.isDefault);
  const draft = await api.request(
    'POST',
    `${s()}/enrollment_applications`,
    as({ cohortId: cohort.id, paymentPlanId: plan.id, paymentMethodId: card.id }),
  );
  const id = draft.body.content.id as number;
  const envelopes = (await api.request('GET', `${s()}/envelopes`, as())).body.content as Json[];
  const agreement = envelopes.find((e) => e.applicationId === id)!;
  const signed = await api.request(
    'POST',
    `/envelopes/${agreement.id}/sign`,
    as({ signatureName: 'Jordan Whitaker', agree: true }),
  );
  expect(signed.status).toBe(200);
  const submitted = await api.request('POST', `${s()}/enrollment_applications/${id}/submit`, as());
  expect(submitted.body.content.status).toBe('SUBMITTED');
  return { id, cohort: cohort.name as string };
}

describe('application mails', () => {
  test('each step is mailed without a page open, and unsigned documents are recalled once', async () => {
    const before = (await mails()).length;
    const { id, cohort } = await submitApplication();
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
