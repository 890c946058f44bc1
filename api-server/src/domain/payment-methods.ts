import { balance, checkCardNotExpired, checkCardNotStored, checkCardRemovable } from '@hci/rules';
import { isoAt } from '../clock.js';
import * as cardData from '../data/cards.js';
import * as paymentMethodData from '../data/payment-methods.js';
import * as paymentPlanData from '../data/payment-plans.js';
import { notFound } from '../http/errors.js';
import type { Handlers } from '../http/operation.js';
import { created, noContent, ok, paged, requirePrincipal } from '../http/operation.js';
import type { Services } from '../services.js';
import { methodView } from '../shared/cards.js';
import { scheduleEntries } from '../shared/payment-plans.js';
import { today } from '../shared/rows.js';
import { retryDeclinedCharges } from '../jobs/auto-pay.js';

/** A student's stored cards: added through the simulated processor, one of them the default. */
export function paymentMethodHandlers(services: Services) {
  const { db, cards } = services;

  const studentBalance = async (studentId: number) => {
    const planIds = await paymentPlanData.activePlanIds(db, studentId);
    const schedules = await paymentPlanData.loadSchedules(db, planIds);
    const day = today(services);
    return planIds.reduce(
      (total, planId) => total + balance(scheduleEntries(schedules.get(planId) ?? [], day)),
      0,
    );
  };

  return {
    async listPaymentMethods(input) {
      const { studentId } = input.params;
      const rows = await paymentMethodData.studentMethods(db, studentId);
      return paged(rows.map(methodView), rows.length, { page: 0, size: rows.length });
    },

    async addPaymentMethod(input) {
      const { studentId } = input.params;
      const { body } = input;
      // Every try counts, declined ones too: an unverified account cannot test cards.
      await services.quota.takeUnverified(requirePrincipal(input), 'cards');
      const card = cards.tokenize({
        number: body.cardNumber,
        expMonth: body.expirationMonth,
        expYear: body.expirationYear,
        cvc: body.cvc,
      });
      const method = await db.transaction(async (tx) => {
        checkCardNotStored(await paymentMethodData.hasCard(tx, studentId, card.fingerprint));
        const makeDefault =
          body.makeDefault || (await paymentMethodData.methodCount(tx, studentId)) === 0;
        if (makeDefault) await paymentMethodData.clearDefault(tx, studentId);
        const inserted = await paymentMethodData.insertMethod(
          tx,
          studentId,
          card,
          body.holderName.trim(),
          makeDefault,
        );
        if (makeDefault) await retryDeclinedCharges(tx, services, studentId, inserted.id);
        return inserted;
      });
      return created(methodView(method));
    },

    async updatePaymentMethod(input) {
      const { studentId } = input.params;
      const { body } = input;
      const method = await cardData.findMethod(db, studentId, input.params.paymentMethodId);
      if (!method) throw notFound('No such payment method');
      checkCardNotExpired(body.expirationMonth, body.expirationYear, services.clock.now());
      const row = await db.transaction(async (tx) => {
        const updated = await paymentMethodData.updateMethod(tx, method.id, {
          expMonth: body.expirationMonth,
          expYear: body.expirationYear,
          holderName: body.holderName.trim(),
        });
        await retryDeclinedCharges(tx, services, studentId);
        return updated;
      });
      return ok(methodView(row));
    },

    async deletePaymentMethod(input) {
      const { studentId } = input.params;
      const method = await cardData.findMethod(db, studentId, input.params.paymentMethodId);
      if (!method) throw notFound('No such payment method');
      checkCardRemovable({
        assignedToOpenInstallment: await paymentMethodData.isAssignedToOpenRow(db, method.id),
        isDefault: method.is_default,
        balanceOwed: method.is_default ? await studentBalance(studentId) : 0,
      });
      await paymentMethodData.markDeleted(db, method.id, isoAt(services.clock.now()));
      return noContent();
    },

    async setDefaultPaymentMethod(input) {
      const { studentId } = input.params;
      const method = await cardData.findMethod(db, studentId, input.params.paymentMethodId);
      if (!method) throw notFound('No such payment method');
      await db.transaction(async (tx) => {
        await paymentMethodData.makeDefault(tx, studentId, method.id);
        await retryDeclinedCharges(tx, services, studentId, method.id);
      });
      return ok(methodView({ ...method, is_default: true }));
    },
  } satisfies Partial<Handlers>;
}
