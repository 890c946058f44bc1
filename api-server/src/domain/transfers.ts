import type { Transfer } from '@hci/api-schema';
import {
  balance,
  checkTransferConfirmable,
  checkTransferPending,
  lifecycle,
  nextTransferFee,
  RuleRefusal,
  transferPlan,
  transferTerms,
} from '@hci/rules';
import { isoAt } from '../clock.js';
import * as cardData from '../data/cards.js';
import * as courseData from '../data/courses.js';
import * as paymentPlanData from '../data/payment-plans.js';
import * as studentData from '../data/students.js';
import * as transferData from '../data/transfers.js';
import type { Queryable } from '../db/database.js';
import { notFound, rule } from '../http/errors.js';
import type { Handlers } from '../http/operation.js';
import { charging, ok, paged } from '../http/operation.js';
import { chargeCard } from '../payments/charges.js';
import type { Services } from '../services.js';
import { scheduleEntries } from '../shared/payment-plans.js';
import { today } from '../shared/rows.js';

/** Moving a plan's open balance to another cohort: a fee after the first, a new plan. */
export function transferHandlers(services: Services) {
  const { db } = services;

  /** Confirmed transfers of the student so far, for the fee the next one costs. */
  const confirmedTransfers = async (studentId: number, from: Queryable = db) =>
    (await transferData.confirmedCounts(from, [studentId])).get(studentId) ?? 0;

  const transferViews = async (rows: transferData.TransferRow[]): Promise<Transfer[]> => {
    const schedules = await paymentPlanData.loadSchedules(
      db,
      rows.map((t) => t.plan_id),
    );
    const confirmed = await transferData.confirmedCounts(
      db,
      rows.filter((t) => t.status === 'PENDING').map((t) => t.student_id),
    );
    const day = today(services);
    return rows.map((t) => {
      const remaining = balance(scheduleEntries(schedules.get(t.plan_id) ?? [], day));
      // A pending transfer shows what confirming it would cost now; a decided one, what it cost.
      const fee =
        t.status === 'PENDING' ? nextTransferFee(confirmed.get(t.student_id) ?? 0) : t.fee;
      return {
        id: t.id,
        paymentPlanId: t.plan_id,
        status: t.status,
        fromCohort: { id: t.from_id, name: t.from_name, startDate: t.from_start },
        toCohort: { id: t.to_id, name: t.to_name, startDate: t.to_start },
        fee,
        requestedAt: t.requested_at,
        newTerms: transferTerms(remaining, fee, t.installment_count),
      };
    });
  };

  const transferView = async (t: transferData.TransferRow) => (await transferViews([t]))[0]!;

  const loadTransfer = async (input: { params: { studentId: number; transferId: number } }) => {
    const { studentId } = input.params;
    const transfer = await transferData.findTransfer(db, studentId, input.params.transferId);
    if (!transfer) throw notFound('No such transfer');
    return transfer;
  };

  return {
    async listTransfers(input) {
      const { studentId } = input.params;
      const rows = await transferData.studentTransfers(db, studentId, input.query.status ?? null);
      const views = await transferViews(rows);
      return paged(views, views.length, { page: 0, size: views.length });
    },

    confirmTransfer: charging<'confirmTransfer'>({
      async handle(input) {
        const transfer = await loadTransfer(input);
        const studentId = transfer.student_id;
        const plan = await paymentPlanData.findPlan(db, studentId, transfer.plan_id);
        if (!plan) throw notFound('No such payment plan');
        const { body } = input;
        const method = body.paymentMethodId
          ? await cardData.findMethod(db, studentId, body.paymentMethodId)
          : await cardData.findDefaultMethod(db, studentId);
        const now = isoAt(services.clock.now());
        // One confirmation per student at a time: the student's row stays locked from the checks
        // (the transfer still pending, the transfers confirmed so far, which set the fee) to the
        // fee's charge and the new plan, so two requests at once cannot both charge the fee.
        await db.transaction(async (tx) => {
          await transferData.lockStudent(tx, studentId);
          const current = await transferData.transferStanding(tx, transfer.id);
          const confirmed = await confirmedTransfers(studentId, tx);
          checkTransferConfirmable(current.status, confirmed, current.plan_status);
          const fee = nextTransferFee(confirmed);
          if (fee > 0) {
            if (!method)
              throw rule('confirmTransferError', 'No card to charge the transfer fee to', 409);
            try {
              await chargeCard(tx, services, {
                purpose: 'TRANSFER_FEE',
                subjectId: transfer.id,
                paymentMethodId: method.id,
                token: method.token,
                amount: fee,
              });
            } catch (error) {
              if (error instanceof RuleRefusal)
                throw rule(
                  'confirmTransferError',
                  `The transfer fee could not be charged: ${error.message}`,
                  409,
                );
              throw error;
            }
          }
          const remaining = balance(
            scheduleEntries(await paymentPlanData.loadSchedule(tx, plan.id), today(services)),
          );
          await transferData.markPlanTransferred(tx, plan.id);
          await transferData.markUnpaidRowsTransferred(tx, plan.id);
          const { installmentAmount, installments } = transferPlan(
            remaining,
            transfer.installment_count,
            today(services),
          );
          const createdId = await transferData.insertTransferPlan(tx, {
            studentId,
            applicationId: plan.application_id,
            cohortId: transfer.to_id,
            name: `${transfer.installment_count} monthly installments (transfer)`,
            balance: remaining,
            installmentAmount,
            installmentCount: transfer.installment_count,
          });
          const defaultMethod = await cardData.findDefaultMethod(tx, studentId);
          await transferData.insertTransferRows(
            tx,
            createdId,
            installments,
            defaultMethod?.id ?? null,
          );
          await transferData.confirmTransfer(tx, transfer.id, now, fee);
          // The student now learns with the new cohort, on its dates.
          await courseData.openCohortCourses(tx, studentId, transfer.to_id);
          // Other offers to move this plan are withdrawn: its open rows have just moved.
          await transferData.cancelOtherOffers(tx, plan.id, transfer.id, now);
          await studentData.insertHistoryEvent(tx, {
            studentId,
            applicationId: plan.application_id,
            eventDate: now,
            type: 'TRANSFER',
            description: { kind: 'TRANSFERRED', params: { cohort: transfer.to_name } },
            amount: fee,
          });
        });
        return ok(await transferView(await transferData.loadTransfer(db, transfer.id)));
      },
      async replay(input) {
        const transfer = await loadTransfer(input);
        return ok(await transferView(await transferData.loadTransfer(db, transfer.id)));
      },
    }),

    async cancelTransfer(input) {
      const transfer = await loadTransfer(input);
      checkTransferPending(transfer.status);
      await transferData.cancelTransfer(db, transfer.id, isoAt(services.clock.now()));
      return ok(await transferView({ ...transfer, status: lifecycle.transfer.cancelled }));
    },
  } satisfies Partial<Handlers>;
}
