// Finding a coach, buying their offer and booking, moving and cancelling its sessions. The mocks
// keep the records; what is free, and what may change when, is the shared rules' answer.
import {
  checkClientCancel,
  checkClientReschedule,
  checkFreeTime,
  checkNotOwnOffer,
  checkPurchaseRequest,
  checkSessionsLeft,
  freeSlots,
  lifecycle,
  messageLink,
  checkTestCallAvailable,
  purchasedOffering,
  purchasesOfProduct,
  purchaseStatusTotals,
  purchaseTotals,
  sessionsToBook,
} from '@hci/rules';
import type {
  CoachProductPurchase,
  CoachSession,
  CommunicationIntent,
  CommunicationIntentParameters,
  CommunicationIntentType,
} from '@hci/api-schema';
import { freeTimeAt, freeTimesQuery } from './free-times';
import { callerOf, demoNow, notFound, page, type MockContext } from './mock-kit';

export function bookingHandlers({ http, db, nextId }: MockContext) {
  const coachName = `${db.coach.personalInfo.firstName} ${db.coach.personalInfo.lastName}`;
  const coachSummary = { id: db.coach.id, name: coachName };
  /** What the directory and a visitor read of the coach. */
  const publicCoach = () => ({
    ...db.coach,
    educations: db.educations,
    certifications: db.certifications,
    schedule: { id: db.coachSchedule.id, timeZone: db.coachSchedule.timeZone },
  });
  const durationOf = (productId: number) =>
    db.products.find((product) => product.id === productId)?.serviceSpecification?.session
      .duration ?? 60;
  const newSession = (
    purchase: CoachProductPurchase,
    startsAt: string,
    clientTimeZone: string | undefined,
  ): CoachSession => {
    const product = db.products.find((candidate) => candidate.id === purchase.product.id)!;
    const mode = product.serviceSpecification?.session.type ?? 'ONLINE';
    const session: CoachSession = {
      id: nextId(),
      coachId: purchase.coachId,
      productId: purchase.product.id,
      productTitle: product.title,
      purchaseId: purchase.id,
      customer: purchase.customer,
      coach: coachSummary,
      startsAt,
      endsAt: new Date(Date.parse(startsAt) + durationOf(product.id) * 60_000).toISOString(),
      status: 'SCHEDULED',
      deliveryMode: mode,
      rescheduled: false,
      ...(clientTimeZone ? { clientTimeZone } : {}),
      ...(mode === 'ONLINE' && db.coach.coachWebConferenceUrl
        ? { meetingUrl: db.coach.coachWebConferenceUrl }
        : {}),
    };
    purchase.sessions = [...(purchase.sessions ?? []), session];
    // The coach's own list shows the booking too.
    db.coachSessions.push(session);
    return session;
  };
  /** Each purchase, booking, move and cancellation leaves a message in the buyer's inbox. */
  const tell = (
    purchase: CoachProductPurchase,
    type: CommunicationIntentType,
    facts: CommunicationIntentParameters,
  ) => {
    const parameters = { purchaseId: purchase.id, coachName, ...facts };
    const intent: CommunicationIntent = {
      id: nextId(),
      studentId: purchase.customer.id,
      type,
      parameters,
      channel: 'INBOX',
      status: 'DELIVERED',
      archived: false,
      createdAt: demoNow,
      link: messageLink(type, parameters),
    };
    db.intents.unshift(intent);
  };
  const findSession = (purchaseId: string, sessionId: string) => {
    const purchase = db.studentPurchases.find((candidate) => candidate.id === Number(purchaseId));
    const session = purchase?.sessions?.find((candidate) => candidate.id === Number(sessionId));
    return purchase && session ? { purchase, session } : undefined;
  };
  /** A charge's answer kept by its Idempotency-Key, so a retried request charges nothing more. */
  const charged = new Map<string, CoachProductPurchase>();

  return [
    http.get('/coaches', ({ query, response }) => {
      const keyword = query.get('keyword')?.toLowerCase();
      const specialization = query.get('specialization')?.toLowerCase();
      const language = query.get('language');
      const coach = publicCoach();
      const matches =
        db.products.some((product) => product.published) &&
        (!keyword || coachName.toLowerCase().includes(keyword)) &&
        (!specialization ||
          (coach.specializations ?? []).some((entry) =>
            entry.toLowerCase().includes(specialization),
          )) &&
        (!language || (coach.languages ?? []).includes(language as 'EN'));
      return response(200).json(page(matches ? [coach] : [], query, 12));
    }),
    http.get('/coaches/{coachId}', ({ params, response }) =>
      Number(params.coachId) === db.coach.id
        ? response(200).json({ content: publicCoach() })
        : response(404).json(notFound()),
    ),
    http.get(
      '/coaches/{coachId}/products/{productId}/available_schedules/{scheduleId}',
      ({ params, query, response }) => {
        const startDate = query.get('startDate') ?? demoNow.slice(0, 10);
        const endDate = query.get('endDate') ?? startDate;
        return response(200).json({
          content: {
            scheduleId: Number(params.scheduleId),
            productId: Number(params.productId),
            timeZone: db.coachSchedule.timeZone,
            slots: freeSlots(
              freeTimesQuery(db, durationOf(Number(params.productId)), { startDate, endDate }),
            ),
          },
        });
      },
    ),
    http.post('/coach_product_purchases', async ({ request, response }) => {
      const key = request.headers.get('Idempotency-Key');
      const earlier = key ? charged.get(key) : undefined;
      if (earlier) return response(201).json({ content: earlier });
      const body = await request.json();
      const product = db.products.find(
        (candidate) => candidate.id === body.productId && candidate.published,
      );
      if (!product) return response(404).json(notFound());
      const caller = callerOf(request);
      checkNotOwnOffer(caller.coachId, product.coachId);
      checkPurchaseRequest(product, body);
      const service = product.type === 'SERVICE';
      const card = db.paymentMethods.find((method) => method.id === body.paymentMethodId);
      if (product.price > 0 && !card) return response(404).json(notFound());
      const buyer = caller.studentId === db.student.id ? db.student : db.coachStudent;
      checkTestCallAvailable(
        product,
        purchasesOfProduct(
          db.studentPurchases.filter((purchase) => purchase.customer.id === buyer.id),
          product.id,
        ),
      );
      if (service) checkFreeTime(freeTimeAt(db, durationOf(product.id), body.startsAt!));
      const purchase: CoachProductPurchase = {
        id: nextId(),
        coachId: product.coachId,
        coach: coachSummary,
        product: purchasedOffering(product),
        coachProductType: product.type,
        customer: {
          id: buyer.id,
          name: `${buyer.personalInfo.firstName} ${buyer.personalInfo.lastName}`,
          email: buyer.user.email,
        },
        status: 'PAID',
        amount: product.price,
        currency: 'USD',
        purchasedAt: demoNow,
        ...(service
          ? { sessionsIncluded: product.serviceSpecification?.session.count ?? 1, sessions: [] }
          : {}),
      };
      if (service) newSession(purchase, body.startsAt!, body.timeZone);
      db.studentPurchases.unshift(purchase);
      if (key) charged.set(key, purchase);
      tell(purchase, 'PURCHASE_CONFIRMED', {
        productTitle: product.title,
        amount: product.price,
        ...(service ? { startsAt: body.startsAt! } : {}),
      });
      return response(201).json({ content: purchase });
    }),
    http.get('/students/{studentId}/coach_product_purchases', ({ params, query, response }) => {
      const own = db.studentPurchases.filter(
        (purchase) => purchase.customer.id === Number(params.studentId),
      );
      const statusTotals = purchaseStatusTotals(own);
      return response(200).json({
        ...page(own, query),
        totalAmount: purchaseTotals(statusTotals).settled,
        statusTotals,
      });
    }),
    http.post(
      '/coach_product_purchases/{purchaseId}/sessions',
      async ({ params, request, response }) => {
        const purchase = db.studentPurchases.find(
          (candidate) => candidate.id === Number(params.purchaseId),
        );
        if (!purchase) return response(404).json(notFound());
        const { startsAt, timeZone } = await request.json();
        checkSessionsLeft(sessionsToBook(purchase.sessionsIncluded ?? 0, purchase.sessions ?? []));
        checkFreeTime(freeTimeAt(db, durationOf(purchase.product.id), startsAt));
        const session = newSession(purchase, startsAt, timeZone);
        tell(purchase, 'SESSION_BOOKED', { startsAt });
        return response(201).json({ content: session });
      },
    ),
    http.put(
      '/coach_product_purchases/{purchaseId}/sessions/{sessionId}',
      async ({ params, request, response }) => {
        const found = findSession(params.purchaseId, params.sessionId);
        if (!found) return response(404).json(notFound());
        const { purchase, session } = found;
        checkClientReschedule(session, demoNow);
        const { startsAt, timeZone } = await request.json();
        checkFreeTime(freeTimeAt(db, durationOf(purchase.product.id), startsAt, session));
        const length = Date.parse(session.endsAt) - Date.parse(session.startsAt);
        const previousStartsAt = session.startsAt;
        Object.assign(session, {
          startsAt,
          endsAt: new Date(Date.parse(startsAt) + length).toISOString(),
          rescheduled: true,
          // Its calendar entry's next version, as the API numbers it.
          calendarSequence: (session.calendarSequence ?? 0) + 1,
          ...(timeZone ? { clientTimeZone: timeZone } : {}),
        });
        tell(purchase, 'SESSION_MOVED', { previousStartsAt, startsAt });
        return response(200).json({ content: session });
      },
    ),
    http.post(
      '/coach_product_purchases/{purchaseId}/sessions/{sessionId}/cancellation',
      ({ params, response }) => {
        const found = findSession(params.purchaseId, params.sessionId);
        if (!found) return response(404).json(notFound());
        const { purchase, session } = found;
        checkClientCancel(session, demoNow);
        session.status = lifecycle.session.cancelled;
        Object.assign(session, { calendarSequence: (session.calendarSequence ?? 0) + 1 });
        tell(purchase, 'SESSION_CANCELLED', { startsAt: session.startsAt });
        return response(200).json({ content: session });
      },
    ),
  ];
}
