import type { PaymentPlanStatus, Transfer, TransferStatus } from '@hci/api-schema';
import {
  balance,
  checkTransferConfirmable,
  checkTransferPending,
  installmentAmounts,
  nextTransferFee,
  transferTerms,
} from '@hci/api-schema/rules';
import { isoAt } from '../clock.js';
import type { Queryable } from '../db/database.js';
import { ApiError, notFound, rule } from '../http/errors.js';
import type { Handlers } from '../http/operation.js';
import { ok, paged } from '../http/operation.js';
import { chargeCard } from '../payments/charges.js';
import type { Services } from '../services.js';
import type { MethodRow } from '../shared/cards.js';
import { loadMethod } from '../shared/cards.js';
import { loadPlan, loadSchedule, loadSchedules, scheduleEntries } from '../shared/payment-plans.js';
import { today } from '../shared/rows.js';

interface TransferRow {
  id: number;
  plan_id: number;
  status: TransferStatus;
  from_id: number;
  from_name: string;
  from_start: string;
  to_id: number;
  to_name: string;
  to_start: string;
  fee: number;
  requested_at: string;
  installment_count: number;
  student_id: number;
}

const transferSelect = `
  SELECT t.*, f.id AS from_id, f.name AS from_name, f.start_date AS from_start,
         c.id AS to_id, c.name AS to_name, c.start_date AS to_start
  FROM transfers t JOIN cohorts f ON f.id = t.from_cohort_id JOIN cohorts c ON c.id = t.to_cohort_id`;

