import {
  checkClientNamed,
  checkCoachReschedule,
  checkCoachStatus,
  checkFreeTime,
  checkNoOverlap,
  checkOneSessionChange,
  checkOutcomeStillSet,
  checkOutcomeUndo,
  coachOutcomeRecord,
  lifecycle,
  overlapsBookedSession,
  checkOwnClient,
  checkSessionTimes,
  checkStillScheduled,
  sessionRefund,
} from '@hci/rules';
import { Temporal } from 'temporal-polyfill';
import { isoAt } from '../../clock.js';
import * as scheduleData from '../../data/coach-sessions/schedule.js';
import * as sessionData from '../../data/coach-sessions/sessions.js';
import * as purchaseData from '../../data/purchases.js';
import type { Queryable } from '../../db/database.js';
import { notFound } from '../../http/errors.js';
import type { Handlers } from '../../http/operation.js';
import { created, noContent, ok, paged } from '../../http/operation.js';
import { mailSessionChange } from '../../jobs/session-mails.js';
import type { Services } from '../../services.js';
import {
  coachBookingMessages,
  coachCancelMessages,
  coachMoveMessages,
  tellBothSides,
} from '../../shared/booking-messages.js';
import { freeTimeAt } from '../../shared/free-times.js';
import { orderBy, pageOf } from '../../shared/listing.js';
import { loadProduct } from '../products.js';
import { sessionState, sessionView } from './session-view.js';

const minutesOf = (r: sessionData.SessionRow) =>
  Temporal.Instant.from(r.starts_at).until(r.ends_at).total({ unit: 'minutes' });

/** Who hears of a change to a session: its buyer, or the student with the client's e-mail. */
async function sidesOf(tx: Queryable, session: sessionData.SessionRow) {
  const purchase =
    session.purchase_id === null
      ? undefined
      : await purchaseData.findPurchase(tx, session.purchase_id);
  const coach = await sessionData.coachStudentId(tx, session.coach_id);
  return {
    studentId: purchase
      ? purchase.buyer_student_id
      : ((await sessionData.studentIdByEmail(tx, session.customer_email)) ?? null),
    coachStudentId: coach,
  };
}

