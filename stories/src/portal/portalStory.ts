// The portal's page stories: the shared app-story harness, given the portal and its demo student.
import { unwrap, type CardBrand, type EnrollmentApplicationInput } from '@hci/api-schema';
import {
  daysFrom,
  demoCohorts,
  demoStudent,
  demoStudentCards,
  demoToday,
  nameOf,
} from '@hci/demo-world';
import { PortalApp } from '@hci/portal/app';
import type { PrimitiveType } from 'react-intl';
import {
  storyApplicant,
  type AppStoryParameters,
  type StoryApp,
  type StoryArrangement,
} from '../appStory';
import { containing, type StoryText } from '../storyText';

export const portalApp: StoryApp = {
  App: PortalApp,
  person: 'student',
};

/** Nobody signed in. */
export const signedOut: AppStoryParameters = { signedInAs: null };

/** The demo student before confirming the e-mail address. */
export const signedInUnverified: AppStoryParameters = { signedInAs: 'unverified' };

/** The demo coach, who sees the portal's coach pages. */
export const signedInAsCoach: AppStoryParameters = { signedInAs: 'coach' };

/** Someone who has applied to nothing yet (`applicationDraft` starts one for them). */
export const signedInAsApplicant: AppStoryParameters = { signedInAs: 'applicant' };

/** How far the applicant has filled in an application to a cohort, step by step. */
export interface DraftSteps {
  /** The demo world's cohort applied to; the next one (the fall cohort) unless said. */
  cohort?: keyof ReturnType<typeof demoCohorts>;
  /** The personal-info step: the applicant's own name unless said otherwise. */
  personalInfo?: EnrollmentApplicationInput['personalInfo'];
  /** The payment plan chosen, by its number of installments (1: paid in full). */
  plan?: number;
  promoCode?: string;
  /**
   * How far past the plan: the agreement it sent signed (`agreement`), and then a Visa ending in
   * 4242 saved and chosen (`card`).
   */
  through?: 'agreement' | 'card';
}

/** The applicant's draft application, filled in up to a step through the API's own requests. */
export function applicationDraft({
  cohort = 'next',
  personalInfo = { firstName: storyApplicant.firstName, lastName: storyApplicant.lastName },
  plan,
  promoCode,
  through,
}: DraftSteps = {}): StoryArrangement {
  return async ({ as, sessions }) => {
    const applicant = as('applicant');
    const studentId = sessions.applicant.studentId!;
    const cohortName = demoCohorts(demoToday)[cohort].name;
    const { content: cohorts } = await unwrap(
      applicant.GET('/cohorts', { params: { query: { size: 50 } } }),
    );
    const cohortId = cohorts.find(({ name }) => name === cohortName)!.id;
    const plans = plan
      ? (
          await unwrap(
            applicant.GET('/cohorts/{cohortId}/payment_plans', {
              params: { path: { cohortId }, query: {} },
            }),
          )
        ).content
      : [];
    const { content: draft } = await unwrap(
      applicant.POST('/students/{studentId}/enrollment_applications', {
        params: { path: { studentId } },
        body: {
          cohortId,
          personalInfo,
          ...(promoCode && { promoCode }),
          ...(plan && {
            paymentPlanId: plans.find(({ terms }) => terms.installmentCount === plan)!.id,
          }),
        },
      }),
    );
    if (!through) return;
    const { content: envelopes } = await unwrap(
      applicant.GET('/students/{studentId}/envelopes', { params: { path: { studentId } } }),
    );
    const agreement = envelopes.find(
      (envelope) => envelope.applicationId === draft.id && envelope.status !== 'VOIDED',
    )!;
    await unwrap(
      applicant.POST('/envelopes/{envelopeId}/sign', {
        params: { path: { envelopeId: agreement.id } },
        body: {
          signatureName: `${personalInfo!.firstName} ${personalInfo!.lastName}`,
          agree: true,
        },
      }),
    );
    if (through === 'agreement') return;
    const visa = demoStudentCards[0]!;
    const { content: card } = await unwrap(
      applicant.POST('/students/{studentId}/payment_methods', {
        params: { path: { studentId } },
        body: {
          cardNumber: visa.number,
          expirationMonth: visa.expMonth,
          expirationYear: visa.expYear,
          cvc: '123',
          holderName: nameOf({ personalInfo: storyApplicant }),
          makeDefault: true,
        },
      }),
    );
    await unwrap(
      applicant.PUT('/students/{studentId}/enrollment_applications/{applicationId}', {
        params: { path: { studentId, applicationId: draft.id } },
        body: { paymentMethodId: card.id },
      }),
    );
  };
}

