import type { CardBrand } from '@hci/api-schema';
import {
  checkCardNotExpired,
  dayIn,
  installmentDueNow,
  nextChargeAttempt,
  rowOutstanding,
  type DeclineCode,
} from '@hci/rules';
import { isoAt } from '../clock.js';
import * as autoPayData from '../data/auto-pay.js';
import * as cardData from '../data/cards.js';
import * as intentData from '../data/communication-intents.js';
import * as paymentData from '../data/payments.js';
import * as studentData from '../data/students.js';
import type { Queryable } from '../db/database.js';
import { settleInTransaction } from '../payments/settlement.js';
import { CardDeclined } from '../payments/card-processor.js';
import { chargeCard } from '../payments/charges.js';
import { inboxMessage } from '../shared/inbox-messages.js';
import { scheduleRowView } from '../shared/payment-plans.js';
import type { MethodRow } from '../shared/cards.js';
import type { Services } from '../services.js';
import { mailJob } from './mail.js';
import type { JobRequest } from './queue.js';

/** One attempt at charging an installment on its day: its row, and which attempt (1 the first). */
export interface AutoPayData {
  rowId: number;
  attempt: number;
}

/** The automatic charges falling due by now, as jobs (the first try, or a retry whose day came). */
export async function dueAutoCharges(
  services: Services,
  limit: number,
): Promise<JobRequest<AutoPayData>[]> {
  const now = services.clock.now();
  // The day is already the next one in the zones furthest ahead; each row is then judged in its
  // student's own zone.
  const throughDay = dayIn('Pacific/Kiritimati', now);
  const candidates = await autoPayData.autoChargeCandidates(services.db, throughDay, limit);
  return candidates
    .filter((row) => installmentDueNow(row.retry_on ?? row.due_date, row.time_zone, now))
    .map((row) => ({
      queue: 'auto-pay',
      data: { rowId: row.id, attempt: row.attempt },
      key: `installment:${row.id}:${row.attempt}`,
    }));
}

/** The card an installment is charged to: the one its plan names for it, else the default. */
async function cardFor(tx: Queryable, row: autoPayData.ChargedRow): Promise<MethodRow | undefined> {
  const named =
    row.payment_method_id === null
      ? undefined
      : await cardData.findMethod(tx, row.student_id, row.payment_method_id);
  return named ?? cardData.findDefaultMethod(tx, row.student_id);
}

/** Why a card cannot be charged before asking the processor: it expired since it was stored. */
export function expiredCard(card: MethodRow, now: number): DeclineCode | null {
  try {
    checkCardNotExpired(card.exp_month, card.exp_year, now);
    return null;
  } catch {
    return 'expired_card';
  }
}

/**
 * Charges an installment on its day. The plan's row is locked while it runs, and the attempt is
 * recorded by (installment, attempt) in the same transaction as the charge: a job run twice, or
 * on two instances at once, or again after a crash, charges once. The processor is given the same
 * key, so a charge it made before a crash rolled the transaction back is not made again.
 */
export async function chargeInstallment(services: Services, { rowId, attempt }: AutoPayData) {
  const { clock } = services;
  await services.db.transaction(async (tx) => {
    const row = await autoPayData.lockChargedRow(tx, rowId);
    if (!row) return;
    const attempts = await autoPayData.attemptsOf(tx, rowId);
    if (attempts.some((made) => made.attempt >= attempt)) return;
    if (!row.auto_pay || row.plan_status !== 'ACTIVE' || row.collections) return;
    const now = clock.now();
    const day = dayIn(row.time_zone, now);
    const amount = rowOutstanding(scheduleRowView(row, day));
    if (amount === 0) return;
    // A payment the student just made settles first; the charge is then tried again shortly.
    const latest = await paymentData.latestPayment(tx, row.plan_id);
    if (latest?.status === 'IN_PROGRESS') throw new Error('A payment on the plan is settling');
    const firstDay = attempts[0]?.attempted_on ?? day;
    const card = await cardFor(tx, row);
    const attemptFacts = { rowId, attempt, amount, attemptedOn: day, createdAt: isoAt(now) };
    if (!card) {
      await declined(tx, services, row, { ...attemptFacts, code: 'closed_account', card: null });
      return;
    }
    const expired = expiredCard(card, now);
    if (expired) {
      await declined(tx, services, row, { ...attemptFacts, code: expired, card, firstDay });
      return;
    }
    let reference: string;
    try {
      ({ reference } = await chargeCard(tx, services, {
        purpose: 'PAYMENT',
        subjectId: row.plan_id,
        paymentMethodId: card.id,
        token: card.token,
        amount,
        idempotencyKey: `installment:${rowId}:${attempt}`,
      }));
    } catch (error) {
      if (!(error instanceof CardDeclined)) throw error;
      await declined(tx, services, row, { ...attemptFacts, code: error.code, card, firstDay });
      return;
    }
    const createdAt = isoAt(now);
    const paymentId = await paymentData.insertPayment(tx, {
      studentId: row.student_id,
      planId: row.plan_id,
      methodId: card.id,
      type: 'INSTALLMENT',
      amount,
      reference,
      createdAt,
    });
    await autoPayData.insertAttempt(tx, {
      ...attemptFacts,
      paymentMethodId: card.id,
      outcome: 'ACCEPTED',
      declineCode: null,
      paymentId,
      retryOn: null,
    });
    await studentData.insertHistoryEvent(tx, {
      studentId: row.student_id,
      applicationId: row.application_id,
      eventDate: createdAt,
      type: 'PAYMENT',
      description: { kind: 'INSTALLMENT_PAID', params: { installment: row.installment } },
      amount,
      paymentId,
      performedBy: 'SYSTEM',
    });
    const received = inboxMessage('PAYMENT_RECEIVED', {
      amount,
      cardBrand: card.brand,
      cardLast4: card.last4,
    });
    await intentData.insertInboxMessages(tx, row.student_id, [received], createdAt);
    // The processor answered at once: the charge settles with the attempt, its receipt mailed.
    await settleInTransaction(tx, services, [
      { id: paymentId, plan_id: row.plan_id, amount, plan_status: 'ACTIVE' },
    ]);
  });
}