/** A coach's booked sessions: listed, booked, moved, given a status, deleted. */
export function sessionHandlers(services: Services) {
  const { db, clock } = services;
  const now = () => isoAt(clock.now());

  /** Moves the coach's session to a free time before it starts (the client's one move is not used). */
  const move = (coachId: number, sessionId: number, startsAt: string) =>
    db.transaction(async (tx) => {
      const schedule = await scheduleData.scheduleOfCoach(tx, coachId, true);
      const session = await sessionData.findCoachSession(tx, coachId, sessionId);
      if (!session) throw notFound('No such session');
      checkCoachReschedule(sessionState(session), now());
      const slot = checkFreeTime(
        await freeTimeAt(tx, schedule, startsAt, minutesOf(session), now(), session.id),
      );
      await sessionData.moveSession(tx, session.id, { ...slot, rescheduled: false });
      await tellBothSides(
        tx,
        {
          ...(await sidesOf(tx, session)),
          ...coachMoveMessages(session, slot.startsAt),
        },
        now(),
      );
      await mailSessionChange(tx, services, session.id, 'moved', session.starts_at);
      return session.id;
    });

  /**
   * Gives the session its new status. A cancellation pays back the session's share of a paid
   * purchase (the whole purchase REFUNDED once everything was paid back), and that session does
   * not go back to the purchase.
   */
  const changeStatus = (
    coachId: number,
    sessionId: number,
    status: 'CANCELLED' | 'COMPLETED' | 'NO_SHOW',
  ) =>
    db.transaction(async (tx) => {
      const found = await sessionData.findCoachSession(tx, coachId, sessionId);
      if (!found) throw notFound('No such session');
      const purchase =
        found.purchase_id === null
          ? undefined
          : await purchaseData.findPurchase(tx, found.purchase_id, true);
      // Read again under the purchase's lock, which a refund of the same purchase waits for.
      const session = (await sessionData.findCoachSession(tx, coachId, sessionId))!;
      checkCoachStatus(sessionState(session), status, now());
      const refund =
        status === 'CANCELLED' && purchase && purchase.amount > 0
          ? sessionRefund({
              amount: purchase.amount,
              sessionsIncluded: purchase.sessions_included ?? 1,
              refundedAmount: purchase.refunded_amount,
            })
          : 0;
      // A conditional update: a change at the same moment finds the session changed.
      checkStillScheduled(
        await sessionData.setSessionStatus(
          tx,
          session.id,
          status,
          refund > 0,
          coachOutcomeRecord(status, now()),
        ),
      );
      if (purchase && refund > 0) {
        const refunded = purchase.refunded_amount + refund;
        await purchaseData.recordRefund(
          tx,
          purchase.id,
          refunded,
          refunded >= purchase.amount ? 'REFUNDED' : purchase.status,
        );
      }
      if (status === 'CANCELLED') {
        await tellBothSides(
          tx,
          { ...(await sidesOf(tx, session)), ...coachCancelMessages(session, refund) },
          now(),
        );
        await mailSessionChange(tx, services, session.id, 'cancelled');
      }
      return session.id;
    });

  /** Undoes the session's outcome within its window: back to scheduled, its outcome cleared. */
  const undoOutcome = (coachId: number, sessionId: number) =>
    db.transaction(async (tx) => {
      const session = await sessionData.findCoachSession(tx, coachId, sessionId);
      if (!session) throw notFound('No such session');
      checkOutcomeUndo(sessionState(session), now());
      // A conditional update: an undo at the same moment finds the outcome cleared.
      checkOutcomeStillSet(
        await sessionData.undoSessionOutcome(
          tx,
          session.id,
          lifecycle.session.outcomeUndone,
          session.outcome_set_at!,
        ),
      );
      return session.id;
    });

  return {
    async listCoachSessions(input) {
      const { coachId } = input.params;
      const page = pageOf(input);
      const { rows, total } = await sessionData.sessionsPage(
        db,
        coachId,
        {
          from: input.query.from ?? null,
          to: input.query.to ?? null,
          status: input.query.status ?? null,
        },
        page,
        orderBy(input, { startsAt: 'starts_at', id: 'id' }, 'startsAt'),
      );
      return paged(rows.map(sessionView), total, page);
    },

    async createCoachSession(input) {
      const { coachId } = input.params;
      const { body } = input;
      checkSessionTimes(body.startsAt, body.endsAt);
      if (body.productId !== undefined) await loadProduct(db, coachId, body.productId);
      const known =
        body.customerId === undefined
          ? undefined
          : await sessionData.findCustomer(db, coachId, body.customerId);
      checkClientNamed(body.customerId, known !== undefined, body);
      const { customerName, customerEmail } = body;
      // Checked before anything is written: no session, message or client for anyone else.
      checkOwnClient(
        await sessionData.hasBoughtFrom(
          db,
          coachId,
          known ? { customerId: known.id } : { email: customerEmail },
        ),
      );
      const sessionId = await db.transaction(async (tx) => {
        await scheduleData.scheduleOfCoach(tx, coachId, true);
        // The coach's own bookings are not bound by the weekly hours, only by other sessions.
        const around = await sessionData.sessionsOverlapping(
          tx,
          coachId,
          body.startsAt,
          body.endsAt,
        );
        checkNoOverlap(
          overlapsBookedSession(
            around.map((s) => ({
              id: s.id,
              startsAt: s.starts_at,
              endsAt: s.ends_at,
              status: s.status,
            })),
            body.startsAt,
            body.endsAt,
          ),
        );
        const customerId =
          known?.id ??
          (await sessionData.upsertCustomer(tx, coachId, customerName!.trim(), customerEmail!));
        const id = await sessionData.insertSession(tx, {
          coachId,
          productId: body.productId ?? null,
          customerId,
          startsAt: body.startsAt,
          endsAt: body.endsAt,
          deliveryMode: body.deliveryMode,
          meetingUrl: body.meetingUrl ?? null,
          notes: body.notes ?? null,
        });
        const session = await sessionData.findSession(tx, id);
        await tellBothSides(
          tx,
          {
            ...(await sidesOf(tx, session)),
            ...coachBookingMessages(session),
          },
          now(),
        );
        await mailSessionChange(tx, services, id, 'booked');
        return id;
      });
      return created(sessionView(await sessionData.findSession(db, sessionId)));
    },

    async updateCoachSession(input) {
      const { coachId, sessionId } = input.params;
      const change = checkOneSessionChange(input.body);
      const id = !('status' in change)
        ? await move(coachId, sessionId, change.startsAt)
        : change.status === 'SCHEDULED'
          ? await undoOutcome(coachId, sessionId)
          : await changeStatus(coachId, sessionId, change.status);
      return ok(sessionView(await sessionData.findSession(db, id)));
    },

    async deleteCoachSession(input) {
      const { coachId } = input.params;
      if (!(await sessionData.deleteSession(db, coachId, input.params.sessionId))) {
        throw notFound('No such session');
      }
      return noContent();
    },
  } satisfies Partial<Handlers>;
}
