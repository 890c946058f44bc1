// Walks every operation of openapi.yaml with the demo accounts and checks each answer against the
// contract's response schema. A new operation in the contract without a case here fails the run.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ResolvedOperation } from '../src/contract/openapi.js';
import { operations } from '../src/contract/openapi.js';
import { ContractValidator } from '../src/contract/validation.js';
import { issueSsoToken } from '../src/domain/auth/index.js';
import type { Json, Session, TestApi, TestResponse } from './harness.js';
import { demo, openTestApi } from './harness.js';
import { png, uploadForm } from './fixtures.js';

let api: TestApi;
let validator: ContractValidator;
let byId: Map<string, ResolvedOperation>;
let student: Session;
let coach: Session;
const covered = new Set<string>();
/** Operations seen charging a card. */
const charging = new Set<string>();

const cardCharges = async () => {
  const [row] = await api.services.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM card_charges',
  );
  return row!.n;
};

beforeAll(async () => {
  api = await openTestApi();
  validator = new ContractValidator(api.contract);
  byId = new Map(operations(api.contract).map((op) => [op.operationId, op]));
  student = await api.signIn(demo.student);
  coach = await api.signIn(demo.coach, 'coach');
});
afterAll(() => api.close());

/** Calls an operation, checks the status and validates the body against the contract. */
async function call(
  operationId: string,
  expected: number,
  path: string,
  options: Parameters<TestApi['request']>[2] = {},
): Promise<TestResponse> {
  const op = byId.get(operationId);
  if (!op) throw new Error(`${operationId} is not in the contract`);
  const charged = await cardCharges();
  const response = await api.request(op.method.toUpperCase(), path, options);
  expect(response.status, `${operationId}: ${JSON.stringify(response.body)}`).toBe(expected);
  const isJson = (response.headers.get('content-type') ?? '').includes('json');
  if (isJson)
    expect(validator.validateResponse(op, response.status, response.body), operationId).toEqual([]);
  else expect(Object.keys(op.responses)).toContain(String(expected));
  covered.add(operationId);
  if ((await cardCharges()) > charged) charging.add(operationId);
  return response;
}

const s = () => `/students/${student.studentId}`;
const c = () => `/coaches/${coach.coachId}`;
const asStudent = (extra: Parameters<TestApi['request']>[2] = {}) => ({
  token: student.accessToken,
  ...extra,
});
const asCoach = (extra: Parameters<TestApi['request']>[2] = {}) => ({
  token: coach.accessToken,
  ...extra,
});

