// Payments and saved cards: a plan behind on its payments, a card saved, one the bank declines.
import { unwrap } from '@hci/api-schema';
import { demoCoach, demoStudent, demoStudentCards, nameOf } from '@hci/demo-world';
import { testCards } from '@hci/rules';
import type { DemoArrangement } from '../referenceApi';

/**
 * The demo student's plan behind on its payments: the payments of `installments` undone, so they
 * are due and unpaid; with `collections`, the plan is also handed to collections.
 */
export function behindOnPayments(
  installments: number[],
  { collections = false } = {},
): DemoArrangement {
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

/** The demo coach saves a Visa ending in 4242 (the demo world's coach has no card saved). */
export const savedVisa: DemoArrangement = async ({ as, sessions }) => {
  const visa = demoStudentCards[0]!;
  await unwrap(
    as('coach').POST('/students/{studentId}/payment_methods', {
      params: { path: { studentId: sessions.coach.studentId! } },
      body: {
        cardNumber: visa.number,
        expirationMonth: visa.expMonth,
        expirationYear: visa.expYear,
        cvc: '123',
        holderName: nameOf(demoCoach),
        makeDefault: true,
      },
    }),
  );
};

/** The demo student saves, as the default, a card the simulated bank declines every charge on. */
export const decliningCard: DemoArrangement = async ({ as, sessions }) => {
  await unwrap(
    as('student').POST('/students/{studentId}/payment_methods', {
      params: { path: { studentId: sessions.student.studentId! } },
      body: {
        cardNumber: testCards.declinedCharge,
        expirationMonth: 12,
        expirationYear: 2030,
        cvc: '123',
        holderName: nameOf(demoStudent),
        makeDefault: true,
      },
    }),
  );
};
