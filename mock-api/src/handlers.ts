import { http as untypedHttp, HttpResponse, type HttpHandler } from 'msw';
import type { CoachProduct, CoachProductPurchase, CommunicationIntent } from '@hci/api-schema';
import {
  checkCredentials,
  checkTestCallLink,
  keptLocation,
  purchaseStatusTotals,
  purchaseTotals,
} from '@hci/rules';
import { accountHandlers } from './account-handlers';
import { bookingHandlers } from './booking-handlers';
import { coachHandlers } from './coach-handlers';
import { enrollmentHandlers } from './enrollment-handlers';
import * as fixtures from './fixtures';
import { learningHandlers } from './learning-handlers';
import {
  all,
  applyUpdate,
  createMockDb,
  DEFAULT_MOCK_BASE_URL,
  demoNow,
  mswPath,
  notFound,
  page,
  type MockContext,
  type MockOptions,
  ruledHttp,
  type PageQuery,
} from './mock-kit';
import { fallBehind, paymentHandlers } from './payment-handlers';

const MEDIA_PLACEHOLDER =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 3"><rect width="4" height="3" fill="silver"/></svg>';

/**
 * Any stored image or file answers a neutral placeholder, so photos and covers render the same in
 * every story and test, whether or not something listens on the mock API's port.
 */

/** The address stays on an in-person service only, as the shared rule says. */
function keepLocation(product: CoachProduct) {
  const location = keptLocation(product);
  if (location === null) delete product.location;
  else product.location = location;
}

export function mediaHandler(baseUrl = DEFAULT_MOCK_BASE_URL): HttpHandler {
  return untypedHttp.get(
    mswPath(baseUrl, '/media/{fileName}'),
    () => new HttpResponse(MEDIA_PLACEHOLDER, { headers: { 'content-type': 'image/svg+xml' } }),
  );
}

/**
 * Handlers for every resource the apps show, answering from the fixtures. Each call gets its own
 * copy of the data, so mutations in one story or test (archiving a notification, deleting a
 * product) never leak into another.
 */
