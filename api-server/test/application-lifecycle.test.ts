// An enrollment application's life after the draft, as the student sees it: the simulated
// advisor's steps a minute apart as the clock moves, the "Enrollment documents" envelope sent only
// once the advisor reaches SIGNING, completion by signing it (and only from SIGNING), the times the
// status history gives, and the account history entry each signature leaves. The rules tests walk
// the same path for its error keys; these state what the student sees at each step.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { reviewStepMs } from '@hci/rules';
import type { Json, Session, TestApi } from './harness.js';
import { demo, openTestApi } from './harness.js';
import { asUser, studentPath } from './requests.js';

let api: TestApi;
let student: Session;
const s = () => studentPath(student);
const as = (body?: unknown) => asUser(student, body);

beforeAll(async () => {
  api = await openTestApi();
  student = await api.signIn(demo.student);
  seeded = new Set((await inbox()).map((m) => m.id));
});
afterAll(() => api.close());

const envelopes = async (query = '') =>
  (await api.request('GET', `${s()}/envelopes${query}`, as())).body.content as Json[];
const envelopesOf = async (applicationId: number, query = '') =>
  (await envelopes(query)).filter((e) => e.applicationId === applicationId);
const historyOf = async (applicationId: number) =>
  (await api.request('GET', `${s()}/account_history?applicationId=${applicationId}&size=50`, as()))
    .body.content as Json[];
const application = async (id: number) =>
  (await api.request('GET', `${s()}/enrollment_applications/${id}`, as())).body.content as Json;
const sign = (envelopeId: number) =>
  api.request(
    'POST',
    `/envelopes/${envelopeId}/sign`,
    as({ signatureName: 'Jordan Whitaker', agree: true }),
  );
const sameInstant = (a: string, b: string) => expect(Date.parse(a)).toBe(Date.parse(b));
const inbox = async () =>
  (
    await api.request(
      'POST',
      `${s()}/communication_intents?page=0&size=100&descending=false`,
      as({ channels: ['INBOX'] }),
    )
  ).body.content as Json[];
/** The demo student's messages before these tests: the seeded ones. */
let seeded: Set<number>;
/** The inbox's new messages about an application's steps, oldest first. */
const stepMessages = async () =>
  (await inbox())
    .filter((m) => !seeded.has(m.id))
    .filter((m) => ['APPLICATION_STATUS_CHANGED', 'AGREEMENT_TO_SIGN'].includes(m.type))
    .map((m) => ({ type: m.type, parameters: m.parameters, link: m.link, at: m.createdAt }));

describe('a complete application', () => {
  test('is complete as of its last signed document: one signed later moves that time, and the application stays complete', async () => {
    // The demo student enrolled months ago, their agreement signed the day before; the amendment
    // they were sent since is still unsigned.
    const [pending] = await envelopes('?status=SENT');
    const [agreement] = await envelopes('?status=COMPLETED');
    const before = await application(pending.applicationId);
    expect(before.status).toBe('COMPLETE');
    expect(before.statusHistory.at(-1).status).toBe('COMPLETE');
    sameInstant(before.statusHistory.at(-1).at, agreement.completedAt);

    const signed = await sign(pending.id);
    expect(signed.status).toBe(200);
    const after = await application(pending.applicationId);
    expect(after.status).toBe('COMPLETE');
    expect(after.updatedAt).toBe(before.updatedAt);
    const completion = after.statusHistory.at(-1);
    expect(completion.status).toBe('COMPLETE');
    sameInstant(completion.at, signed.body.content.completedAt);
    expect(Date.parse(completion.at)).toBeGreaterThan(Date.parse(before.updatedAt));
  });
});

