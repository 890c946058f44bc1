// Request options, paths and records that many API tests need, written once.
import { expect } from 'vitest';
import type { Json, RequestOptions, Session, TestApi } from './harness.js';
import { demo, openTestApi } from './harness.js';

/** The options of a request made as `session`, sending `body` as JSON when there is one. */
export const asUser = (session: Session, body?: unknown): RequestOptions => ({
  token: session.accessToken,
  ...(body ? { body } : {}),
});

/** Where a student's own records are. */
export const studentPath = (session: Session) => `/students/${session.studentId}`;

/** Stores a card of `session`'s, valid through 2031; `extra` adds fields or replaces these. */
export const addCard = (api: TestApi, session: Session, cardNumber: string, extra: object = {}) =>
  api.request(
    'POST',
    `${studentPath(session)}/payment_methods`,
    asUser(session, {
      cardNumber,
      expirationMonth: 12,
      expirationYear: 2031,
      cvc: '123',
      holderName: 'Sam Lee',
      ...extra,
    }),
  );

/** The demo student on an API of her own whose clock moves only when the test moves it. */
export interface DemoStudent {
  api: TestApi;
  session: Session;
  path(): string;
  as(body?: unknown): RequestOptions;
  /**
   * Moves the clock to 17:00 UTC (morning in Chicago, where she lives) `daysBefore` days before
   * `day`, and signs her in again: her access token has long expired by then.
   */
  moveTo(day: string, daysBefore?: number): Promise<void>;
  /** Her first payment plan, with its schedule. */
  plan(): Promise<Json>;
}

export async function openAsDemoStudent(): Promise<DemoStudent> {
  const api = await openTestApi();
  api.clock.stop();
  const me: DemoStudent = {
    api,
    session: await api.signIn(demo.student),
    path: () => studentPath(me.session),
    as: (body) => asUser(me.session, body),
    async moveTo(day, daysBefore = 0) {
      const target = Date.parse(`${day}T17:00:00Z`) - daysBefore * 86_400_000;
      api.clock.advance(Math.max(0, target - api.clock.now()));
      me.session = await api.signIn(demo.student);
    },
    async plan() {
      const plans = await api.request('GET', `${me.path()}/payment_plans`, me.as());
      const first = (plans.body.content as Json[])[0];
      return (await api.request('GET', `${me.path()}/payment_plans/${first.id}`, me.as())).body
        .content as Json;
    },
  };
  return me;
}

/**
 * A new application of `session`'s to a business cohort, on its first plan and the default card,
 * its agreement signed and submitted: answers its id and the cohort's name.
 */
export async function submitApplication(api: TestApi, session: Session) {
  const s = studentPath(session);
  const as = (body?: unknown) => asUser(session, body);
  const [cohort] = (await api.request('GET', '/cohorts?programTrack=BUSINESS', as())).body
    .content as Json[];
  const [plan] = (await api.request('GET', `/cohorts/${cohort.id}/payment_plans`, as())).body
    .content as Json[];
  const card = (
    (await api.request('GET', `${s}/payment_methods`, as())).body.content as Json[]
  ).find((m) => m.isDefault);
  const draft = await api.request(
    'POST',
    `${s}/enrollment_applications`,
    as({ cohortId: cohort.id, paymentPlanId: plan.id, paymentMethodId: card.id }),
  );
  const id = draft.body.content.id as number;
  const envelopes = (await api.request('GET', `${s}/envelopes`, as())).body.content as Json[];
  const agreement = envelopes.find((e) => e.applicationId === id)!;
  const signed = await api.request(
    'POST',
    `/envelopes/${agreement.id}/sign`,
    as({ signatureName: 'Jordan Whitaker', agree: true }),
  );
  expect(signed.status).toBe(200);
  const submitted = await api.request('POST', `${s}/enrollment_applications/${id}/submit`, as());
  expect(submitted.body.content.status).toBe('SUBMITTED');
  return { id, cohort: cohort.name as string };
}
