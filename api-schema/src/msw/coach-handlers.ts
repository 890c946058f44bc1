// The coach's own business: sessions, weekly schedule and subscription. Changes to a session
// follow the shared rules, seen from the demo day.
import { Temporal } from 'temporal-polyfill';
import {
  coachRescheduleRefusal,
  coachStatusRefusal,
  overlapsScheduledSession,
  windowProblems,
} from '../rules';
import type { CoachSession } from '../schema';
import * as fixtures from './fixtures';
import { isFreeTime } from './free-times';
import {
  applyUpdate,
  demoNow,
  failure,
  notFound,
  page,
  type MockContext,
  type MockDb,
} from './mock-kit';

const reversedTimes = () =>
  failure(400, 'startTimeMustBeLessThanEndTime', 'The start must come before the end');

const slotTaken = () => failure(409, 'slotUnavailable', 'The time is not free');

/** The clients a coach can book by id: those who bought from them or have a session. */
const knownCustomers = (db: MockDb) => [
  ...fixtures.purchases.map((purchase) => purchase.customer),
  ...db.coachSessions.map((session) => session.customer),
];

/** When a new period of the plan ends, counted from the demo day. */
const periodEnd = { MONTHLY: '2026-04-30', YEARLY: '2027-03-31' } as const;

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
      // ISO instants in UTC compare correctly as text.
      if (input.endsAt <= input.startsAt) return response(400).json(reversedTimes());
      const customer =
        customerId === undefined
          ? { id: nextId(), name: customerName ?? '', email: customerEmail ?? '' }
          : knownCustomers(db).find((known) => known.id === customerId);
      if (!customer) return response(400).json(failure(400, 'badRequest', 'No such client'));
      if (overlapsScheduledSession(db.coachSessions, input.startsAt, input.endsAt)) {
        return response(409).json(slotTaken());
      }
      const session: CoachSession = applyUpdate(
        {
          id: nextId(),
          coachId: Number(params.coachId),
          customer,
          status: 'SCHEDULED' as const,
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
      const change = await request.json();
      if (change.status) {
        const refusal = coachStatusRefusal(session, change.status, demoNow);
        if (refusal) return response(409).json(failure(409, refusal, 'Not now'));
        session.status = change.status;
        return response(200).json({ content: session });
      }
      if (!change.startsAt) return response(400).json(failure(400, 'badRequest', 'No change'));
      const refusal = coachRescheduleRefusal(session, demoNow);
      if (refusal) return response(409).json(failure(409, refusal, 'Not scheduled'));
      const minutes = Temporal.Instant.from(session.startsAt)
        .until(session.endsAt)
        .total('minutes');
      const free = isFreeTime(db, minutes, change.startsAt, session);
      if (!free) return response(409).json(slotTaken());
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
      // A date's hours follow the weekly hours' rules, each date as a day of its own.
      const dated = (input.overrides ?? []).map((override) =>
        override.windows.map((window) => ({ ...window, dayOfWeek: 'MONDAY' as const })),
      );
      const problems = [input.windows, ...dated].flatMap((windows) => [...windowProblems(windows)]);
      if (problems.some(([, problem]) => problem === 'startTimeMustBeLessThanEndTime')) {
        return response(400).json(reversedTimes());
      }
      if (problems.length) {
        return response(400).json(failure(400, 'badRequest', 'Windows of one day overlap'));
      }
      db.coachSchedule = { ...db.coachSchedule, ...input };
      return response(200).json({ content: db.coachSchedule });
    }),
    http.get('/coaches/{coachId}/subscription', ({ response }) =>
      response(200).json({ content: db.coachSubscription }),
    ),
    http.put('/coaches/{coachId}/subscription', async ({ request, response }) => {
      const { plan, paymentMethodId } = await request.json();
      if (!db.paymentMethods.some((method) => method.id === paymentMethodId)) {
        return response(402).json(failure(402, 'failedPay', 'The card could not be charged'));
      }
      const current = db.coachSubscription;
      // As the API does: the same plan, still paid for, only changes the card.
      db.coachSubscription =
        current.status === 'ACTIVE' && current.plan === plan
          ? { ...current, paymentMethodId }
          : {
              status: 'ACTIVE',
              plan,
              price: fixtures.subscriptionPrices[plan],
              currentPeriodEnd: periodEnd[plan],
              paymentMethodId,
            };
      return response(200).json({ content: db.coachSubscription });
    }),
    http.delete('/coaches/{coachId}/subscription', ({ response }) => {
      db.coachSubscription = { ...db.coachSubscription, status: 'CANCELLED' };
      return response(200).json({ content: db.coachSubscription });
    }),
  ];
}