export function createHandlers({
  baseUrl = DEFAULT_MOCK_BASE_URL,
  financialStatus = 'GOOD',
  enrollmentSigning = false,
  paymentInProgress,
}: MockOptions = {}): HttpHandler[] {
  const http = ruledHttp(baseUrl);
  const db = createMockDb();
  if (financialStatus !== 'GOOD') fallBehind(db.paymentPlans[0]!, financialStatus);
  if (enrollmentSigning) {
    db.applications.unshift(structuredClone(fixtures.signingApplication));
    db.envelopes.unshift(structuredClone(fixtures.signingEnvelope));
  }
  let lastId = 1000;
  const mock: MockContext = { http, db, baseUrl, nextId: () => (lastId += 1) };
  const { nextId } = mock;
  if (paymentInProgress !== undefined) {
    const card = db.paymentMethods.find((method) => method.isDefault)!;
    db.payments.push({
      id: nextId(),
      paymentPlanId: db.paymentPlans[0]!.id,
      type: 'CUSTOM',
      status: 'IN_PROGRESS',
      amount: paymentInProgress,
      paymentMethodId: card.id,
      brand: card.brand,
      last4: card.last4,
      createdAt: demoNow,
    });
  }
  const studentById = (id: number) =>
    id === db.coachStudent.id ? db.coachStudent : id === db.student.id ? db.student : undefined;
  const setIntents = (ids: readonly number[], change: Partial<CommunicationIntent>) => {
    let count = 0;
    for (const intent of db.intents) {
      if (!ids.includes(intent.id)) continue;
      Object.assign(intent, change);
      count += 1;
    }
    return count;
  };

  return [
    http.post('/auth/signin/coach', async ({ request, response }) => {
      const { email, password } = await request.json();
      const session = email === fixtures.demoCoachSession.email ? fixtures.demoCoachSession : null;
      return response(200).json({
        content: checkCredentials(session, password === db.password),
      });
    }),
    http.post('/auth/signin/student', async ({ request, response }) => {
      const { email, password } = await request.json();
      const session = [fixtures.demoStudentSession, fixtures.demoCoachSession].find(
        (candidate) => candidate.email === email,
      );
      return response(200).json({
        content: checkCredentials(session, password === db.password),
      });
    }),
    http.post('/auth/signin/refresh_token', ({ response }) =>
      response(200).json({ content: fixtures.demoCoachSession }),
    ),
    http.post('/auth/signup', async ({ request, response }) => {
      const body = await request.json();
      return response(201).json({
        content: { ...fixtures.demoStudentSession, email: body.email, isVerifiedEmail: false },
      });
    }),
    http.post('/auth/forgot_password', ({ response }) => response(202).empty()),
    http.post('/auth/reset_password', ({ response }) => response(204).empty()),
    http.post('/auth/verify_email', ({ response }) =>
      response(200).json({ content: fixtures.demoStudentSession }),
    ),
    http.post('/auth/resend_verification', ({ response }) => response(202).empty()),
    http.get('/students', ({ query, response }) => {
      const keyword = query.get('keyword')?.toLowerCase();
      const students = [db.student, db.coachStudent].filter(
        ({ personalInfo, user }) =>
          !keyword ||
          `${personalInfo.firstName} ${personalInfo.lastName} ${user.email}`
            .toLowerCase()
            .includes(keyword),
      );
      return response(200).json(page(students, query));
    }),
    http.get('/students/{studentId}', ({ params, response }) => {
      const student = studentById(Number(params.studentId));
      return student ? response(200).json({ content: student }) : response(404).json(notFound());
    }),
    http.put('/students/{studentId}', async ({ params, request, response }) => {
      const student = studentById(Number(params.studentId));
      if (!student) return response(404).json(notFound());
      const { user, personalInfo, contactInfo, address, ...changes } = await request.json();
      applyUpdate(student, changes);
      applyUpdate(student.personalInfo, personalInfo);
      applyUpdate(student.contactInfo, contactInfo ?? {});
      // The address is one value: given, it replaces the stored one.
      if (address !== undefined) student.address = applyUpdate({}, address ?? {});
      student.user.timeZone = user.timeZone;
      return response(200).json({ content: student });
    }),
    http.post('/students/{studentId}/logout', ({ response }) => response(204).empty()),
    http.patch('/students/{studentId}/session', ({ response }) => response(204).empty()),
    http.get('/students/{studentId}/account_history', ({ query, response }) =>
      response(200).json(page(db.accountHistory, query)),
    ),
    http.get('/students/{studentId}/activity_log', ({ query, response }) => {
      const source = query.get('source') ?? 'COACH';
      return response(200).json(
        page(
          fixtures.activityLog.filter((entry) => entry.source === source),
          query,
        ),
      );
    }),
    http.get('/students/{studentId}/envelopes', ({ query, response }) => {
      const statuses = query.get('status')?.split(',');
      return response(200).json(
        all(db.envelopes.filter((envelope) => !statuses || statuses.includes(envelope.status))),
      );
    }),
    http.post(
      '/students/{studentId}/communication_intents',
      async ({ request, query, response }) => {
        const criteria = await request.json();
        const channels = criteria.channels ?? ['INBOX'];
        const archived = criteria.archived ?? false;
        const matching = db.intents.filter(
          (intent) =>
            channels.includes(intent.channel) &&
            intent.archived === archived &&
            (!criteria.statuses || criteria.statuses.includes(intent.status)),
        );
        if (query.get('descending') === 'false') matching.reverse();
        return response(200).json(page(matching, query, 20));
      },
    ),
    http.post(
      '/students/{studentId}/communication_intents/{communicationIntentId}/archive',
      ({ params, response }) => {
        const id = Number(params.communicationIntentId);
        setIntents([id], { archived: true });
        const intent = db.intents.find((candidate) => candidate.id === id);
        return intent ? response(200).json({ content: intent }) : response(404).json(notFound());
      },
    ),
    http.post(
      '/students/{studentId}/communication_intents/{communicationIntentId}/unarchive',
      ({ params, response }) => {
        const id = Number(params.communicationIntentId);
        setIntents([id], { archived: false });
        const intent = db.intents.find((candidate) => candidate.id === id);
        return intent ? response(200).json({ content: intent }) : response(404).json(notFound());
      },
    ),
    http.patch(
      '/students/{studentId}/communication_intents/{communicationIntentId}/status',
      ({ params, query, response }) => {
        const id = Number(params.communicationIntentId);
        const status = query.get('status') === 'READ' ? 'READ' : 'DELIVERED';
        setIntents([id], { status });
        const intent = db.intents.find((candidate) => candidate.id === id);
        return intent ? response(200).json({ content: intent }) : response(404).json(notFound());
      },
    ),
    http.post(
      '/students/{studentId}/communication_intents/archive',
      async ({ request, response }) => {
        const { communicationIntentIds } = await request.json();
        return response(200).json({
          content: { count: setIntents(communicationIntentIds, { archived: true }) },
        });
      },
    ),
    http.post(
      '/students/{studentId}/communication_intents/unarchive',
      async ({ request, response }) => {
        const { communicationIntentIds } = await request.json();
        return response(200).json({
          content: { count: setIntents(communicationIntentIds, { archived: false }) },
        });
      },
    ),
    http.delete(
      '/students/{studentId}/communication_intents/delete',
      async ({ request, response }) => {
        const { communicationIntentIds } = await request.json();
        const before = db.intents.length;
        db.intents = db.intents.filter((intent) => !communicationIntentIds.includes(intent.id));
        return response(200).json({ content: { count: before - db.intents.length } });
      },
    ),
    http.get('/public/lookups', ({ query, response }) => {
      const types = query.get('types')?.split(',');
      return response(200).json(
        all(fixtures.lookups.filter((item) => !types || types.includes(item.type))),
      );
    }),
    http.get('/files/generate_presigned_url', ({ query, response }) =>
      response(200).json({
        content: {
          url: `${baseUrl}/media/${query.get('fileName')}?keyPairId=demo-key-pair&signature=demo-signature&policy=demo-policy`,
          expiresAt: '2026-03-31T10:00:00Z',
        },
      }),
    ),
    http.post('/files', ({ response }) =>
      response(201).json({
        content: {
          fileName: `upload-${nextId()}.jpg`,
          contentType: 'image/jpeg',
          size: 48213,
        },
      }),
    ),
    http.delete('/files', ({ response }) => response(204).empty()),
    mediaHandler(baseUrl),
    // The demo day stands still in the mocks: the development clock reads it and never moves.
    http.get('/dev/clock', ({ response }) => response(200).json({ now: demoNow })),
    http.post('/dev/clock', ({ response }) => response(200).json({ now: demoNow })),
    http.post('/mail/unsubscribe', ({ response }) => response(204).empty()),
    http.get('/dev/mailbox', ({ query, response }) => {
      const to = query.get('email') ?? '';
      return response(200).json({
        content: [
          {
            to,
            subject: 'Your verification code',
            text: `Your verification code is ${fixtures.demoVerificationCode}.`,
            code: fixtures.demoVerificationCode,
            sentAt: '2026-03-31T12:00:00Z',
          },
        ],
      });
    }),
    http.get('/coach_product_purchases', ({ query, response }) => {
      const keyword = query.get('keyword')?.toLowerCase();
      return response(200).json(
        purchasePage(
          fixtures.purchases.filter(
            (purchase) =>
              !keyword ||
              purchase.customer.name.toLowerCase().includes(keyword) ||
              purchase.product.title.toLowerCase().includes(keyword),
          ),
          query,
        ),
      );
    }),
    http.post('/coach_product_purchases/find_by_criteria', async ({ request, query, response }) => {
      const criteria = await request.json();
      return response(200).json(
        purchasePage(
          fixtures.purchases.filter(
            (purchase) =>
              (!criteria.status || purchase.status === criteria.status) &&
              (!criteria.coachProductType ||
                purchase.coachProductType === criteria.coachProductType) &&
              (!criteria.customer || String(purchase.customer.id) === criteria.customer.value),
          ),
          query,
        ),
      );
    }),
    http.get('/coaches/{coachId}/customers', ({ response }) => {
      const customers = new Map(
        fixtures.purchases.map(({ customer }) => [customer.id, customer.name]),
      );
      return response(200).json({
        content: [...customers]
          .map(([id, name]) => ({ value: String(id), label: name }))
          .sort((a, b) => a.label.localeCompare(b.label)),
      });
    }),
    http.get('/coach_product_purchases/{purchaseId}', ({ params, response }) => {
      const purchase = [...db.studentPurchases, ...fixtures.purchases].find(
        (candidate) => candidate.id === Number(params.purchaseId),
      );
      return purchase ? response(200).json({ content: purchase }) : response(404).json(notFound());
    }),
    http.put('/coaches/{coachId}', async ({ request, response }) => {
      const { user, personalInfo, contactInfo, socialNetworks, ...changes } = await request.json();
      checkTestCallLink({
        testCall: changes.testCall ?? db.coach.testCall,
        coachWebConferenceUrl:
          changes.coachWebConferenceUrl === undefined
            ? db.coach.coachWebConferenceUrl
            : changes.coachWebConferenceUrl,
      });
      applyUpdate(db.coach, changes);
      // The API keeps the test call's product published while the profile offers one.
      if (changes.testCall !== undefined)
        for (const product of db.products.filter((candidate) => candidate.testCall))
          product.published = changes.testCall;
      if (personalInfo) applyUpdate(db.coach.personalInfo, personalInfo);
      if (contactInfo) db.coach.contactInfo = applyUpdate(db.coach.contactInfo ?? {}, contactInfo);
      if (socialNetworks) db.coach.socialNetworks = applyUpdate({}, socialNetworks);
      if (user) Object.assign(db.coach, { user: { ...db.coach.user, ...user } });
      return response(200).json({ content: db.coach });
    }),
    http.get('/coaches/{coachId}/educations', ({ query, response }) =>
      response(200).json(page(db.educations, query, 30)),
    ),
    http.post('/coaches/{coachId}/educations', async ({ params, request, response }) => {
      const education = applyUpdate(
        { id: nextId(), coachId: Number(params.coachId) },
        await request.json(),
      );
      db.educations.push(education);
      return response(201).json({ content: education });
    }),
    http.put(
      '/coaches/{coachId}/educations/{educationId}',
      async ({ params, request, response }) => {
        const index = db.educations.findIndex((entry) => entry.id === Number(params.educationId));
        if (index < 0) return response(404).json(notFound());
        const education = applyUpdate({ ...db.educations[index]! }, await request.json());
        db.educations[index] = education;
        return response(200).json({ content: education });
      },
    ),
    http.delete('/coaches/{coachId}/educations/{educationId}', ({ params, response }) => {
      const removed = db.educations.find((entry) => entry.id === Number(params.educationId));
      if (!removed) return response(404).json(notFound());
      db.educations = db.educations.filter((entry) => entry !== removed);
      return response(200).json({ content: removed });
    }),
    http.get('/coaches/{coachId}/certifications', ({ query, response }) =>
      response(200).json(page(db.certifications, query, 30)),
    ),
    http.post('/coaches/{coachId}/certifications', async ({ params, request, response }) => {
      const certification = applyUpdate(
        { id: nextId(), coachId: Number(params.coachId) },
        await request.json(),
      );
      db.certifications.push(certification);
      return response(201).json({ content: certification });
    }),
    http.put(
      '/coaches/{coachId}/certifications/{certificationId}',
      async ({ params, request, response }) => {
        const index = db.certifications.findIndex(
          (entry) => entry.id === Number(params.certificationId),
        );
        if (index < 0) return response(404).json(notFound());
        const certification = applyUpdate({ ...db.certifications[index]! }, await request.json());
        db.certifications[index] = certification;
        return response(200).json({ content: certification });
      },
    ),
    http.delete('/coaches/{coachId}/certifications/{certificationId}', ({ params, response }) => {
      const removed = db.certifications.find(
        (entry) => entry.id === Number(params.certificationId),
      );
      if (!removed) return response(404).json(notFound());
      db.certifications = db.certifications.filter((entry) => entry !== removed);
      return response(200).json({ content: removed });
    }),
    http.get('/coaches/{coachId}/products', ({ query, response }) => {
      const type = query.get('type');
      return response(200).json(
        page(
          // The test call is kept by the profile's switch, not among what the coach edits.
          db.products.filter((product) => !product.testCall && (!type || product.type === type)),
          query,
        ),
      );
    }),
    http.get('/coaches/{coachId}/products/public', ({ query, response }) =>
      response(200).json(
        page(
          db.products.filter((product) => product.published),
          query,
          100,
        ),
      ),
    ),
    http.get('/coaches/{coachId}/products/{productId}', ({ params, response }) => {
      const product = db.products.find((candidate) => candidate.id === Number(params.productId));
      return product ? response(200).json({ content: product }) : response(404).json(notFound());
    }),
    http.post('/coaches/{coachId}/products', async ({ params, request, response }) => {
      const product = applyUpdate(
        {
          type: 'SERVICE' as const,
          priceUnit: 'NONE' as const,
          published: true,
          id: nextId(),
          coachId: Number(params.coachId),
        },
        await request.json(),
      );
      keepLocation(product);
      db.products.push(product);
      return response(201).json({ content: product });
    }),
    http.put('/coaches/{coachId}/products/{productId}', async ({ params, request, response }) => {
      const index = db.products.findIndex(
        (candidate) => candidate.id === Number(params.productId) && !candidate.testCall,
      );
      if (index < 0) return response(404).json(notFound());
      const product = applyUpdate({ ...db.products[index]! }, await request.json());
      keepLocation(product);
      db.products[index] = product;
      return response(200).json({ content: product });
    }),
    http.delete('/coaches/{coachId}/products/{productId}', ({ params, response }) => {
      const removed = db.products.find(
        (candidate) => candidate.id === Number(params.productId) && !candidate.testCall,
      );
      if (!removed) return response(404).json(notFound());
      db.products = db.products.filter((candidate) => candidate !== removed);
      return response(200).json({ content: removed });
    }),
    http.post('/analytics/events', ({ response }) => response(202).empty()),
    ...accountHandlers(mock),
    ...learningHandlers(mock),
    ...enrollmentHandlers(mock),
    ...paymentHandlers(mock),
    ...coachHandlers(mock),
    ...bookingHandlers(mock),
  ];
}

/** A page of purchases with the sum of every matching one, as the API answers. */
const purchasePage = (matching: readonly CoachProductPurchase[], query: PageQuery) => {
  const statusTotals = purchaseStatusTotals(matching);
  return {
    ...page(matching, query),
    totalAmount: purchaseTotals(statusTotals).settled,
    statusTotals,
  };
};