describe('from submission to completion', () => {
  let id: number;

  test('signing a draft’s “Enrollment agreement” leaves it a draft; the signature and the submission enter the account history', async () => {
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
    expect(draft.status).toBe(201);
    id = draft.body.content.id;

    const [agreement, ...more] = await envelopesOf(id);
    expect(more).toEqual([]);
    expect(agreement).toMatchObject({
      name: { kind: 'ENROLLMENT_AGREEMENT', params: { cohort: expect.any(String) } },
      status: 'SENT',
    });
    expect(agreement.documents.map((d: Json) => d.name.kind)).toEqual(['ENROLLMENT_AGREEMENT']);
    expect((await sign(agreement.id)).status).toBe(200);
    const signedDraft = await application(id);
    expect(signedDraft.status).toBe('DRAFT');
    expect(signedDraft.statusHistory).toBeUndefined();

    const submitted = await api.request(
      'POST',
      `${s()}/enrollment_applications/${id}/submit`,
      as(),
    );
    expect(submitted.body.content.status).toBe('SUBMITTED');
    expect(await stepMessages()).toEqual([
      {
        type: 'APPLICATION_STATUS_CHANGED',
        parameters: { applicationStatus: 'SUBMITTED', cohortName: cohort.name },
        link: '/enrollment',
        at: submitted.body.content.submittedAt,
      },
    ]);
    const history = await historyOf(id);
    expect(history).toContainEqual(
      expect.objectContaining({
        type: 'AGREEMENT',
        description: { kind: 'AGREEMENT_SIGNED', params: { agreement: 'ENROLLMENT_AGREEMENT' } },
        performedBy: 'STUDENT',
      }),
    );
    expect(history).toContainEqual(
      expect.objectContaining({
        type: 'APPLICATION',
        description: { kind: 'APPLICATION_SUBMITTED', params: {} },
      }),
    );
  });

  test('the advisor reviews a minute after submission and approves a minute later, sending nothing; a minute after that the “Enrollment documents” are sent', async () => {
    const signedAgreement = await envelopesOf(id);
    for (const status of ['REVIEWED', 'APPROVED']) {
      api.clock.advance(reviewStepMs);
      // The inbox, read before anything else, already tells of the step.
      expect((await stepMessages()).at(-1)!.parameters.applicationStatus).toBe(status);
      expect((await application(id)).status).toBe(status);
      expect(await envelopesOf(id)).toEqual(signedAgreement);
    }

    api.clock.advance(reviewStepMs);
    // The home page reads the application and the documents at once: each moves it, once.
    const [signing] = await Promise.all([application(id), envelopesOf(id)]);
    expect(signing.status).toBe('SIGNING');
    const submittedAt = Date.parse(signing.submittedAt);
    expect(
      signing.statusHistory.map((step: Json) => [step.status, Date.parse(step.at) - submittedAt]),
    ).toEqual([
      ['SUBMITTED', 0],
      ['REVIEWED', reviewStepMs],
      ['APPROVED', 2 * reviewStepMs],
      ['SIGNING', 3 * reviewStepMs],
    ]);
    // Reading it again sends nothing more.
    await application(id);
    const sent = await envelopesOf(id, '?status=SENT');
    expect(sent).toHaveLength(1);
    // A message for each step, dated when the application reached it, the last asking to sign.
    const messages = await stepMessages();
    expect(messages.map((m) => [m.type, m.parameters.applicationStatus, m.link])).toEqual([
      ['APPLICATION_STATUS_CHANGED', 'SUBMITTED', '/enrollment'],
      ['APPLICATION_STATUS_CHANGED', 'REVIEWED', '/enrollment'],
      ['APPLICATION_STATUS_CHANGED', 'APPROVED', '/enrollment'],
      ['AGREEMENT_TO_SIGN', undefined, '/settings/agreements'],
    ]);
    expect(messages.map((m) => Date.parse(m.at) - submittedAt)).toEqual([
      0,
      reviewStepMs,
      2 * reviewStepMs,
      3 * reviewStepMs,
    ]);
    expect(messages.at(-1)!.parameters).toEqual({
      agreementId: sent[0].id,
      cohortName: messages[0]!.parameters.cohortName,
    });
    expect(sent[0]).toMatchObject({
      name: { kind: 'ENROLLMENT_DOCUMENTS', params: { cohort: expect.any(String) } },
      status: 'SENT',
    });
    expect(sent[0].documents.map((d: Json) => d.name.kind)).toEqual(['ENROLLMENT_DOCUMENTS']);
    // The list by status: the signed agreement only among the completed ones.
    expect((await envelopesOf(id, '?status=COMPLETED')).map((e) => e.id)).toEqual(
      signedAgreement.map((e) => e.id),
    );
  });

  test('signing the “Enrollment documents” completes the application as of the signature and enters the account history', async () => {
    const [documents] = await envelopesOf(id, '?status=SENT');
    // Signed a few minutes after the advisor sent it.
    api.clock.advance(5 * 60_000);
    const signed = await sign(documents.id);
    expect(signed.status).toBe(200);
    const complete = await application(id);
    expect(complete.status).toBe('COMPLETE');
    expect(complete.statusHistory.map((step: Json) => step.status)).toEqual([
      'SUBMITTED',
      'REVIEWED',
      'APPROVED',
      'SIGNING',
      'COMPLETE',
    ]);
    sameInstant(complete.statusHistory.at(-1).at, signed.body.content.completedAt);
    expect(await historyOf(id)).toContainEqual(
      expect.objectContaining({
        type: 'AGREEMENT',
        description: { kind: 'AGREEMENT_SIGNED', params: { agreement: 'ENROLLMENT_DOCUMENTS' } },
      }),
    );
  });
});
