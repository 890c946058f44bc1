// A tour of every operation against the mocks: each answer (success and refusal) must be what
// openapi.yaml documents, and no operation may be left without a mock.
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createAuthClient, createPublicClient, createSessionStore } from '@hci/api-schema';
import { contractErrors, contractOperations, operationOf } from './test/contract-validator';
import { demoCoachSession, demoPassword, demoStudentSession } from './fixtures';
import { testCards } from '@hci/rules';
import { createHandlers } from './index';

const baseUrl = 'http://tour.test';
const server = setupServer(...createHandlers({ baseUrl }));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const signedIn = (auth: typeof demoStudentSession) => {
  const session = createSessionStore({ storage: null, events: null });
  session.signIn(auth);
  return createAuthClient(baseUrl, session);
};
const anyone = createPublicClient(baseUrl);
const student = signedIn(demoStudentSession);
const coach = signedIn(demoCoachSession);

const studentId = 1;
const coachId = 1;
const s = { path: { studentId } };
const c = { path: { coachId } };

interface Answer {
  operation: string;
  status: number;
  key?: string;
  errors: string[];
}

test('every operation has a mock, and every mocked answer conforms to openapi.yaml', async () => {
  const pending: Promise<Answer>[] = [];
  server.events.on('response:mocked', ({ request, response }) => {
    const url = new URL(request.url);
    const operation =
      operationOf(request.method, url.pathname) ?? `${request.method} ${url.pathname}`;
    const contentType = response.headers.get('content-type');
    pending.push(
      (contentType?.includes('json') ? response.clone().json() : Promise.resolve(undefined)).then(
        (body: unknown) => ({
          operation,
          status: response.status,
          key: (body as { key?: string } | undefined)?.key,
          errors: contractErrors(operation, response.status, contentType, body),
        }),
      ),
    );
  });

  const credentials = { email: 'coach@demo.test', password: demoPassword };
  // Auth and account.
  await anyone.POST('/auth/signin/coach', { body: credentials });
  await anyone.POST('/auth/signin/coach', { body: { ...credentials, email: 'x@demo.test' } });
  await anyone.POST('/auth/signin/student', {
    body: { ...credentials, email: 'student@demo.test' },
  });
  await coach.POST('/auth/handover_token');
  await anyone.POST('/auth/signin/sso', { body: { token: 'demo-sso-1' } });
  await anyone.POST('/auth/signin/sso', { body: { token: 'stale' } });
  await anyone.POST('/auth/signin/refresh_token', { body: { refreshToken: 'demo' } });
  await anyone.POST('/auth/signup', {
    body: {
      email: 'new@demo.test',
      password: 'Welcome2026',
      firstName: 'Nia',
      lastName: 'Park',
      languageIso2LetterCode: 'EN',
      programTrack: 'Health Coach Training Program',
    },
  });
  await anyone.POST('/auth/forgot_password', { body: { email: 'student@demo.test' } });
  await anyone.POST('/auth/reset_password', {
    body: { token: 'demo-token', password: 'Welcome2027' },
  });
  await student.POST('/auth/verify_email', { body: { code: '482913' } });
  await student.POST('/auth/resend_verification');
  await student.PUT('/account/password', {
    body: { currentPassword: 'wrong', newPassword: 'Welcome2027' },
  });
  await student.PUT('/account/password', {
    body: { currentPassword: demoPassword, newPassword: demoPassword },
  });
  await student.PUT('/account/password', {
    body: { currentPassword: demoPassword, newPassword: 'Welcome2027' },
  });
  await student.PUT('/account/email', {
    body: { email: 'coach@demo.test', currentPassword: 'Welcome2027' },
  });
  await student.PUT('/account/email', {
    body: { email: 'jordan@demo.test', currentPassword: 'Welcome2027' },
  });
  await student.POST('/account/email/confirm', { body: { code: '000000' } });
  await student.POST('/account/email/confirm', { body: { code: '482913' } });
  await student.PUT('/account/language', { body: { languageIso2LetterCode: 'ES' } });
  await anyone.GET('/dev/mailbox', { params: { query: { email: 'new@demo.test' } } });
  await anyone.GET('/dev/clock');
  await anyone.POST('/dev/clock', { body: { advanceMs: 86_400_000 } });
  await anyone.POST('/mail/unsubscribe', { params: { query: { token: 'a-token' } } });

  // The student record and what hangs from it.
  await coach.GET('/students', { params: { query: {} } });
  await student.GET('/students/{studentId}', { params: s });
  await student.PUT('/students/{studentId}', {
    params: s,
    body: {
      personalInfo: demoStudentPersonalInfo,
      user: { timeZone: 'America/Chicago' },
    },
  });
  await student.PUT('/students/{studentId}/auto_pay', { params: s, body: { autoPay: false } });
  await student.GET('/students/{studentId}/sso/login_url/{n}', {
    params: { path: { studentId, n: 1 }, query: { orgUnitId: 'OU-HCTP-101' } },
  });
  await student.PATCH('/students/{studentId}/session', {
    params: { ...s, query: { status: 'IDLE' } },
  });
  await student.GET('/students/{studentId}/account_history', { params: s });
  await student.GET('/students/{studentId}/activity_log', { params: s });
  await student.GET('/students/{studentId}/envelopes', { params: s });
  await student.POST('/envelopes/{envelopeId}/sign', {
    params: { path: { envelopeId: 3 } },
    body: { signatureName: 'Jordan Whitaker', agree: true },
  });
  await student.POST('/envelopes/{envelopeId}/sign', {
    params: { path: { envelopeId: 1 } },
    body: { signatureName: 'Jordan Whitaker', agree: true },
  });
  await student.GET('/envelopes/{envelopeId}/documents/{documentId}', {
    params: { path: { envelopeId: 2, documentId: 21 } },
    parseAs: 'blob',
  });
  await student.GET('/students/{studentId}/communication_preferences', { params: s });
  await student.PUT('/students/{studentId}/communication_preferences', {
    params: s,
    body: { emailEnabled: true, smsEnabled: true, pushEnabled: false, topics: ['PROMOTIONS'] },
  });
  await student.POST('/students/{studentId}/communication_intents', { params: s, body: {} });
  await student.POST(
    '/students/{studentId}/communication_intents/{communicationIntentId}/archive',
    { params: { path: { studentId, communicationIntentId: 28 } } },
  );
  await student.POST(
    '/students/{studentId}/communication_intents/{communicationIntentId}/unarchive',
    { params: { path: { studentId, communicationIntentId: 28 } } },
  );
  await student.PATCH(
    '/students/{studentId}/communication_intents/{communicationIntentId}/status',
    { params: { path: { studentId, communicationIntentId: 27 }, query: { status: 'READ' } } },
  );
  const ids = { communicationIntentIds: [26, 25] };
  await student.POST('/students/{studentId}/communication_intents/archive', {
    params: s,
    body: ids,
  });
  await student.POST('/students/{studentId}/communication_intents/unarchive', {
    params: s,
    body: ids,
  });
  await student.DELETE('/students/{studentId}/communication_intents/delete', {
    params: s,
    body: ids,
  });
  await anyone.GET('/public/lookups', { params: { query: { types: ['LANGUAGE'] } } });

  // Files and media.
  const form = new FormData();
  form.append('file', new Blob(['x'], { type: 'image/jpeg' }), 'photo.jpg');
  form.append('object', 'STUDENT_PHOTO');
  await student.POST('/files', { body: form as never, bodySerializer: (body) => body });
  await student.GET('/files/generate_presigned_url', {
    params: { query: { fileName: 'student-1-photo.jpg' } },
  });
  await student.DELETE('/files', { params: { query: { fileName: 'upload-1.jpg' } } });
  await anyone.GET('/media/{fileName}', {
    params: {
      path: { fileName: 'coach-1-photo.jpg' },
      query: { keyPairId: 'demo-key-pair', signature: 'demo-signature', policy: 'demo-policy' },
    },
    parseAs: 'blob',
  });

  // Learning.
  await student.GET('/students/{studentId}/courses', { params: s });
  await student.GET('/students/{studentId}/courses/{courseId}/modules', {
    params: { path: { studentId, courseId: 1 }, query: { bookmarks: 'MARKED' } },
  });
  await student.GET('/students/{studentId}/courses/{courseId}/modules', {
    params: { path: { studentId, courseId: 99 } },
  });
  await student.GET('/students/{studentId}/module_bookmarks', { params: s });
  await student.POST('/students/{studentId}/module_bookmarks', {
    params: s,
    body: { moduleId: 104 },
  });
  await student.POST('/students/{studentId}/module_bookmarks', {
    params: s,
    body: { moduleId: 999 },
  });
  await student.DELETE('/students/{studentId}/module_bookmarks/{moduleId}', {
    params: { path: { studentId, moduleId: 103 } },
  });
  await student.GET('/students/{studentId}/awards', {
    params: { ...s, query: { status: 'EARNED' } },
  });
  await student.GET('/students/{studentId}/coaching_circles', { params: s });
  await student.POST('/coaching_circles/{circleId}/members', {
    params: { path: { circleId: 1 } },
    body: { email: 'sam.okafor@example.org' },
  });
  await student.POST('/coaching_circles/{circleId}/members', {
    params: { path: { circleId: 1 } },
    body: { email: 'ana.silva@example.org' },
  });
  await student.POST('/coaching_circles/{circleId}/members', {
    params: { path: { circleId: 1 } },
    body: { email: 'one.too.many@example.org' },
  });
  await student.PUT('/coaching_circles/{circleId}/sessions/{circleSessionId}/attendance', {
    params: { path: { circleId: 1, circleSessionId: 12 } },
    body: { attendeeStudentIds: [1, 11] },
  });

  // Enrollment.
  await student.GET('/cohorts', {
    params: { query: { programTrack: 'Advanced Coaching Skills' } },
  });
  await student.GET('/cohorts/{cohortId}/payment_plans', {
    params: { path: { cohortId: 2 }, query: { voucherCode: 'WELCOME150' } },
  });
  await student.POST('/vouchers/validate', { body: { code: 'WELCOME150' } });
  await student.POST('/vouchers/validate', { body: { code: 'SPRING2025' } });
  await student.POST('/vouchers/validate', { body: { code: 'NOPE' } });
  await anyone.GET('/public/promo_codes/{code}', { params: { path: { code: 'HCTP-FALL26' } } });
  await anyone.GET('/public/promo_codes/{code}', { params: { path: { code: 'UNKNOWN' } } });
  await student.GET('/students/{studentId}/enrollment_applications', { params: s });
  const draft = await student.POST('/students/{studentId}/enrollment_applications', {
    params: s,
    body: { cohortId: 2 },
  });
  const application = { path: { studentId, applicationId: draft.data!.content.id } };
  await student.POST('/students/{studentId}/enrollment_applications/{applicationId}/submit', {
    params: application,
  });
  await student.PUT('/students/{studentId}/enrollment_applications/{applicationId}', {
    params: application,
    body: { paymentPlanId: 23, paymentMethodId: 1, voucherCode: 'WELCOME150' },
  });
  await student.GET('/students/{studentId}/enrollment_applications/{applicationId}', {
    params: application,
  });
  await student.POST('/students/{studentId}/enrollment_applications/{applicationId}/submit', {
    params: application,
  });
  const discarded = await student.POST('/students/{studentId}/enrollment_applications', {
    params: s,
    body: { cohortId: 3 },
  });
  await student.DELETE('/students/{studentId}/enrollment_applications/{applicationId}', {
    params: { path: { studentId, applicationId: discarded.data!.content.id } },
  });

  // Payments.
  const plan = { path: { studentId, paymentPlanId: 1 } };
  await student.GET('/students/{studentId}/payment_plans', { params: s });
  await student.GET('/students/{studentId}/payment_plans/{paymentPlanId}', { params: plan });
  await student.GET('/students/{studentId}/payment_methods', { params: s });
  const card = { expirationMonth: 4, expirationYear: 2029, cvc: '123', holderName: 'Jordan W' };
  const discover = await student.POST('/students/{studentId}/payment_methods', {
    params: s,
    body: { ...card, cardNumber: '6011111111111117' },
  });
  await student.POST('/students/{studentId}/payment_methods', {
    params: s,
    body: { ...card, cardNumber: '6011111111111117' },
  });
  await student.POST('/students/{studentId}/payment_methods', {
    params: s,
    body: { ...card, cardNumber: testCards.declined },
  });
  await student.POST('/students/{studentId}/payment_methods', {
    params: s,
    body: { ...card, cardNumber: '4111111111111111', expirationYear: 2025 },
  });
  const method = (paymentMethodId: number) => ({ path: { studentId, paymentMethodId } });
  await student.PUT('/students/{studentId}/payment_methods/{paymentMethodId}', {
    params: method(2),
    body: { expirationMonth: 12, expirationYear: 2028, holderName: 'Jordan Whitaker' },
  });
  await student.DELETE('/students/{studentId}/payment_methods/{paymentMethodId}', {
    params: method(1),
  });
  await student.POST('/students/{studentId}/payment_methods/{paymentMethodId}/default', {
    params: method(2),
  });
  await student.DELETE('/students/{studentId}/payment_methods/{paymentMethodId}', {
    params: method(2),
  });
  await student.DELETE('/students/{studentId}/payment_methods/{paymentMethodId}', {
    params: method(discover.data!.content.id),
  });
  const payments = '/students/{studentId}/payment_plans/{paymentPlanId}/payments' as const;
  await student.POST(payments, {
    params: plan,
    body: { type: 'CUSTOM', paymentMethodId: 2, amount: 99_999_999 },
  });
  const paid = await student.POST(payments, {
    params: plan,
    body: { type: 'INSTALLMENT', paymentMethodId: 2 },
  });
  await student.POST(payments, {
    params: plan,
    body: { type: 'PRE_PAY', paymentMethodId: 2, amount: 100 },
  });
  const receipt = '/students/{studentId}/payments/{paymentId}/receipt' as const;
  await student.GET(receipt, { params: { path: { studentId, paymentId: paid.data!.content.id } } });
  await student.GET('/students/{studentId}/payments/{paymentId}', {
    params: { path: { studentId, paymentId: paid.data!.content.id } },
  });
  await student.GET(receipt, { params: { path: { studentId, paymentId: paid.data!.content.id } } });
  await student.GET(receipt, { params: { path: { studentId, paymentId: 200 } } });
  const payOff = await student.POST(payments, {
    params: plan,
    body: { type: 'PAY_OFF', paymentMethodId: 2 },
  });
  await student.GET('/students/{studentId}/payments/{paymentId}', {
    params: { path: { studentId, paymentId: payOff.data!.content.id } },
  });
  await student.POST(payments, { params: plan, body: { type: 'INSTALLMENT', paymentMethodId: 2 } });
  await student.GET('/students/{studentId}/transfers', {
    params: { ...s, query: { status: 'PENDING' } },
  });
  await student.POST('/students/{studentId}/transfers/{transferId}/confirm', {
    params: { path: { studentId, transferId: 2 } },
    body: { acceptTerms: true },
  });
  await student.POST('/students/{studentId}/transfers/{transferId}/cancel', {
    params: { path: { studentId, transferId: 2 } },
  });
  await student.POST('/students/{studentId}/logout', { params: s });

  // The coach side.
  await coach.GET('/coaches/{coachId}', { params: c });
  await coach.PUT('/coaches/{coachId}', { params: c, body: { intro: 'Habits that last.' } });
  const education = { institution: 'Institute', degree: 'Certificate', startYear: 2020 };
  const createdEducation = await coach.POST('/coaches/{coachId}/educations', {
    params: c,
    body: education,
  });
  const educationId = createdEducation.data!.content.id;
  await coach.GET('/coaches/{coachId}/educations', { params: c });
  await coach.PUT('/coaches/{coachId}/educations/{educationId}', {
    params: { path: { coachId, educationId } },
    body: education,
  });
  await coach.DELETE('/coaches/{coachId}/educations/{educationId}', {
    params: { path: { coachId, educationId } },
  });
  const certification = { name: 'Yoga teacher', issuer: 'Alliance', issuedOn: '2021-05-01' };
  const createdCertification = await coach.POST('/coaches/{coachId}/certifications', {
    params: c,
    body: certification,
  });
  const certificationId = createdCertification.data!.content.id;
  await coach.GET('/coaches/{coachId}/certifications', { params: c });
  await coach.PUT('/coaches/{coachId}/certifications/{certificationId}', {
    params: { path: { coachId, certificationId } },
    body: certification,
  });
  await coach.DELETE('/coaches/{coachId}/certifications/{certificationId}', {
    params: { path: { coachId, certificationId } },
  });
  const product = { path: { coachId, productId: 2 } };
  await coach.GET('/coaches/{coachId}/products', { params: c });
  await coach.GET('/coaches/{coachId}/products/public', { params: c });
  await coach.POST('/coaches/{coachId}/products', {
    params: c,
    body: { title: 'Sleep reset', price: 9900 },
  });
  await coach.GET('/coaches/{coachId}/products/{productId}', { params: product });
  await coach.PUT('/coaches/{coachId}/products/{productId}', {
    params: product,
    body: { title: 'Habit reset', price: 56000 },
  });
  await coach.GET('/coaches/{coachId}/products/{productId}/available_schedules/{scheduleId}', {
    params: {
      path: { coachId, productId: 2, scheduleId: 1 },
      query: { startDate: '2026-04-06', endDate: '2026-04-06' },
    },
  });
  // Finding a coach, buying and booking (a second buyer of the same time loses).
  await anyone.GET('/coaches', { params: { query: { keyword: 'marisol', language: 'ES' } } });
  const firstSession = {
    coachId,
    productId: 2,
    paymentMethodId: 1,
    startsAt: '2026-04-06T15:00:00Z',
  };
  const bought = await student.POST('/coach_product_purchases', {
    params: { header: { 'Idempotency-Key': 'tour-purchase-1' } },
    body: firstSession,
  });
  await student.POST('/coach_product_purchases', {
    params: { header: { 'Idempotency-Key': 'tour-purchase-2' } },
    body: firstSession,
  });
  await student.POST('/coach_product_purchases', {
    params: { header: { 'Idempotency-Key': 'tour-purchase-3' } },
    body: { coachId, productId: 4, paymentMethodId: 1 },
  });
  await student.GET('/students/{studentId}/coach_product_purchases', { params: s });
  const purchaseId = bought.data!.content.id;
  const next = await student.POST('/coach_product_purchases/{purchaseId}/sessions', {
    params: { path: { purchaseId } },
    body: { startsAt: '2026-04-06T17:00:00Z' },
  });
  const weekAhead = { path: { purchaseId: 21, sessionId: 33 } };
  await student.PUT('/coach_product_purchases/{purchaseId}/sessions/{sessionId}', {
    params: weekAhead,
    body: { startsAt: '2026-04-13T15:00:00Z' },
  });
  await student.PUT('/coach_product_purchases/{purchaseId}/sessions/{sessionId}', {
    params: weekAhead,
    body: { startsAt: '2026-04-13T17:00:00Z' },
  });
  await student.POST('/coach_product_purchases/{purchaseId}/sessions/{sessionId}/cancellation', {
    params: { path: { purchaseId: 21, sessionId: 32 } },
  });
  await student.POST('/coach_product_purchases/{purchaseId}/sessions/{sessionId}/cancellation', {
    params: { path: { purchaseId, sessionId: next.data!.content.id } },
  });
  await coach.DELETE('/coaches/{coachId}/products/{productId}', { params: product });
  await coach.GET('/coach_product_purchases', { params: { query: { coachId } } });
  await coach.POST('/coach_product_purchases/find_by_criteria', { body: { status: 'PAID' } });
  await coach.GET('/coach_product_purchases/{purchaseId}', {
    params: { path: { purchaseId: 1 } },
  });
  await coach.GET('/coaches/{coachId}/customers', { params: c });
  await coach.GET('/coaches/{coachId}/sessions', {
    params: { ...c, query: { from: '2026-04-01', status: 'SCHEDULED' } },
  });
  const booking = {
    customerName: 'Avery Thompson',
    customerEmail: 'avery.thompson@example.org',
    deliveryMode: 'ONLINE' as const,
  };
  await coach.POST('/coaches/{coachId}/sessions', {
    params: c,
    body: { ...booking, startsAt: '2026-04-20T16:00:00Z', endsAt: '2026-04-20T17:00:00Z' },
  });
  await coach.POST('/coaches/{coachId}/sessions', {
    params: c,
    body: { ...booking, startsAt: '2026-04-20T17:00:00Z', endsAt: '2026-04-20T16:00:00Z' },
  });
  await coach.DELETE('/coaches/{coachId}/sessions/{sessionId}', {
    params: { path: { coachId, sessionId: 7 } },
  });
  await coach.PATCH('/coaches/{coachId}/sessions/{sessionId}', {
    params: { path: { coachId, sessionId: 13 } },
    body: { status: 'COMPLETED' },
  });
  await coach.PATCH('/coaches/{coachId}/sessions/{sessionId}', {
    params: { path: { coachId, sessionId: 13 } },
    body: { status: 'SCHEDULED' },
  });
  await coach.PATCH('/coaches/{coachId}/sessions/{sessionId}', {
    params: { path: { coachId, sessionId: 13 } },
    body: { status: 'SCHEDULED' },
  });
  await coach.PATCH('/coaches/{coachId}/sessions/{sessionId}', {
    params: { path: { coachId, sessionId: 8 } },
    body: { status: 'NO_SHOW' },
  });
  await coach.GET('/coaches/{coachId}/schedule', { params: c });
  await coach.PUT('/coaches/{coachId}/schedule', {
    params: c,
    body: {
      timeZone: 'America/Denver',
      windows: [{ dayOfWeek: 'FRIDAY', startTime: '08:00', endTime: '10:30' }],
    },
  });
  await coach.PUT('/coaches/{coachId}/schedule', {
    params: c,
    body: {
      timeZone: 'America/Denver',
      windows: [{ dayOfWeek: 'FRIDAY', startTime: '10:30', endTime: '08:00' }],
    },
  });
  await coach.GET('/coaches/{coachId}/subscription', { params: c });
  await coach.PUT('/coaches/{coachId}/subscription', {
    params: c,
    body: { plan: 'YEARLY', paymentMethodId: 2 },
  });
  await coach.PUT('/coaches/{coachId}/subscription', {
    params: c,
    body: { plan: 'YEARLY', paymentMethodId: 404 },
  });
  await coach.GET('/coaches/{coachId}/subscription/invoices', { params: c });
  await coach.DELETE('/coaches/{coachId}/subscription', { params: c });
  await anyone.POST('/analytics/events', {
    body: { events: [{ name: 'page_view', occurredAt: '2026-03-31T12:00:00Z', path: '/home' }] },
  });

  const answers = await Promise.all(pending);
  expect(answers.flatMap((answer) => answer.errors)).toEqual([]);
  const answered = new Set(answers.map((answer) => answer.operation));
  expect(contractOperations.filter((operation) => !answered.has(operation))).toEqual([]);

  // The refusals the screens show, each with its error-catalogue key.
  const refusals = answers.filter((answer) => answer.status >= 400).map((answer) => answer.key);
  expect(refusals).toEqual([
    'failedLogin',
    'invalidSsoToken',
    'invalidCurrentPassword',
    'newPasswordSameAsCurrent',
    'verificationCodeError',
    'envelopeNotSignable',
    'notFound',
    'notFound',
    'exceededStudents',
    'voucherIsExpired',
    'invalidVoucherCode',
    'invalidVoucherCode',
    'noPaymentPlanSelected',
    'submitApplicationFailed',
    'cardAlreadyExist',
    'failedAddPaymentMethod',
    'invalidPaymentMethodDetails',
    'paymentMethodAssignedDeleteError',
    'paymentMethodDeleteDefaultError',
    'paymentBalanceExceeded',
    'paymentStatusInProgress',
    'notFound',
    'paymentNoBalance',
    'transferNotPending',
    'slotUnavailable',
    'rescheduleLimitReached',
    'changeWindowClosed',
    'startTimeMustBeLessThanEndTime',
    // The second undo of one outcome.
    'sessionStatusChanged',
    'sessionNotStarted',
    'startTimeMustBeLessThanEndTime',
    'badRequest',
  ]);
});

const demoStudentPersonalInfo = {
  firstName: 'Jordan',
  lastName: 'Whitaker',
  gender: 'NON_BINARY' as const,
};