/** Moving a plan's open balance to another cohort: a fee after the first, a new plan. */
export function transferHandlers(services: Services) {
  const { db } = services;

  /** Confirmed transfers per student, for the fee the next one costs. */
  const confirmedCounts = async (studentIds: readonly number[], from: Queryable = db) => {
    const rows = await from.query<{ student_id: number; n: number }>(
      `SELECT student_id, count(*)::int AS n FROM transfers
       WHERE student_id = ANY($1::int[]) AND status = 'CONFIRMED' GROUP BY student_id`,
      [studentIds],
    );
    return new Map(rows.map((row) => [row.student_id, row.n]));
  };

  const confirmedTransfers = async (studentId: number, from: Queryable = db) =>
    (await confirmedCounts([studentId], from)).get(studentId) ?? 0;

  const transferViews = async (rows: TransferRow[]): Promise<Transfer[]> => {
    const schedules = await loadSchedules(
      db,
      rows.map((t) => t.plan_id),
    );
    const confirmed = await confirmedCounts(
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

  const transferView = async (t: TransferRow) => (await transferViews([t]))[0]!;

  const loadTransfer = async (input: { params: { studentId: number; transferId: number } }) => {
    const { studentId } = input.params;
    const [transfer] = await db.query<TransferRow>(
      `${transferSelect} WHERE t.id = $1 AND t.student_id = $2`,
      [input.params.transferId, studentId],
    );
    if (!transfer) throw notFound('No such transfer');
    return transfer;
  };

  return {
    async listTransfers(input) {
      const { studentId } = input.params;
      const rows = await db.query<TransferRow>(
        `${transferSelect} WHERE t.student_id = $1 AND ($2::text IS NULL OR t.status = $2) ORDER BY t.requested_at DESC, t.id DESC`,
        [studentId, input.query.status ?? null],
      );
      const views = await transferViews(rows);
      return paged(views, views.length, { page: 0, size: views.length });
    },

    async confirmTransfer(input) {
      const transfer = await loadTransfer(input);
      const studentId = transfer.student_id;
      const plan = await loadPlan(db, studentId, transfer.plan_id);
      const { body } = input;
      const method = body.paymentMethodId
        ? await loadMethod(db, studentId, body.paymentMethodId)
        : ((
            await db.query<MethodRow>(
              'SELECT * FROM payment_methods WHERE student_id = $1 AND is_default AND deleted_at IS NULL',
              [studentId],
            )
          )[0] ?? null);
      const now = isoAt(services.clock.now());
      // One confirmation per student at a time: the student's row stays locked from the checks
      // (the transfer still pending, the transfers confirmed so far, which set the fee) to the
      // fee's charge and the new plan, so two requests at once cannot both charge the fee.
      await db.transaction(async (tx) => {
        await tx.query('SELECT id FROM students WHERE id = $1 FOR UPDATE', [studentId]);
        const [current] = await tx.query<{
          status: TransferStatus;
          plan_status: PaymentPlanStatus;
        }>(
          'SELECT t.status, p.status AS plan_status FROM transfers t JOIN payment_plans p ON p.id = t.plan_id WHERE t.id = $1',
          [transfer.id],
        );
        const confirmed = await confirmedTransfers(studentId, tx);
        checkTransferConfirmable(current!.status, confirmed, current!.plan_status);
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
            if (error instanceof ApiError)
              throw rule(
                'confirmTransferError',
                `The transfer fee could not be charged: ${error.message}`,
                409,
              );
            throw error;
          }
        }
        const remaining = balance(
          scheduleEntries(await loadSchedule(tx, plan.id), today(services)),
        );
        await tx.query("UPDATE payment_plans SET status = 'TRANSFERRED' WHERE id = $1", [plan.id]);
        await tx.query(
          "UPDATE payment_schedule SET state = 'TRANSFERRED' WHERE plan_id = $1 AND state = 'OPEN' AND amount_paid < amount_due + tax_amount + interest_amount",
          [plan.id],
        );
        const { installmentAmount, amounts } = installmentAmounts(
          remaining,
          transfer.installment_count,
        );
        const [created] = await tx.query<{ id: number }>(
          `INSERT INTO payment_plans (student_id, application_id, cohort_id, name, source, net_tuition, installment_amount, installment_count, rollover)
           VALUES ($1, $2, $3, $4, 'TRANSFER', $5, $6, $7, $5) RETURNING id`,
          [
            studentId,
            plan.application_id,
            transfer.to_id,
            `${transfer.installment_count} monthly installments (transfer)`,
            remaining,
            installmentAmount,
            transfer.installment_count,
          ],
        );
        const [defaultMethod] = await tx.query<{ id: number }>(
          'SELECT id FROM payment_methods WHERE student_id = $1 AND is_default AND deleted_at IS NULL',
          [studentId],
        );
        await tx.query(
          `INSERT INTO payment_schedule (plan_id, installment, due_date, amount_due, payment_method_id)
           SELECT $1, a.installment, ($3::date + make_interval(months => a.installment::int))::date, a.amount, $4
           FROM unnest($2::int[]) WITH ORDINALITY AS a(amount, installment)`,
          [created!.id, amounts, today(services), defaultMethod?.id ?? null],
        );
        await tx.query(
          "UPDATE transfers SET status = 'CONFIRMED', decided_at = $2, fee = $3 WHERE id = $1",
          [transfer.id, now, fee],
        );
        // Other offers to move this plan are withdrawn: its open rows have just moved.
        await tx.query(
          "UPDATE transfers SET status = 'CANCELLED', decided_at = $3 WHERE plan_id = $1 AND id <> $2 AND status = 'PENDING'",
          [plan.id, transfer.id, now],
        );
        await tx.query(
          "INSERT INTO account_history (student_id, application_id, event_date, type, description, amount, performed_by) VALUES ($1, $2, $3, 'TRANSFER', $4, $5, 'Student')",
          [studentId, plan.application_id, now, `Transferred to ${transfer.to_name}`, fee],
        );
      });
      const [updated] = await db.query<TransferRow>(`${transferSelect} WHERE t.id = $1`, [
        transfer.id,
      ]);
      return ok(await transferView(updated!));
    },

    async cancelTransfer(input) {
      const transfer = await loadTransfer(input);
      checkTransferPending(transfer.status);
      await db.query("UPDATE transfers SET status = 'CANCELLED', decided_at = $2 WHERE id = $1", [
        transfer.id,
        isoAt(services.clock.now()),
      ]);
      return ok(await transferView({ ...transfer, status: 'CANCELLED' }));
    },
  } satisfies Partial<Handlers>;
}
