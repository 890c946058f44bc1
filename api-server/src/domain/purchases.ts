import type { CoachProductPurchase, OfferingType, PurchaseStatus } from '@hci/api-schema';
import {
  clientCancelRefusal,
  clientRescheduleRefusal,
  sessionsToBook,
} from '@hci/api-schema/rules';
import type { Principal } from '../auth/principal.js';
import { isoAt } from '../clock.js';
import * as cardData from '../data/cards.js';
import * as productData from '../data/products.js';
import * as purchaseData from '../data/purchases.js';
import * as scheduleData from '../data/coach-sessions/schedule.js';
import * as sessionData from '../data/coach-sessions/sessions.js';
import type { Queryable } from '../db/database.js';
import { ApiError, badRequest, forbidden, notFound, rule } from '../http/errors.js';
import type { Handlers } from '../http/operation.js';
import {
  created,
  guarded,
  ok,
  paged,
  requireCoach,
  requirePrincipal,
  requireStudent,
} from '../http/operation.js';
import { chargeCard } from '../payments/charges.js';
import type { Services } from '../services.js';
import {
  clientBookingMessages,
  clientCancelMessages,
  clientMoveMessages,
  purchaseMessages,
  tellBothSides,
} from '../shared/booking-messages.js';
import { freeTimeAt } from '../shared/free-times.js';
import type { ListQuery } from '../shared/listing.js';
import { orderBy, pageOf } from '../shared/listing.js';
import { compact } from '../shared/rows.js';
import { sessionState, sessionView } from './coach-sessions.js';
import { sessionMinutes, sessionsIncludedIn } from './products.js';

const purchaseView = (
  r: purchaseData.PurchaseRow,
  sessions: readonly sessionData.SessionRow[],
): CoachProductPurchase =>
  compact({
    id: r.id,
    coachId: r.coach_id,
    product: { id: r.product_id, title: r.product_title },
    coachProductType: r.product_type,
    customer: { id: r.customer_id, name: r.customer_name, email: r.customer_email },
    status: r.status,
    amount: r.amount,
    currency: 'USD' as const,
    purchasedAt: r.purchased_at,
    coach: { id: r.coach_id, name: r.coach_name },
    refundedAmount: r.refunded_amount,
    sessionsIncluded: r.sessions_included,
    sessions: r.product_type === 'SERVICE' ? sessions.map(sessionView) : undefined,
  });

const purchaseSorts = {
  id: 'id',
  purchasedAt: 'purchased_at',
  amount: 'amount',
  status: 'status',
  customer: 'customer_name',
};

/** How long one session of the purchased service lasts. */
const purchasedMinutes = (p: purchaseData.PurchaseRow) =>
  p.service_specification?.session.duration ?? 60;

