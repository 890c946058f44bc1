import {
  checkClientCancel,
  checkClientReschedule,
  checkFreeTime,
  checkNotOwnOffer,
  checkPurchaseRequest,
  checkSessionsLeft,
  checkStillScheduled,
  checkTestCallAvailable,
  lifecycle,
  purchaseTotals,
  sessionsToBook,
  sortStatusTotals,
} from '@hci/rules';
import type { Principal } from '../../auth/principal.js';
import { isoAt } from '../../clock.js';
import * as cardData from '../../data/cards.js';
import * as scheduleData from '../../data/coach-sessions/schedule.js';
import * as sessionData from '../../data/coach-sessions/sessions.js';
import * as productData from '../../data/products.js';
import * as purchaseData from '../../data/purchases.js';
import type { Queryable } from '../../db/database.js';
import { forbidden, notFound } from '../../http/errors.js';
import { noteCharge } from '../../http/idempotency.js';
import type { Handlers } from '../../http/operation.js';
import {
  charging,
  created,
  guarded,
  ok,
  paged,
  requirePrincipal,
  requireStudent,
} from '../../http/operation.js';
import { mailJob } from '../../jobs/mail.js';
import { mailSessionChange } from '../../jobs/session-mails.js';
import { chargeCard } from '../../payments/charges.js';
import type { Services } from '../../services.js';
import {
  clientBookingMessages,
  clientCancelMessages,
  clientMoveMessages,
  purchaseMessages,
  tellBothSides,
} from '../../shared/booking-messages.js';
import { freeTimeAt } from '../../shared/free-times.js';
import { pageOf } from '../../shared/listing.js';
import { sessionState, sessionView } from '../coach-sessions/session-view.js';
import { sessionMinutes, sessionsIncludedIn } from '../products.js';
import { purchaseViews } from './purchase-view.js';

/** What a free purchase notes on its Idempotency-Key claim in place of a charge's reference. */
const freePurchaseReference = 'FREE';

/** How long one session of the purchased service lasts. */
const purchasedMinutes = (p: purchaseData.PurchaseRow) =>
  p.service_specification?.session.duration ?? 60;