/** The demo student booked the demo coach's free test call, at its first free time. */
export const bookedTestCall: StoryArrangement = async ({ as, query, sessions }) => {
  const student = as('student');
  const coachId = sessions.coach.coachId!;
  const [testCall] = await query<{ id: number; schedule_id: number }>(
    `SELECT p.id, s.id AS schedule_id FROM coach_products p JOIN coach_schedules s USING (coach_id)
     WHERE p.coach_id = $1 AND p.test_call`,
    [coachId],
  );
  const { content: free } = await unwrap(
    student.GET('/coaches/{coachId}/products/{productId}/available_schedules/{scheduleId}', {
      params: {
        path: { coachId, productId: testCall!.id, scheduleId: testCall!.schedule_id },
        query: { startDate: demoToday, endDate: daysFrom(demoToday, 30) },
      },
    }),
  );
  await unwrap(
    student.POST('/coach_product_purchases', {
      body: {
        coachId,
        productId: testCall!.id,
        startsAt: free.slots[0]!.startsAt,
        timeZone: demoStudent.timeZone,
      },
    }),
  );
};

/**
 * The demo student had the demo coach's free test call three weeks ago: booked, then moved into
 * the past and held by SQL, since no request books a time gone by.
 */
export const hadTestCall: StoryArrangement = async (demo) => {
  await bookedTestCall(demo);
  await demo.query(
    `UPDATE coach_sessions SET starts_at = starts_at - interval '21 days',
       ends_at = ends_at - interval '21 days', status = 'COMPLETED'
     WHERE product_id IN (SELECT id FROM coach_products WHERE coach_id = $1 AND test_call)`,
    [demo.sessions.coach.coachId!],
  );
};

/**
 * The demo student's plan behind on its payments: the payments of `installments` undone, so they
 * are due and unpaid; with `collections`, the plan is also handed to collections.
 */
export function behindOnPayments(
  installments: number[],
  { collections = false } = {},
): StoryArrangement {
  return async ({ query, sessions }) => {
    const [plan] = await query<{ id: number }>(
      'SELECT id FROM payment_plans WHERE student_id = $1',
      [sessions.student.studentId!],
    );
    const rows = `SELECT id FROM payment_schedule WHERE plan_id = ${plan!.id} AND installment = ANY($1)`;
    const payments = await query<{ id: number }>(
      `DELETE FROM payment_allocations WHERE schedule_row_id IN (${rows}) RETURNING payment_id AS id`,
      [installments],
    );
    await query('DELETE FROM payments WHERE id = ANY($1)', [payments.map(({ id }) => id)]);
    await query(`UPDATE payment_schedule SET amount_paid = 0 WHERE id IN (${rows})`, [
      installments,
    ]);
    if (collections)
      await query('UPDATE payment_plans SET collections = true WHERE id = $1', [plan!.id]);
  };
}

/** A saved card as the pages name it ("Visa ending in 4242"), in the story's locale. */
export const cardName = (text: StoryText, brand: CardBrand, last4: string) =>
  text('frame.paymentMethod.cardEnding', { brand: text(`frame.option.cardBrand.${brand}`), last4 });

/**
 * Matches a message whose `open` values may be anything: an amount the mock server works out, say,
 * that the story does not repeat.
 */
export function matching(
  text: StoryText,
  id: string,
  values: Record<string, PrimitiveType>,
  open: string[],
): RegExp {
  const marker = (name: string) => `\u0000${name}\u0000`;
  const shown = text(id, {
    ...values,
    ...Object.fromEntries(open.map((name) => [name, marker(name)])),
  });
  const source = open.reduce(
    (pattern, name) => pattern.replace(containing(marker(name)).source, '.+'),
    containing(shown).source,
  );
  return new RegExp(source);
}