/**
 * A declined attempt: recorded with the day it is tried again (none after a hard decline or the
 * last retry), the row marked failed, and the student told in the inbox and by mail (the mail
 * says when it is tried again).
 */
async function declined(
  tx: Queryable,
  services: Services,
  row: autoPayData.ChargedRow,
  facts: {
    rowId: number;
    attempt: number;
    amount: number;
    attemptedOn: string;
    createdAt: string;
    code: DeclineCode;
    card: { id: number; brand: CardBrand; last4: string } | null;
    firstDay?: string;
  },
) {
  const retryOn = nextChargeAttempt(facts.firstDay ?? facts.attemptedOn, facts.attempt, facts.code);
  await autoPayData.insertAttempt(tx, {
    rowId: facts.rowId,
    attempt: facts.attempt,
    paymentMethodId: facts.card?.id ?? null,
    amount: facts.amount,
    outcome: 'DECLINED',
    declineCode: facts.code,
    paymentId: null,
    attemptedOn: facts.attemptedOn,
    retryOn: facts.card ? retryOn : null,
    createdAt: facts.createdAt,
  });
  await autoPayData.markRowFailed(tx, facts.rowId);
  await studentData.insertHistoryEvent(tx, {
    studentId: row.student_id,
    applicationId: row.application_id,
    eventDate: facts.createdAt,
    type: 'PAYMENT',
    description: { kind: 'AUTO_PAYMENT_FAILED', params: { installment: row.installment } },
    amount: facts.amount,
    performedBy: 'SYSTEM',
  });
  const message = inboxMessage('AUTO_PAYMENT_FAILED', {
    installment: row.installment,
    amount: facts.amount,
    ...(facts.card ? { cardBrand: facts.card.brand, cardLast4: facts.card.last4 } : {}),
  });
  await intentData.insertInboxMessages(tx, row.student_id, [message], facts.createdAt);
  await services.queue.sendIn(tx, [
    mailJob({ kind: 'autoPayFailed', rowId: facts.rowId, attempt: facts.attempt }),
  ]);
}

/**
 * A student's card changed (a new default, a new expiry): their declined installments are tried
 * again at once, by the next sweep, which is sent now. A new default card (`newDefault`) is the
 * one they are tried on: the card they named declined, and the failure mail asks for another.
 */
export async function retryDeclinedCharges(
  tx: Queryable,
  services: Services,
  studentId: number,
  newDefault?: number,
) {
  if (newDefault !== undefined) await autoPayData.chargeDeclinedTo(tx, studentId, newDefault);
  // The earliest day anywhere: due now for every student, whatever their zone.
  const day = dayIn('Etc/GMT+12', services.clock.now());
  await autoPayData.retryDeclinedOn(tx, studentId, day);
  await services.queue.sendIn(tx, [{ queue: 'sweep', data: {}, key: 'sweep' }]);
}

/** Automatic payment turned off: nothing declined is tried again. */
export async function cancelChargeRetries(tx: Queryable, studentId: number) {
  await autoPayData.cancelRetries(tx, studentId);
}