describe('every operation answers as the contract says', () => {
  test('auth', async () => {
    await call('signInStudent', 200, '/auth/signin/student', {
      body: { email: demo.student, password: 'Welcome2026' },
    });
    await call('signInCoach', 200, '/auth/signin/coach', {
      body: { email: demo.coach, password: 'Welcome2026' },
    });
    const refreshed = await call('refreshToken', 200, '/auth/signin/refresh_token', {
      body: { refreshToken: (await api.signIn(demo.student)).refreshToken },
    });
    expect(refreshed.body.content.accessToken).toBeTruthy();
    const [user] = await api.services.db.query<{ id: number }>(
      'SELECT id FROM users WHERE email = $1',
      [demo.coach],
    );
    const token = await issueSsoToken(api.services, user!.id);
    await call('signInWithSsoToken', 200, '/auth/signin/sso', { body: { token } });
    const handover = await call('createHandoverToken', 201, '/auth/handover_token', asStudent());
    await call('signInWithSsoToken', 200, '/auth/signin/sso', {
      body: { token: handover.body.content.token },
    });
    const signUp = await call('signUp', 201, '/auth/signup', {
      body: {
        email: 'new.student@demo.test',
        password: 'Welcome2026',
        firstName: 'Nia',
        lastName: 'Park',
      },
    });
    const fresh = signUp.body.content as Session;
    const mailbox = await call('readDevMailbox', 200, '/dev/mailbox?email=new.student@demo.test');
    // The development clock is off here (auto-pay.test.ts moves time itself): both answer 404.
    await call('readDevClock', 404, '/dev/clock');
    await call('advanceDevClock', 404, '/dev/clock', { body: { advanceMs: 1 } });
    await call('unsubscribeFromTopic', 400, '/mail/unsubscribe?token=not-a-signed-token');
    const code = mailbox.body.content[0].code as string;
    await call('verifyEmail', 200, '/auth/verify_email', {
      token: fresh.accessToken,
      body: { code },
    });
    api.clock.advance(61_000);
    await call('resendVerification', 202, '/auth/resend_verification', {
      token: fresh.accessToken,
    });
    await call('forgotPassword', 202, '/auth/forgot_password', {
      body: { email: 'new.student@demo.test' },
    });
    const reset = (await api.request('GET', '/dev/mailbox?email=new.student@demo.test')).body
      .content[0];
    await call('resetPassword', 204, '/auth/reset_password', {
      body: { token: reset.code, password: 'Changed2026' },
    });
    const again = await api.request('POST', '/auth/signin/student', {
      body: { email: 'new.student@demo.test', password: 'Changed2026' },
    });
    const session = again.body.content as Session;
    await call('changePassword', 204, '/account/password', {
      token: session.accessToken,
      body: { currentPassword: 'Changed2026', newPassword: 'Welcome2027' },
    });
    await call('changeLanguage', 204, '/account/language', {
      token: session.accessToken,
      body: { languageIso2LetterCode: 'ES' },
    });
    await call('changeEmail', 202, '/account/email', {
      token: session.accessToken,
      body: { email: 'renamed.student@demo.test', currentPassword: 'Welcome2027' },
    });
    const [changeCode] = (await api.request('GET', '/dev/mailbox?email=renamed.student@demo.test'))
      .body.content;
    await call('confirmEmailChange', 200, '/account/email/confirm', {
      token: session.accessToken,
      body: { code: changeCode.code },
    });
    await call('logoutStudent', 204, `/students/${session.studentId}/logout`, {
      token: session.accessToken,
    });
  });

  test('students', async () => {
    await call('listStudents', 200, '/students', asStudent());
    const me = await call('getStudent', 200, s(), asStudent());
    const { personalInfo, address, contactInfo } = me.body.content;
    await call(
      'updateStudent',
      200,
      s(),
      asStudent({ body: { personalInfo, address, contactInfo, user: { timeZone: 'none' } } }),
    );
    await call(
      'getStudentSsoLoginUrl',
      200,
      `${s()}/sso/login_url/1?orgUnitId=OU-HCTP-101`,
      asStudent(),
    );
    const history = await call(
      'listAccountHistory',
      200,
      `${s()}/account_history?size=5`,
      asStudent(),
    );
    expect(history.body.pagination.total).toBeGreaterThan(5);
    await call('updateStudentSession', 204, `${s()}/session?status=IDLE`, asStudent());
    await call(
      'listActivityLog',
      200,
      `${s()}/activity_log?categories=COACHING,ENROLLMENT`,
      asStudent(),
    );
    await call('updateAutoPay', 200, `${s()}/auto_pay`, asStudent({ body: { autoPay: true } }));
    const prefs = await call(
      'getCommunicationPreferences',
      200,
      `${s()}/communication_preferences`,
      asStudent(),
    );
    await call(
      'updateCommunicationPreferences',
      200,
      `${s()}/communication_preferences`,
      asStudent({ body: { ...prefs.body.content, smsEnabled: true } }),
    );
  });

  test('inbox', async () => {
    const inbox = await call(
      'findCommunicationIntents',
      200,
      `${s()}/communication_intents`,
      asStudent({ body: {} }),
    );
    const [first, second, third] = inbox.body.content as { id: number }[];
    const one = `${s()}/communication_intents/${first!.id}`;
    await call('updateCommunicationIntentStatus', 200, `${one}/status?status=READ`, asStudent());
    await call('archiveCommunicationIntent', 200, `${one}/archive`, asStudent());
    await call('unarchiveCommunicationIntent', 200, `${one}/unarchive`, asStudent());
    const bulk = { communicationIntentIds: [second!.id, third!.id] };
    await call(
      'archiveCommunicationIntents',
      200,
      `${s()}/communication_intents/archive`,
      asStudent({ body: bulk }),
    );
    await call(
      'unarchiveCommunicationIntents',
      200,
      `${s()}/communication_intents/unarchive`,
      asStudent({ body: bulk }),
    );
    await call(
      'deleteCommunicationIntents',
      200,
      `${s()}/communication_intents/delete`,
      asStudent({ body: bulk }),
    );
  });

  test('lookups, files, media, analytics', async () => {
    await call('listLookups', 200, '/public/lookups?types=COUNTRY,STATE');
    const upload = await call(
      'uploadFile',
      201,
      '/files',
      asStudent({ rawBody: uploadForm(png(), 'photo.png', 'image/png', 'STUDENT_PHOTO') }),
    );
    const fileName = upload.body.content.fileName as string;
    const presigned = await call(
      'generatePresignedUrl',
      200,
      `/files/generate_presigned_url?fileName=${fileName}`,
      asStudent(),
    );
    const url = new URL(presigned.body.content.url);
    await call('getMedia', 200, `${url.pathname}${url.search}`);
    await call('deleteFile', 204, `/files?fileName=${fileName}`, asStudent());
    await call('trackEvents', 202, '/analytics/events', {
      body: {
        events: [
          {
            name: 'page_view',
            occurredAt: '2026-01-01T10:00:00Z',
            identity: { email: demo.student },
          },
        ],
      },
    });
  });

  test('agreements', async () => {
    const envelopes = await call(
      'listStudentEnvelopes',
      200,
      `${s()}/envelopes?status=SENT`,
      asStudent(),
    );
    const envelope = envelopes.body.content[0];
    const download = await call(
      'downloadEnvelopeDocument',
      200,
      `/envelopes/${envelope.id}/documents/${envelope.documents[0].id}`,
      asStudent(),
    );
    expect(download.headers.get('content-type')).toBe('application/pdf');
    await call(
      'signEnvelope',
      200,
      `/envelopes/${envelope.id}/sign`,
      asStudent({ body: { signatureName: 'Jordan Whitaker', agree: true } }),
    );
  });

  test('courses and awards', async () => {
    const courses = await call('listStudentCourses', 200, `${s()}/courses`, asStudent());
    const courseId = courses.body.content[0].id;
    const modules = await call(
      'listCourseModules',
      200,
      `${s()}/courses/${courseId}/modules?bookmarks=UNMARKED`,
      asStudent(),
    );
    const moduleId = modules.body.content[0].id;
    await call('listModuleBookmarks', 200, `${s()}/module_bookmarks`, asStudent());
    await call(
      'addModuleBookmark',
      204,
      `${s()}/module_bookmarks`,
      asStudent({ body: { moduleId } }),
    );
    await call('removeModuleBookmark', 204, `${s()}/module_bookmarks/${moduleId}`, asStudent());
    await call('listAwards', 200, `${s()}/awards`, asStudent());
  });

  test('enrollment', async () => {
    const cohorts = await call('listCohorts', 200, '/cohorts?programTrack=BUSINESS', asStudent());
    const cohortId = cohorts.body.content[0].id;
    const plans = await call(
      'listCohortPaymentPlans',
      200,
      `/cohorts/${cohortId}/payment_plans?voucherCode=WELCOME150`,
      asStudent(),
    );
    await call(
      'validateVoucher',
      200,
      '/vouchers/validate',
      asStudent({ body: { code: 'welcome150' } }),
    );
    await call('getPromoCode', 200, '/public/promo_codes/HCTP-FALL26');
    const methods = await call('listPaymentMethods', 200, `${s()}/payment_methods`, asStudent());
    const created = await call(
      'createEnrollmentApplication',
      201,
      `${s()}/enrollment_applications`,
      asStudent({ body: { cohortId } }),
    );
    const app = `${s()}/enrollment_applications/${created.body.content.id}`;
    await call(
      'updateEnrollmentApplication',
      200,
      app,
      asStudent({
        body: {
          paymentPlanId: plans.body.content[0].id,
          paymentMethodId: methods.body.content[0].id,
          voucherCode: 'WELCOME150',
        },
      }),
    );
    await call('getEnrollmentApplication', 200, app, asStudent());
    // The plan sent the draft's agreement: submitting needs it signed.
    const envelopes = await api.request('GET', `${s()}/envelopes?status=SENT`, asStudent());
    const agreement = (envelopes.body.content as { id: number; applicationId?: number }[]).find(
      (envelope) => envelope.applicationId === created.body.content.id,
    );
    await api.request(
      'POST',
      `/envelopes/${agreement!.id}/sign`,
      asStudent({ body: { signatureName: 'Jordan Whitaker', agree: true } }),
    );
    await call('submitEnrollmentApplication', 200, `${app}/submit`, asStudent());
    await call('listEnrollmentApplications', 200, `${s()}/enrollment_applications`, asStudent());
    await call('deleteEnrollmentApplication', 409, app, asStudent());
    const discarded = await call(
      'createEnrollmentApplication',
      201,
      `${s()}/enrollment_applications`,
      asStudent({ body: {} }),
    );
    await call(
      'deleteEnrollmentApplication',
      200,
      `${s()}/enrollment_applications/${discarded.body.content.id}`,
      asStudent(),
    );
  });

  test('payment methods and payments', async () => {
    const added = await call(
      'addPaymentMethod',
      201,
      `${s()}/payment_methods`,
      asStudent({
        body: {
          cardNumber: '378282246310005',
          expirationMonth: 4,
          expirationYear: 2031,
          cvc: '1234',
          holderName: 'Jordan Whitaker',
        },
      }),
    );
    const method = `${s()}/payment_methods/${added.body.content.id}`;
    await call(
      'updatePaymentMethod',
      200,
      method,
      asStudent({ body: { expirationMonth: 5, expirationYear: 2032, holderName: 'J. Whitaker' } }),
    );
    await call('setDefaultPaymentMethod', 200, `${method}/default`, asStudent());
    const plans = await call('listStudentPaymentPlans', 200, `${s()}/payment_plans`, asStudent());
    const plan = `${s()}/payment_plans/${plans.body.content[0].id}`;
    const detail = await call('getPaymentPlan', 200, plan, asStudent());
    const paid = detail.body.content.schedule.find(
      (row: { paymentIds?: number[] }) => row.paymentIds,
    );
    await call(
      'getPaymentReceipt',
      200,
      `${s()}/payments/${paid.paymentIds[0]}/receipt`,
      asStudent(),
    );
    const payment = await call(
      'makePayment',
      201,
      `${plan}/payments`,
      asStudent({
        body: { type: 'INSTALLMENT', paymentMethodId: added.body.content.id },
      }),
    );
    await call('getPayment', 200, `${s()}/payments/${payment.body.content.id}`, asStudent());
    const methods = await api.request('GET', `${s()}/payment_methods`, asStudent());
    const spare = (methods.body.content as { id: number; brand: string }[]).find(
      (m) => m.brand === 'MASTERCARD',
    )!;
    await call('deletePaymentMethod', 204, `${s()}/payment_methods/${spare.id}`, asStudent());
  });

  test('transfers', async () => {
    const transfers = await call(
      'listTransfers',
      200,
      `${s()}/transfers?status=PENDING`,
      asStudent(),
    );
    const id = transfers.body.content[0].id;
    await call('cancelTransfer', 200, `${s()}/transfers/${id}/cancel`, asStudent());
    await api.services.db.query("UPDATE transfers SET status = 'PENDING' WHERE id = $1", [id]);
    await call(
      'confirmTransfer',
      200,
      `${s()}/transfers/${id}/confirm`,
      asStudent({ body: { acceptTerms: true } }),
    );
  });

  test('coaching circles', async () => {
    const leader = student;
    const circles = await call(
      'listCoachingCircles',
      200,
      `/students/${leader.studentId}/coaching_circles`,
      { token: leader.accessToken },
    );
    const circle = circles.body.content[0];
    await call('addStudentToCoachingCircle', 201, `/coaching_circles/${circle.id}/members`, {
      token: leader.accessToken,
      body: { email: demo.unverified },
    });
    await call(
      'submitAttendance',
      200,
      `/coaching_circles/${circle.id}/sessions/${circle.sessions[0].id}/attendance`,
      {
        token: leader.accessToken,
        body: { attendeeStudentIds: [student.studentId] },
      },
    );
  });

  test('coach profile, educations and certifications', async () => {
    await call('getCoach', 200, c(), asStudent());
    await call(
      'updateCoach',
      200,
      c(),
      asCoach({ body: { intro: 'Updated intro', languages: ['EN'], testCall: false } }),
    );
    for (const [kind, body] of [
      ['Education', { institution: 'Community College', degree: 'Associate' }],
      ['Certification', { name: 'CPR', issuer: 'Red Cross', issuedOn: '2024-01-10' }],
    ] as const) {
      const base = `${c()}/${kind.toLowerCase()}s`;
      await call(`list${kind}s`, 200, `${base}?size=30`, asStudent());
      const created = await call(`create${kind}`, 201, base, asCoach({ body }));
      await call(`update${kind}`, 200, `${base}/${created.body.content.id}`, asCoach({ body }));
      await call(`delete${kind}`, 200, `${base}/${created.body.content.id}`, asCoach());
    }
  });

  test('coach products, schedules and sessions', async () => {
    await call('listCoachProducts', 200, `${c()}/products?type=SERVICE`, asCoach());
    const publicList = await call(
      'listPublicCoachProducts',
      200,
      `${c()}/products/public`,
      asStudent(),
    );
    const service = (publicList.body.content as Json[]).find(
      (p) => p.type === 'SERVICE' && p.price > 0,
    );
    const created = await call(
      'createCoachProduct',
      201,
      `${c()}/products`,
      asCoach({
        body: {
          title: 'Meal prep guide',
          price: 1900,
          type: 'PRODUCT',
          productSpecification: { colors: ['green'] },
        },
      }),
    );
    const product = `${c()}/products/${created.body.content.id}`;
    await call('getCoachProduct', 200, product, asStudent());
    await call(
      'updateCoachProduct',
      200,
      product,
      asCoach({ body: { title: 'Meal prep guide, 2nd edition', price: 2400 } }),
    );
    await call('deleteCoachProduct', 200, product, asCoach());
    const schedule = await call('getCoachSchedule', 200, `${c()}/schedule`, asCoach());
    const { id: _id, coachId: _coachId, ...input } = schedule.body.content;
    await call('updateCoachSchedule', 200, `${c()}/schedule`, asCoach({ body: input }));
    const start = new Date(api.clock.now() + 86_400_000).toISOString().slice(0, 10);
    const end = new Date(api.clock.now() + 8 * 86_400_000).toISOString().slice(0, 10);
    const slots = await call(
      'getAvailableSchedule',
      200,
      `${c()}/products/${service.id}/available_schedules/${schedule.body.content.id}?startDate=${start}&endDate=${end}`,
      asStudent(),
    );
    expect(slots.body.content.slots.length).toBeGreaterThan(0);
    await call('listCoachSessions', 200, `${c()}/sessions`, asCoach());
    const slot = slots.body.content.slots[0];
    const booked = await call(
      'createCoachSession',
      201,
      `${c()}/sessions`,
      asCoach({
        body: {
          // One of the demo coach's clients: only someone who bought from the coach is booked.
          customerName: 'Avery Thompson',
          customerEmail: 'avery.thompson@example.org',
          startsAt: slot.startsAt,
          endsAt: slot.endsAt,
          deliveryMode: 'ONLINE',
        },
      }),
    );
    await call('deleteCoachSession', 204, `${c()}/sessions/${booked.body.content.id}`, asCoach());
  });

  test('coach subscription', async () => {
    await call('getCoachSubscription', 200, `${c()}/subscription`, asCoach());
    const card = await api.request(
      'POST',
      `/students/${coach.studentId}/payment_methods`,
      asCoach({
        body: {
          cardNumber: '4242424242424242',
          expirationMonth: 1,
          expirationYear: 2032,
          cvc: '123',
          holderName: 'Marisol Reyes',
        },
      }),
    );
    await call(
      'updateCoachSubscription',
      200,
      `${c()}/subscription`,
      asCoach({ body: { plan: 'YEARLY', paymentMethodId: card.body.content.id } }),
    );
    await call('listCoachSubscriptionInvoices', 200, `${c()}/subscription/invoices`, asCoach());
    await call('cancelCoachSubscription', 200, `${c()}/subscription`, asCoach());
  });

  test('purchases', async () => {
    const list = await call(
      'listCoachProductPurchases',
      200,
      `/coach_product_purchases?coachId=${coach.coachId}&sortBy=purchasedAt&size=5`,
      asCoach(),
    );
    expect(list.body.pagination.total).toBeGreaterThan(5);
    await call(
      'findCoachProductPurchasesByCriteria',
      200,
      '/coach_product_purchases/find_by_criteria?size=5',
      asCoach({
        body: { coach: { value: String(coach.coachId), label: 'Marisol Reyes' }, status: 'PAID' },
      }),
    );
    await call(
      'getCoachProductPurchase',
      200,
      `/coach_product_purchases/${list.body.content[0].id}`,
      asCoach(),
    );
    await call('listCoachCustomers', 200, `/coaches/${coach.coachId}/customers`, asCoach());
  });

  test('buying and booking', async () => {
    await call('listCoaches', 200, '/coaches?keyword=marisol&language=EN&size=5');
    const methods = await api.request('GET', `${s()}/payment_methods`, asStudent());
    const paymentMethodId = methods.body.content[0].id;
    const product = await api.request(
      'POST',
      `${c()}/products`,
      asCoach({
        body: {
          title: 'Two sessions',
          price: 20000,
          type: 'SERVICE',
          serviceSpecification: { session: { type: 'ONLINE', count: 2, duration: 60 } },
        },
      }),
    );
    const productId = product.body.content.id;
    const scheduleId = (await api.request('GET', `${c()}/schedule`, asCoach())).body.content.id;
    const from = new Date(api.clock.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const to = new Date(api.clock.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    const slots = (
      await api.request(
        'GET',
        `${c()}/products/${productId}/available_schedules/${scheduleId}?startDate=${from}&endDate=${to}`,
      )
    ).body.content.slots as { startsAt: string }[];
    // Times on different days, clear of one another's buffer.
    const [first, second, third, fourth] = slots.filter(
      (slot, i) => i === 0 || slot.startsAt.slice(0, 10) !== slots[i - 1]!.startsAt.slice(0, 10),
    );
    const bought = await call(
      'createCoachProductPurchase',
      201,
      '/coach_product_purchases',
      asStudent({
        body: { coachId: coach.coachId, productId, paymentMethodId, startsAt: first!.startsAt },
        headers: { 'idempotency-key': 'contract-purchase' },
      }),
    );
    const purchaseId = bought.body.content.id;
    const booked = await call(
      'bookPurchaseSession',
      201,
      `/coach_product_purchases/${purchaseId}/sessions`,
      asStudent({ body: { startsAt: second!.startsAt } }),
    );
    const sessionId = booked.body.content.id;
    await call(
      'reschedulePurchaseSession',
      200,
      `/coach_product_purchases/${purchaseId}/sessions/${sessionId}`,
      asStudent({ body: { startsAt: third!.startsAt } }),
    );
    await call(
      'cancelPurchaseSession',
      200,
      `/coach_product_purchases/${purchaseId}/sessions/${sessionId}/cancellation`,
      asStudent(),
    );
    await call('listStudentPurchases', 200, `${s()}/coach_product_purchases?size=5`, asStudent());
    await call(
      'getCoachProductPurchase',
      200,
      `/coach_product_purchases/${purchaseId}`,
      asStudent(),
    );
    await call(
      'updateCoachSession',
      200,
      `${c()}/sessions/${bought.body.content.sessions[0].id}`,
      asCoach({ body: { startsAt: fourth!.startsAt } }),
    );
  });

  test('every operation of the contract was exercised', () => {
    const missing = [...byId.keys()].filter((id) => !covered.has(id));
    expect(missing).toEqual([]);
  });

  test('every operation seen charging a card takes an Idempotency-Key', () => {
    expect(charging.size).toBeGreaterThan(0);
    const withoutKey = [...charging].filter(
      (id) =>
        !byId
          .get(id)!
          .parameters.some((p) => p.in === 'header' && p.name.toLowerCase() === 'idempotency-key'),
    );
    expect(withoutKey).toEqual([]);
  });
});