/** What a student buys, and the sessions the student books, moves and cancels from it. */
export function buyingHandlers(services: Services) {
  const { db, clock } = services;
  const now = () => isoAt(clock.now());

  const viewOf = async (purchaseId: number) =>
    (await purchaseViews(db, [(await purchaseData.findPurchase(db, purchaseId))!]))[0]!;

  /** The purchase, when the caller bought it. */
  const boughtBy = async (principal: Principal, purchaseId: number) => {
    const purchase = await purchaseData.findPurchase(db, purchaseId);
    if (!purchase) throw notFound('No such purchase');
    if (principal.studentId === null || purchase.buyer_student_id !== principal.studentId)
      throw forbidden('This purchase belongs to someone else');
    return purchase;
  };

  /** The purchase's session by id, read in `tx`. */
  const sessionOf = async (tx: Queryable, purchaseId: number, sessionId: number) => {
    const session = (await sessionData.sessionsOfPurchases(tx, [purchaseId])).find(
      (s) => s.id === sessionId,
    );
    if (!session) throw notFound('No such session');
    return session;
  };

  /** Tells the purchase's client and its coach, each in their inbox, what just happened. */
  const tellSidesOf = (
    tx: Queryable,
    p: purchaseData.PurchaseRow,
    messages: Omit<Parameters<typeof tellBothSides>[1], 'studentId' | 'coachStudentId'>,
  ) =>
    tellBothSides(
      tx,
      { studentId: p.buyer_student_id, coachStudentId: p.coach_student_id, ...messages },
      now(),
    );

  return {
    async listStudentPurchases(input) {
      const page = pageOf(input);
      const { rows, total } = await purchaseData.studentPurchasesPage(
        db,
        input.params.studentId,
        page,
      );
      const statusTotals = sortStatusTotals(
        await purchaseData.studentPurchasesStatusTotals(db, input.params.studentId),
      );
      const { status, body } = paged(await purchaseViews(db, rows), total, page);
      return {
        status,
        body: { ...body, totalAmount: purchaseTotals(statusTotals).settled, statusTotals },
      };
    },

    createCoachProductPurchase: charging<'createCoachProductPurchase'>({
      async handle(input) {
        const buyer = requireStudent(input);
        await services.quota.takeUnverified(buyer, 'purchases');
        const { coachId, productId, paymentMethodId, startsAt } = input.body;
        const product = await productData.findProduct(db, coachId, productId);
        if (!product?.published) throw notFound('No such product');
        checkNotOwnOffer(buyer.coachId, coachId);
        checkPurchaseRequest(product, input.body);
        const isService = product.type === 'SERVICE';
        const priced = product.price > 0;
        const card = priced
          ? await cardData.findMethod(db, buyer.studentId, paymentMethodId!)
          : undefined;
        if (priced && !card) throw notFound('No such payment method');
        const minutes = sessionMinutes(product);
        const people = await purchaseData.buyerAndSeller(db, buyer.studentId, coachId);
        const purchaseId = await db.transaction(async (tx) => {
          // Every booking of the coach's time holds the schedule's row: checked and written in turn.
          const schedule = isService ? await scheduleData.scheduleOfCoach(tx, coachId, true) : null;
          // Read under the schedule's lock, so two tries at once cannot both be the first.
          checkTestCallAvailable(
            { testCall: product.test_call },
            await productData.purchaseStatusesOf(tx, buyer.studentId, productId),
          );
          const slot =
            schedule && checkFreeTime(await freeTimeAt(tx, schedule, startsAt!, minutes, now()));
          const customerId = await sessionData.upsertCustomer(
            tx,
            coachId,
            people.name,
            people.email,
          );
          const id = await purchaseData.insertPurchase(tx, {
            coachId,
            productId,
            customerId,
            buyerStudentId: buyer.studentId,
            amount: product.price,
            sessionsIncluded: isService ? sessionsIncludedIn(product) : null,
            paymentMethodId: card?.id ?? null,
            purchasedAt: now(),
          });
          // A declined card throws: the transaction, and with it the booking, is rolled back.
          if (card) {
            await chargeCard(tx, services, {
              purpose: 'PURCHASE',
              subjectId: id,
              paymentMethodId: card.id,
              token: card.token,
              amount: product.price,
            });
            // Paid: the buyer's receipt goes once the purchase is committed.
            await services.queue.sendIn(tx, [mailJob({ kind: 'purchaseReceipt', purchaseId: id })]);
          }
          // Nothing to charge, but noted as a charge would be: a repeat of a request that stopped
          // before its answer was kept answers with this purchase instead of making another.
          else await noteCharge(tx, { subjectId: id, reference: freePurchaseReference });
          const sessionId =
            slot &&
            (await sessionData.insertSession(tx, {
              coachId,
              productId,
              customerId,
              ...slot,
              clientTimeZone: await scheduleData.knownClientZone(tx, input.body.timeZone),
              deliveryMode: product.service_specification?.session.type ?? 'ONLINE',
              meetingUrl:
                product.service_specification?.session.type === 'IN_PERSON'
                  ? null
                  : people.meeting_url,
              notes: null,
              purchaseId: id,
            }));
          if (sessionId) await mailSessionChange(tx, services, sessionId, 'booked');
          const purchase = (await purchaseData.findPurchase(tx, id))!;
          await tellSidesOf(
            tx,
            purchase,
            purchaseMessages({
              purchaseId: id,
              product: product.title,
              coach: purchase.coach_name,
              client: people.name,
              amount: product.price,
              firstSession: slot ? slot.startsAt : null,
            }),
          );
          return id;
        });
        return created(await viewOf(purchaseId));
      },
      // A purchase's charge is recorded under the purchase.
      async replay(_input, charge) {
        return created(await viewOf(charge.subjectId));
      },
    }),

    bookPurchaseSession: guarded({
      authorize: (head) => boughtBy(requirePrincipal(head), head.params.purchaseId),
      async handle(input, purchase) {
        const sessionId = await db.transaction(async (tx) => {
          const schedule = await scheduleData.scheduleOfCoach(tx, purchase.coach_id, true);
          const booked = await sessionData.sessionsOfPurchases(tx, [purchase.id]);
          checkSessionsLeft(
            purchase.product_type === 'SERVICE'
              ? sessionsToBook(purchase.sessions_included ?? 1, booked)
              : 0,
          );
          const slot = checkFreeTime(
            await freeTimeAt(tx, schedule, input.body.startsAt, purchasedMinutes(purchase), now()),
          );
          const first = booked[0];
          const id = await sessionData.insertSession(tx, {
            coachId: purchase.coach_id,
            productId: purchase.product_id,
            customerId: purchase.customer_id,
            ...slot,
            clientTimeZone: await scheduleData.knownClientZone(tx, input.body.timeZone),
            deliveryMode: purchase.service_specification?.session.type ?? 'ONLINE',
            meetingUrl: first?.meeting_url ?? null,
            notes: null,
            purchaseId: purchase.id,
          });
          await tellSidesOf(tx, purchase, clientBookingMessages(purchase, slot.startsAt));
          await mailSessionChange(tx, services, id, 'booked');
          return id;
        });
        return created(sessionView(await sessionData.findSession(db, sessionId)));
      },
    }),

    reschedulePurchaseSession: guarded({
      authorize: (head) => boughtBy(requirePrincipal(head), head.params.purchaseId),
      async handle(input, purchase) {
        const { startsAt } = input.body;
        const sessionId = await db.transaction(async (tx) => {
          const schedule = await scheduleData.scheduleOfCoach(tx, purchase.coach_id, true);
          const session = await sessionOf(tx, purchase.id, input.params.sessionId);
          checkClientReschedule(sessionState(session), now());
          const slot = checkFreeTime(
            await freeTimeAt(tx, schedule, startsAt, purchasedMinutes(purchase), now(), session.id),
          );
          await sessionData.moveSession(tx, session.id, {
            ...slot,
            rescheduled: true,
            clientTimeZone: await scheduleData.knownClientZone(tx, input.body.timeZone),
          });
          await tellSidesOf(
            tx,
            purchase,
            clientMoveMessages(purchase, session.starts_at, slot.startsAt),
          );
          await mailSessionChange(tx, services, session.id, 'moved', session.starts_at);
          return session.id;
        });
        return ok(sessionView(await sessionData.findSession(db, sessionId)));
      },
    }),

    cancelPurchaseSession: guarded({
      authorize: (head) => boughtBy(requirePrincipal(head), head.params.purchaseId),
      async handle(input, purchase) {
        const sessionId = await db.transaction(async (tx) => {
          const session = await sessionOf(tx, purchase.id, input.params.sessionId);
          checkClientCancel(sessionState(session), now());
          // A conditional update: a cancellation at the same moment finds it changed.
          checkStillScheduled(
            await sessionData.setSessionStatus(
              tx,
              session.id,
              lifecycle.session.cancelled,
              false,
              null,
            ),
          );
          await tellSidesOf(tx, purchase, clientCancelMessages(purchase, session.starts_at));
          await mailSessionChange(tx, services, session.id, 'cancelled');
          return session.id;
        });
        return ok(sessionView(await sessionData.findSession(db, sessionId)));
      },
    }),
  } satisfies Partial<Handlers>;
}
