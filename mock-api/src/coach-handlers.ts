// The coach's own business: sessions, weekly schedule and subscription. Changes to a session
// follow the shared rules, seen from the demo day.
import { Temporal } from 'temporal-polyfill';
import {
  cancelledSubscription,
  checkClientNamed,
  checkCoachReschedule,
  checkCoachStatus,
  checkFreeTime,
  checkOutcomeUndo,
  coachOutcomeRecord,
  checkNoOverlap,
  checkOneSessionChange,
  checkOwnClient,
  checkScheduleWindows,
  checkSessionTimes,
  checkSubscriptionCard,
  lifecycle,
  newSubscription,
  overlapsBookedSession,
  subscriptionChange,
  subscriptionInvoice,
} from '@hci/rules';
import type { CoachSession } from '@hci/api-schema';
import * as fixtures from './fixtures';
import { freeTimeAt } from './free-times';
import { applyUpdate, demoNow, notFound, page, type MockContext, type MockDb } from './mock-kit';

/** The clients a coach can book by id: those who bought from them or have a session. */
const knownCustomers = (db: MockDb) => [
  ...fixtures.purchases.map((purchase) => purchase.customer),
  ...db.coachSessions.map((session) => session.customer),
];

/** Whether the client, by id or by e-mail, bought from the coach (the coach's sales are fixtures). */
const hasBoughtFrom = (coachId: number, customerId?: number, email?: string) =>
  fixtures.purchases.some(
    (purchase) =>
      purchase.coachId === coachId &&
      (purchase.customer.id === customerId ||
        purchase.customer.email.toLowerCase() === email?.toLowerCase()),
  );

export function coachHandlers({ http, db, nextId }: MockContext) {
  return [
    http.get('/coaches/{coachId}/sessions', ({ params, query, response }) => {
      const from = query.get('from');
      const to = query.get('to');
      const status = query.get('status');
      const sortBy = query.get('sortBy') ?? 'startsAt';
      const descending = query.get('descending') === 'true';
      const sessions = db.coachSessions
        .filter(
          (session) =>
            session.coachId === Number(params.coachId) &&
            (!from || session.startsAt.slice(0, 10) >= from) &&
            (!to || session.startsAt.slice(0, 10) <= to) &&
            (!status || session.status === status),
        )
        .sort((a, b) =>
          sortBy === 'id'
            ? a.id - b.id
            : a.startsAt < b.startsAt
              ? -1
              : a.startsAt > b.startsAt
                ? 1
                : 0,
        );
      if (descending) sessions.reverse();
      return response(200).json(page(sessions, query));
    }),
    http.post('/coaches/{coachId}/sessions', async ({ params, request, response }) => {
      const { customerId, customerName, customerEmail, ...input } = await request.json();
      checkSessionTimes(input.startsAt, input.endsAt);
      const known = knownCustomers(db).find((candidate) => candidate.id === customerId);
      checkClientNamed(customerId, known !== undefined, { customerName, customerEmail });
      checkOwnClient(hasBoughtFrom(Number(params.coachId), known?.id, customerEmail));
      const customer = known ?? { id: nextId(), name: customerName!, email: customerEmail! };
      checkNoOverlap(overlapsBookedSession(db.coachSessions, input.startsAt, input.endsAt));
      const product = db.products.find((candidate) => candidate.id === input.productId);
      const session: CoachSession = applyUpdate(
        {
          id: nextId(),
          coachId: Number(params.coachId),
          customer,
          status: 'SCHEDULED' as const,
          ...(product && { productTitle: product.title }),
        },
        input,
      );
      db.coachSessions.push(session);
      return response(201).json({ content: session });
    }),
    http.patch('/coaches/{coachId}/sessions/{sessionId}', async ({ params, request, response }) => {
      const session = db.coachSessions.find(
        (candidate) => candidate.id === Number(params.sessionId),
      );
      if (!session) return response(404).json(notFound());
      const change = checkOneSessionChange(await request.json());
      if ('status' in change) {
        const { status } = change;
        if (status === 'SCHEDULED') {
          checkOutcomeUndo(session, demoNow);
          session.status = lifecycle.session.outcomeUndone;
          delete session.outcomeSetAt;
          delete session.outcomeSetBy;
        } else {
          checkCoachStatus(session, status, demoNow);
          session.status = status;
          Object.assign(session, coachOutcomeRecord(status, demoNow));
        }
        return response(200).json({ content: session });
      }
      checkCoachReschedule(session, demoNow);
      const minutes = Temporal.Instant.from(session.startsAt)
        .until(session.endsAt)
        .total('minutes');
      checkFreeTime(freeTimeAt(db, minutes, change.startsAt, session));
      session.startsAt = Temporal.Instant.from(change.startsAt).toString();
      session.endsAt = Temporal.Instant.from(change.startsAt).add({ minutes }).toString();
      return response(200).json({ content: session });
    }),
    http.delete('/coaches/{coachId}/sessions/{sessionId}', ({ params, response }) => {
      const before = db.coachSessions.length;
      db.coachSessions = db.coachSessions.filter(
        (session) => session.id !== Number(params.sessionId),
      );
      return db.coachSessions.length < before
        ? response(204).empty()
        : response(404).json(notFound());
    }),
    http.get('/coaches/{coachId}/schedule', ({ response }) =>
      response(200).json({ content: db.coachSchedule }),
    ),
    http.put('/coaches/{coachId}/schedule', async ({ request, response }) => {
      const input = await request.json();
      checkScheduleWindows(input.windows, input.overrides ?? []);
      db.coachSchedule = { ...db.coachSchedule, ...input };
      return response(200).json({ content: db.coachSchedule });
    }),
    http.get('/coaches/{coachId}/subscription', ({ response }) =>
      response(200).json({ content: db.coachSubscription }),
    ),
    http.put('/coaches/{coachId}/subscription', async ({ request, response }) => {
      const { plan, paymentMethodId } = await request.json();
      const card = checkSubscriptionCard(
        db.paymentMethods.find((method) => method.id === paymentMethodId),
      );
      const current = db.coachSubscription;
      // The mock's clock stands still, so no request is a repeat of the last charge.
      if (
        subscriptionChange(current, { plan, paymentMethodId }, null, Date.parse(demoNow)) ===
        'changeCard'
      ) {
        db.coachSubscription = { ...current, paymentMethodId };
      } else {
        db.coachSubscription = newSubscription({ plan, paymentMethodId }, fixtures.demoToday);
        const invoiceId = nextId();
        db.subscriptionCharges.unshift({
          invoiceId,
          plan,
          amount: db.coachSubscription.price!,
          chargedAt: demoNow,
          periodStart: fixtures.demoToday,
          periodEnd: db.coachSubscription.currentPeriodEnd!,
          brand: card.brand,
          last4: card.last4,
          reference: `ch_mock_${invoiceId}`,
        });
      }
      return response(200).json({ content: db.coachSubscription });
    }),
    http.get('/coaches/{coachId}/subscription/invoices', ({ response }) =>
      response(200).json({ content: db.subscriptionCharges.map(subscriptionInvoice) }),
    ),
    http.delete('/coaches/{coachId}/subscription', ({ response }) => {
      db.coachSubscription = cancelledSubscription(db.coachSubscription);
      return response(200).json({ content: db.coachSubscription });
    }),
  ];
}
