import { balance, checkCardNotExpired } from '@hci/api-schema/rules';
import { isoAt } from '../clock.js';
import { notFound, rule } from '../http/errors.js';
import type { Handlers } from '../http/operation.js';
import { created, noContent, ok, paged } from '../http/operation.js';
import type { Services } from '../services.js';
import type { MethodRow } from '../shared/cards.js';
import { loadMethod, methodView } from '../shared/cards.js';
import { loadSchedules, scheduleEntries } from '../shared/payment-plans.js';
import { today } from '../shared/rows.js';

/** A student's stored cards: added through the simulated processor, one of them the default. */
export function paymentMethodHandlers(services: Services) {
  const { db, cards } = services;

  const studentBalance = async (studentId: number) => {
    const plans = await db.query<{ id: number }>(
      "SELECT id FROM payment_plans WHERE student_id = $1 AND status = 'ACTIVE'",
      [studentId],
    );
    const schedules = await loadSchedules(
      db,
      plans.map((plan) => plan.id),
    );
    const day = today(services);
    return plans.reduce(
      (total, plan) => total + balance(scheduleEntries(schedules.get(plan.id) ?? [], day)),
      0,
    );
  };

  return {
    async listPaymentMethods(input) {
      const { studentId } = input.params;
      const rows = await db.query<MethodRow>(
        'SELECT * FROM payment_methods WHERE student_id = $1 AND deleted_at IS NULL ORDER BY is_default DESC, id',
        [studentId],
      );
      return paged(rows.map(methodView), rows.length, { page: 0, size: rows.length });
    },

    async addPaymentMethod(input) {
      const { studentId } = input.params;
      const { body } = input;
      const card = cards.tokenize({
        number: body.cardNumber,
        expMonth: body.expirationMonth,
        expYear: body.expirationYear,
        cvc: body.cvc,
      });
      const method = await db.transaction(async (tx) => {
        const [duplicate] = await tx.query(
          'SELECT 1 FROM payment_methods WHERE student_id = $1 AND fingerprint = $2 AND deleted_at IS NULL',
          [studentId, card.fingerprint],
        );
        if (duplicate) throw rule('cardAlreadyExist', 'This card is already stored', 409);
        const [existing] = await tx.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM payment_methods WHERE student_id = $1 AND deleted_at IS NULL',
          [studentId],
        );
        const makeDefault = body.makeDefault || existing?.n === 0;
        if (makeDefault)
          await tx.query('UPDATE payment_methods SET is_default = false WHERE student_id = $1', [
            studentId,
          ]);
        const [row] = await tx.query<MethodRow>(
          `INSERT INTO payment_methods (student_id, token, brand, last4, exp_month, exp_year, holder_name, fingerprint, is_default)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING *`,
          [
            studentId,
            card.token,
            card.brand,
            card.last4,
            card.expMonth,
            card.expYear,
            body.holderName.trim(),
            card.fingerprint,
            makeDefault,
          ],
        );
        return row!;
      });
      return created(methodView(method));
    },

    async updatePaymentMethod(input) {
      const { studentId } = input.params;
      const { body } = input;
      const method = await loadMethod(db, studentId, input.params.paymentMethodId);
      if (!method) throw notFound('No such payment method');
      checkCardNotExpired(body.expirationMonth, body.expirationYear, services.clock.now());
      const [row] = await db.query<MethodRow>(
        'UPDATE payment_methods SET exp_month = $2, exp_year = $3, holder_name = $4 WHERE id = $1 RETURNING *',
        [method.id, body.expirationMonth, body.expirationYear, body.holderName.trim()],
      );
      return ok(methodView(row!));
    },

    async deletePaymentMethod(input) {
      const { studentId } = input.params;
      const method = await loadMethod(db, studentId, input.params.paymentMethodId);
      if (!method) throw notFound('No such payment method');
      const [assigned] = await db.query(
        `SELECT 1 FROM payment_schedule r JOIN payment_plans p ON p.id = r.plan_id
         WHERE r.payment_method_id = $1 AND p.status = 'ACTIVE' AND r.state = 'OPEN'
           AND r.amount_paid < r.amount_due + r.tax_amount + r.interest_amount LIMIT 1`,
        [method.id],
      );
      if (assigned)
        throw rule(
          'paymentMethodAssignedDeleteError',
          'The card is assigned to a pending payment schedule',
          409,
        );
      if (method.is_default && (await studentBalance(studentId)) > 0) {
        throw rule(
          'paymentMethodDeleteDefaultError',
          'The default card cannot be removed until the balance is paid',
          409,
        );
      }
      await db.query(
        'UPDATE payment_methods SET deleted_at = $2, is_default = false WHERE id = $1',
        [method.id, isoAt(services.clock.now())],
      );
      return noContent();
    },

    async setDefaultPaymentMethod(input) {
      const { studentId } = input.params;
      const method = await loadMethod(db, studentId, input.params.paymentMethodId);
      if (!method) throw notFound('No such payment method');
      await db.transaction(async (tx) => {
        await tx.query('UPDATE payment_methods SET is_default = (id = $2) WHERE student_id = $1', [
          studentId,
          method.id,
        ]);
      });
      return ok(methodView({ ...method, is_default: true }));
    },
  } satisfies Partial<Handlers>;
}
