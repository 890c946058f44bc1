// The portal's page stories: the shared app-story harness, given the portal and its demo student.
import type { CardBrand } from '@hci/api-schema';
import { fixtures } from '@hci/mock-api';
import { PortalApp } from '@hci/portal/app';
import type { PrimitiveType } from 'react-intl';
import type { AppStoryParameters, StoryApp, StoryArrangement } from '../appStory';
import { containing, type StoryText } from '../storyText';

export const portalApp: StoryApp = {
  App: PortalApp,
  session: fixtures.demoStudentSession,
  person: 'student',
};

/** Nobody signed in. */
export const signedOut: AppStoryParameters = { session: null, signedInAs: null };

/** The demo student before confirming the e-mail address. */
export const signedInUnverified: AppStoryParameters = {
  session: { ...fixtures.demoStudentSession, isVerifiedEmail: false },
  signedInAs: 'unverified',
};

/** The demo coach, who sees the portal's coach pages. */
export const signedInAsCoach: AppStoryParameters = {
  session: fixtures.demoCoachSession,
  signedInAs: 'coach',
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