/** What a coach's customers bought, and what a student bought and booked. */
export function purchaseHandlers(services: Services) {
  const { db, clock } = services;
  const now = () => isoAt(clock.now());

  /** Purchases with their sessions, in two statements whatever their number. */
  const views = async (rows: readonly purchaseData.PurchaseRow[]) => {
    const sessions = await sessionData.sessionsOfPurchases(
      db,
      rows.map((r) => r.id),
    );
    return rows.map((r) =>
      purchaseView(
        r,
        sessions.filter((s) => s.purchase_id === r.id),
      ),
    );
  };
  const viewOf = async (purchaseId: number) =>
    (await views([(await purchaseData.findPurchase(db, purchaseId))!]))[0]!;

  const findPurchases = async (
    input: ListQuery,
    coachId: number,
    filters: {
      customerId?: number;
      type?: OfferingType;
      status?: PurchaseStatus;
      keyword?: string;
    },
  ) => {
    const page = pageOf(input);
    const matching: purchaseData.PurchaseFilters = {
      customerId: filters.customerId ?? null,
      type: filters.type ?? null,
      status: filters.status ?? null,
      keyword: filters.keyword ? `%${filters.keyword}%` : null,
    };
    const { rows, total } = await purchaseData.purchasesPage(
      db,
      coachId,
      matching,
      page,
      orderBy(input, purchaseSorts),
    );
    const totalAmount = await purchaseData.purchasesTotal(db, coachId, matching);
    const { status, body } = paged(await views(rows), total, page);
    return { status, body: { ...body, totalAmount } };
  };

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

  const sides = (p: purchaseData.PurchaseRow) => ({
    studentId: p.buyer_student_id,
    coachStudentId: p.coach_student_id,
    purchaseId: p.id,
  });

  return {
    async listCoachProductPurchases(input) {
      const { coachId, keyword } = input.query;
      requireCoach(input, coachId);
      return findPurchases(input, coachId, { keyword });
    },

    async findCoachProductPurchasesByCriteria(input) {
      const principal = requireCoach(input);
      const criteria = input.body;
      if (criteria.coach && Number(criteria.coach.value) !== principal.coachId) {
        throw forbidden('Only your own purchases can be searched');
      }
      const customerId = criteria.customer ? Number(criteria.customer.value) : undefined;
      if (customerId !== undefined && !Number.isInteger(customerId)) {
        throw badRequest('The criteria are not valid', [
          { path: 'customer.value', message: 'must be a customer id' },
        ]);
      }
      return findPurchases(input, principal.coachId, {
        customerId,
        type: criteria.coachProductType,
        status: criteria.status,
        keyword: criteria.keyword,
      });
    },

    async listCoachCustomers(input) {
      const customers = await purchaseData.customersOf(db, input.params.coachId);
      return ok(customers.map((c) => ({ value: String(c.id), label: c.name })));
    },

    async getCoachProductPurchase(input) {
      const principal = requirePrincipal(input);
      const row = await purchaseData.findPurchase(db, input.params.purchaseId);
      if (!row) throw notFound('No such purchase');
      const isBuyer = principal.studentId !== null && row.buyer_student_id === principal.studentId;
      if (row.coach_id !== principal.coachId && !isBuyer)
        throw new ApiError(403, 'forbidden', 'This purchase belongs to someone else');
      return ok((await views([row]))[0]!);
    },

    async listStudentPurchases(input) {
      const page = pageOf(input);
      const { rows, total } = await purchaseData.studentPurchasesPage(
        db,
        input.params.studentId,
        page,
      );
      const totalAmount = await purchaseData.studentPurchasesTotal(db, input.params.studentId);
      const { status, body } = paged(await views(rows), total, page);
      return { status, body: { ...body, totalAmount } };
    },

    async createCoachProductPurchase(input) {
      const buyer = requireStudent(input);
      const { coachId, productId, paymentMethodId, startsAt } = input.body;
      const product = await productData.findProduct(db, coachId, productId);
      if (!product?.published) throw notFound('No such product');
      if (buyer.coachId === coachId) throw forbidden('A coach does not buy their own offer');
      const isService = product.type === 'SERVICE';
      if (isService && startsAt === undefined)
        throw badRequest('A service is booked at one of its free times', [
          { path: 'startsAt', message: 'is required for a service' },
        ]);
      const priced = product.price > 0;
      if (priced && paymentMethodId === undefined)
        throw badRequest('A priced offer is paid by card', [
          { path: 'paymentMethodId', message: 'is required when the price is above zero' },
        ]);
      const card = priced
        ? await cardData.findMethod(db, buyer.studentId, paymentMethodId!)
        : undefined;
      if (priced && !card) throw notFound('No such payment method');
      const minutes = sessionMinutes(product);
      const people = await purchaseData.buyerAndSeller(db, buyer.studentId, coachId);
      const purchaseId = await db.transaction(async (tx) => {
        // Every booking of the coach's time holds the schedule's row: checked and written in turn.
        const schedule = isService ? await scheduleData.scheduleOfCoach(tx, coachId, true) : null;
        const slot = schedule && (await freeTimeAt(tx, schedule, startsAt!, minutes, now()));
        if (slot === 'notOffered')
          throw rule('slotUnavailable', 'This time is not one of the free times', 400);
        if (slot === 'taken') throw rule('slotUnavailable', 'This time was just taken', 409);
        const customerId = await sessionData.upsertCustomer(tx, coachId, people.name, people.email);
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
        if (card)
          await chargeCard(tx, services, {
            purpose: 'PURCHASE',
            subjectId: id,
            paymentMethodId: card.id,
            token: card.token,
            amount: product.price,
          });
        if (slot)
          await sessionData.insertSession(tx, {
            coachId,
            productId,
            customerId,
            ...slot,
            deliveryMode: product.service_specification?.session.type ?? 'ONLINE',
            meetingUrl:
              product.service_specification?.session.type === 'IN_PERSON'
                ? null
                : people.meeting_url,
            notes: null,
            purchaseId: id,
          });
        const purchase = (await purchaseData.findPurchase(tx, id))!;
        await tellBothSides(
          tx,
          {
            ...sides(purchase),
            ...purchaseMessages({
              product: product.title,
              coach: purchase.coach_name,
              client: people.name,
              amount: product.price,
              firstSession: slot ? slot.startsAt : null,
            }),
          },
          now(),
        );
        return id;
      });
      return created(await viewOf(purchaseId));
    },

    bookPurchaseSession: guarded({
      authorize: (head) => boughtBy(requirePrincipal(head), head.params.purchaseId),
      async handle(input, purchase) {
        const sessionId = await db.transaction(async (tx) => {
          const schedule = await scheduleData.scheduleOfCoach(tx, purchase.coach_id, true);
          const booked = await sessionData.sessionsOfPurchases(tx, [purchase.id]);
          if (
            purchase.product_type !== 'SERVICE' ||
            sessionsToBook(purchase.sessions_included ?? 1, booked) === 0
          )
            throw rule('noSessionsRemaining', 'Every included session is booked or used', 409);
          const slot = await freeTimeAt(
            tx,
            schedule,
            input.body.startsAt,
            purchasedMinutes(purchase),
            now(),
          );
          if (typeof slot === 'string') throw rule('slotUnavailable', 'This time is not free', 409);
          const first = booked[0];
          const id = await sessionData.insertSession(tx, {
            coachId: purchase.coach_id,
            productId: purchase.product_id,
            customerId: purchase.customer_id,
            ...slot,
            deliveryMode: purchase.service_specification?.session.type ?? 'ONLINE',
            meetingUrl: first?.meeting_url ?? null,
            notes: null,
            purchaseId: purchase.id,
          });
          await tellBothSides(
            tx,
            {
              ...sides(purchase),
              ...clientBookingMessages(purchase, slot.startsAt),
            },
            now(),
          );
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
          const refusal = clientRescheduleRefusal(sessionState(session), now());
          if (refusal) throw rule(refusal, 'The session can no longer be moved', 409);
          const slot = await freeTimeAt(
            tx,
            schedule,
            startsAt,
            purchasedMinutes(purchase),
            now(),
            session.id,
          );
          if (typeof slot === 'string') throw rule('slotUnavailable', 'This time is not free', 409);
          await sessionData.moveSession(tx, session.id, { ...slot, rescheduled: true });
          await tellBothSides(
            tx,
            {
              ...sides(purchase),
              ...clientMoveMessages(purchase, session.starts_at, slot.startsAt),
            },
            now(),
          );
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
          const refusal = clientCancelRefusal(sessionState(session), now());
          if (refusal) throw rule(refusal, 'The session can no longer be cancelled', 409);
          // A conditional update: a cancellation at the same moment finds it changed.
          if (!(await sessionData.setSessionStatus(tx, session.id, 'CANCELLED', false)))
            throw rule('statusInvalid', 'The session is no longer scheduled', 409);
          await tellBothSides(
            tx,
            {
              ...sides(purchase),
              ...clientCancelMessages(purchase, session.starts_at),
            },
            now(),
          );
          return session.id;
        });
        return ok(sessionView(await sessionData.findSession(db, sessionId)));
      },
    }),
  } satisfies Partial<Handlers>;
}
