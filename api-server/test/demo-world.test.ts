// The seed and the mocks' fixtures show one demo world: what the API answers for the demo accounts
// is what the fixtures hold, but for ids, files and the dates, which each counts from its own day.
import { fixtures, studentPurchases } from '@hci/mock-api';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Json, Session, TestApi } from './harness.js';
import { demo, openTestApi } from './harness.js';
import { asUser, studentPath } from './requests.js';

let api: TestApi;
let student: Session;
let coach: Session;
beforeAll(async () => {
  api = await openTestApi();
  student = await api.signIn(demo.student);
  coach = await api.signIn(demo.coach, 'coach');
});
afterAll(() => api.close());

const get = async (path: string, session: Session): Promise<Json> =>
  (await api.request('GET', path, asUser(session))).body.content;

/** Those of `keys` the record holds. */
const pick = (record: Json, keys: readonly string[]): Json =>
  Object.fromEntries(keys.filter((key) => key in record).map((key) => [key, record[key]]));

/** A coach's education or certification as both state it, without ids or dates. */
const entry = ({ id: _id, coachId: _coach, issuedOn: _on, expiresOn: _until, ...rest }: Json) =>
  rest;

test('the demo student is the fixtures’ student', async () => {
  const seeded = await get(studentPath(student), student);
  const { personalInfo, contactInfo, address, languageIso2LetterCode, autoPay } = fixtures.student;
  const { educationLevel, occupation } = fixtures.student;
  expect(seeded).toMatchObject({
    personalInfo,
    contactInfo,
    address,
    languageIso2LetterCode,
    autoPay,
    educationLevel,
    occupation,
  });
  expect(seeded.user).toMatchObject({
    email: fixtures.student.user.email,
    timeZone: fixtures.student.user.timeZone,
  });
  expect(await get(`${studentPath(student)}/communication_preferences`, student)).toEqual(
    fixtures.communicationPreferences,
  );
  const awards = await get(`${studentPath(student)}/awards`, student);
  expect(awards.map(({ kind, params, status }: Json) => ({ kind, params, status }))).toEqual(
    fixtures.awards.map(({ kind, params, status }) => ({ kind, params, status })),
  );
  // The log lists one source at a time; newest first, as the fixtures hold it.
  const bySource = async (source: string): Promise<Json[]> =>
    get(`${studentPath(student)}/activity_log?source=${source}&size=50`, student);
  const activity = [...(await bySource('COACH')), ...(await bySource('STUDENT'))].sort((a, b) =>
    b.createdAt.localeCompare(a.createdAt),
  );
  expect(activity.map(({ id: _id, createdAt: _at, ...entry }) => entry)).toEqual(
    fixtures.activityLog.map(({ id: _id, createdAt: _at, ...entry }) => entry),
  );
  const cards = await get(`${studentPath(student)}/payment_methods`, student);
  expect(cards.map(({ id: _id, ...card }: Json) => card)).toEqual(
    fixtures.paymentMethods.map(({ id: _id, ...card }) => card),
  );
});

test('the demo coach is the fixtures’ coach', async () => {
  const seeded = await get(`/coaches/${coach.coachId}`, coach);
  const {
    id: _id,
    studentId: _student,
    user,
    photo: _photo,
    coverImage: _cover,
    ...profile
  } = fixtures.coach;
  expect(seeded).toMatchObject({
    ...profile,
    user: { email: user!.email, timeZone: user!.timeZone },
    educations: profile.educations!.map(entry),
    certifications: profile.certifications!.map(entry),
  });
  const offer = await get(`/coaches/${coach.coachId}/products?size=50`, coach);
  const withoutIds = ({ id: _id, coachId: _coach, image: _image, ...product }: Json) => product;
  const byTitle = (a: Json, b: Json) => a.title.localeCompare(b.title);
  // The coach's own list leaves out the test call the profile keeps; the public offer holds it.
  expect(offer.map(withoutIds).sort(byTitle)).toEqual(
    fixtures.products
      .filter((product) => !product.testCall)
      .map(withoutIds)
      .sort(byTitle),
  );
  const testCalls = (products: Json[]) => products.filter((product) => product.testCall);
  expect(
    testCalls(await get(`/coaches/${coach.coachId}/products/public?size=100`, coach)).map(
      withoutIds,
    ),
  ).toEqual(testCalls(fixtures.products).map(withoutIds));
  const subscription = await get(`/coaches/${coach.coachId}/subscription`, coach);
  const { currentPeriodEnd: _end, paymentMethodId: _card, ...plan } = fixtures.coachSubscription;
  expect(subscription).toMatchObject(plan);
  const invoices = await get(`/coaches/${coach.coachId}/subscription/invoices`, coach);
  const billed = ({ plan, amount, brand, last4, status }: Json) => ({
    plan,
    amount,
    brand,
    last4,
    status,
  });
  expect(invoices.map(billed)).toEqual(
    fixtures.subscriptionCharges.map((charge) => billed({ ...charge, status: 'PAID' })),
  );
});

test('the option lists are the fixtures’, but the programs, which the API names by a code', async () => {
  const seeded: Json[] = (await api.request('GET', '/public/lookups')).body.content;
  const types = new Set(fixtures.lookups.map((item) => item.type));
  types.delete('PROGRAM_TRACK');
  for (const type of types)
    expect(seeded.filter((item) => item.type === type)).toEqual(
      fixtures.lookups.filter((item) => item.type === type),
    );
});

/** Whole days from `from` to `to`, two ISO days. */
const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

/** A seeded day is as far from the API's today as the fixtures' is from their demo day. */
const sameOffset = (seeded: string, fixture: string) => {
  const today = new Date(api.clock.now()).toISOString().slice(0, 10);
  // The template may have been seeded the day before, just before midnight.
  expect([0, -1]).toContain(daysBetween(today, seeded) - daysBetween(fixtures.demoToday, fixture));
};

test('the demo coach’s hours are the fixtures’, her days off as far from today', async () => {
  const {
    id: _id,
    coachId: _coach,
    overrides,
    ...hours
  } = await get(`/coaches/${coach.coachId}/schedule`, coach);
  const {
    id: _fid,
    coachId: _fcoach,
    overrides: fixtureOverrides = [],
    ...fixtureHours
  } = fixtures.coachSchedule;
  expect(hours).toEqual(fixtureHours);
  expect(hours.timeZone).toBe(fixtures.coach.user!.timeZone);
  expect(overrides.map(({ windows }: Json) => windows)).toEqual(
    fixtureOverrides.map(({ windows }) => windows),
  );
  for (const [index, override] of fixtureOverrides.entries())
    sameOffset(overrides[index].date, override.date);
});

test('the open cohorts are the fixtures’, as far from today', async () => {
  const open: Json[] = await get('/cohorts?size=50', student);
  // The API names a program by its code, the fixtures in full.
  const tracks: Record<string, string> = {
    'Health Coach Training Program': 'HEALTH_COACH',
    'Advanced Coaching Skills': 'ADVANCED',
  };
  for (const cohort of fixtures.cohorts) {
    const seeded = open.find((c) => c.name === cohort.name);
    expect(seeded, cohort.name).toMatchObject({
      programTrack: tracks[cohort.programTrack],
      deliveryMode: cohort.deliveryMode,
      languageIso2LetterCode: cohort.languageIso2LetterCode,
      tuition: cohort.tuition,
      seatsAvailable: cohort.seatsAvailable,
    });
    sameOffset(seeded.startDate, cohort.startDate);
    sameOffset(seeded.graduationDate, cohort.graduationDate);
  }
  // The student's plan pays for the fixtures' spring cohort: the one its transfers leave.
  const spring = fixtures.planCohorts[fixtures.paymentPlans[0]!.id]!;
  const transfers: Json[] = await get(`${studentPath(student)}/transfers`, student);
  expect(transfers).not.toHaveLength(0);
  for (const { fromCohort } of transfers) {
    expect(fromCohort.name).toBe(spring.name);
    sameOffset(fromCohort.startDate, spring.startDate);
  }
});

test('the vouchers and promo codes are the fixtures’, expiring as far from today', async () => {
  for (const voucher of fixtures.vouchers) {
    const answer = await api.request(
      'POST',
      '/vouchers/validate',
      asUser(student, { code: voucher.code }),
    );
    if (voucher.expiresOn < fixtures.demoToday) {
      expect(answer.body.key).toBe('voucherIsExpired');
      continue;
    }
    const { code, amount, expiresOn } = answer.body.content;
    expect({ code, amount }).toEqual({ code: voucher.code, amount: voucher.amount });
    sameOffset(expiresOn, voucher.expiresOn);
  }
  for (const promo of fixtures.promoCodes) {
    if (!promo.expiresOn) throw new Error(`The fixtures' ${promo.code} has no expiry`);
    const answer = await api.request('GET', `/public/promo_codes/${promo.code}`);
    if (promo.expiresOn < fixtures.demoToday) {
      expect([answer.status, answer.body.key]).toEqual([404, 'voucherIsExpired']);
      continue;
    }
    const { code, discount, expiresOn } = answer.body.content;
    expect({ code, discount }).toEqual({ code: promo.code, discount: promo.discount });
    sameOffset(expiresOn, promo.expiresOn);
  }
});

test('the demo student’s plan, its payments, transfers and history are the fixtures’', async () => {
  const path = studentPath(student);
  const [listed]: Json[] = await get(`${path}/payment_plans`, student);
  const plan = await get(`${path}/payment_plans/${listed!.id}`, student);
  const fixture = fixtures.paymentPlanDetails[0]!;
  const { name, source, status, financialStatus, daysOverdue, autoPay, terms } = fixture;
  expect(plan).toMatchObject({
    name,
    source,
    status,
    financialStatus,
    daysOverdue,
    autoPay,
    terms,
  });
  expect(plan.breakdown).toEqual(fixture.breakdown);
  // The rows fall on the month's day the demo world lays them on, seen from each side's today.
  const rowFacts = ({ installment, status, amountDue, amountPaid, captureMethod }: Json) => ({
    ...{ installment, status, amountDue, amountPaid, captureMethod },
  });
  expect(plan.schedule.map(rowFacts)).toEqual(fixture.schedule.map(rowFacts));
  for (const row of plan.schedule as Json[])
    expect(row.paymentIds ?? []).toHaveLength(row.status === 'PAID' ? 1 : 0);

  const transferFacts = ({ status, fee, toCohort, newTerms }: Json) => ({
    ...{ status, fee, toCohort: toCohort.name, newTerms },
  });
  const transfers: Json[] = await get(`${path}/transfers`, student);
  expect(transfers.map(transferFacts)).toEqual(fixtures.transfers.map(transferFacts));

  const eventFacts = ({ type, description, amount, performedBy, paymentStatus }: Json) => ({
    ...{ type, description, amount, performedBy, paymentStatus },
  });
  const history: Json[] = await get(`${path}/account_history?size=100`, student);
  expect(history.map(eventFacts)).toEqual(fixtures.accountHistory.map(eventFacts));
});

/** An instant is as far from the API's today as the fixtures' from their demo day, at its time. */
const sameInstant = (seeded: string, fixture: string) => {
  sameOffset(seeded.slice(0, 10), fixture.slice(0, 10));
  expect(new Date(seeded).toISOString().slice(11, 16)).toBe(fixture.slice(11, 16));
};

test('the demo student’s envelopes are the fixtures’, the agreement signed when the history says', async () => {
  const seeded: Json[] = await get(`${studentPath(student)}/envelopes`, student);
  const facts = ({ name, status, signedBy, documents }: Json) => ({
    ...{ name, status, signedBy },
    documents: documents.map(({ name, pageCount }: Json) => ({ name, pageCount })),
  });
  expect(seeded.map(facts)).toEqual(fixtures.envelopes.map(facts));
  for (const [index, envelope] of fixtures.envelopes.entries()) {
    sameInstant(seeded[index]!.sentAt, envelope.sentAt);
    if (envelope.completedAt) sameInstant(seeded[index]!.completedAt, envelope.completedAt);
  }
  const signed = fixtures.envelopes.find((envelope) => envelope.status === 'COMPLETED')!;
  const history = fixtures.accountHistory.find(
    (event) => event.description.kind === 'AGREEMENT_SIGNED',
  )!;
  expect([signed.name.kind, signed.completedAt]).toEqual([
    history.description.params.agreement,
    history.eventDate,
  ]);
});

test('the inbox’s messages about the account are the fixtures’, sent as far from today', async () => {
  const accountTypes = new Set([
    'ENROLLMENT_COMPLETED',
    'PAYMENT_RECEIVED',
    'INSTALLMENT_DUE',
    'AGREEMENT_TO_SIGN',
    'TRANSFER_PROPOSED',
  ]);
  const listed: Json[] = (
    await api.request(
      'POST',
      `${studentPath(student)}/communication_intents?size=100`,
      asUser(student, { body: {} }),
    )
  ).body.content;
  const seeded = listed.filter((message) => accountTypes.has(message.type));
  const fixture = fixtures.communicationIntents.filter((message) => accountTypes.has(message.type));
  // Each names the envelope to sign by its own side's id, and a row's due day as its plan lays it.
  const toSign = async () =>
    (await get(`${studentPath(student)}/envelopes?status=SENT`, student))[0].id;
  const facts = (signing: number) => (message: Json) => {
    const { dueDate: _due, ...parameters } = message.parameters;
    return {
      type: message.type,
      parameters: {
        ...parameters,
        ...(parameters.agreementId === signing ? { agreementId: 'to sign' } : {}),
      },
      link: message.link,
    };
  };
  const fixtureToSign = fixtures.envelopes.find((envelope) => envelope.status === 'SENT')!.id;
  expect(seeded.map(facts(await toSign()))).toEqual(fixture.map(facts(fixtureToSign)));
  // A plan row falls on the month's day the world lays it on, so what is sent about a row keeps its
  // distance from the row's due day; the rest is as far from each side's today.
  for (const [index, message] of fixture.entries()) {
    const { createdAt, parameters } = seeded[index]!;
    if (message.parameters.dueDate) {
      expect(daysBetween(createdAt.slice(0, 10), parameters.dueDate)).toBe(
        daysBetween(message.createdAt.slice(0, 10), message.parameters.dueDate),
      );
    } else if (message.type !== 'PAYMENT_RECEIVED') sameInstant(createdAt, message.createdAt);
  }
});

test('the demo student’s courses, modules and bookmarks are the fixtures’, as far from today', async () => {
  const path = studentPath(student);
  // The API adds a 2,000-module library, so its module list is tried at full size.
  const seeded = ((await get(`${path}/courses?size=50`, student)) as Json[]).filter((course) =>
    fixtures.courses.some((fixture) => fixture.title === course.title),
  );
  const facts = (course: Json) => ({
    ...pick(course, ['title', 'description', 'status', 'progress', 'orgUnitId']),
    ...pick(course, ['moduleCount', 'completedModuleCount']),
    next: course.nextModule?.title,
  });
  expect(seeded.map(facts)).toEqual(fixtures.courses.map(facts));
  const moduleFacts = (module: Json) =>
    pick(module, [
      'title',
      'description',
      'week',
      'position',
      'status',
      'progress',
      'durationMinutes',
    ]);
  const bookmarked: string[] = [];
  for (const [index, course] of fixtures.courses.entries()) {
    const ofCourse = seeded[index]!;
    sameOffset(ofCourse.startDate, course.startDate!);
    sameOffset(ofCourse.endDate, course.endDate!);
    if (course.nextModule) sameOffset(ofCourse.nextModule.dueDate, course.nextModule.dueDate!);
    const modules: Json[] = await get(`${path}/courses/${ofCourse.id}/modules`, student);
    expect(modules.map(moduleFacts)).toEqual(
      fixtures.courseModules.filter((module) => module.courseId === course.id).map(moduleFacts),
    );
    for (const module of modules.filter((entry) => entry.bookmarked))
      bookmarked.push(`${course.title}: ${module.title}`);
  }
  expect(bookmarked).toEqual(
    fixtures.courseModules
      .filter((module) => fixtures.moduleBookmarkIds.includes(module.id))
      .map((module) => `${fixtures.courses[module.courseId - 1]!.title}: ${module.title}`),
  );
});

test('the demo student’s coaching circle is the fixtures’, meeting as far from today', async () => {
  const seeded: Json[] = await get(`${studentPath(student)}/coaching_circles`, student);
  // Students are named by their place in the circle: each side numbers them its own way.
  const facts = (circle: Json) => {
    const place = (studentId: number) =>
      circle.members.findIndex((member: Json) => member.studentId === studentId);
    return {
      ...pick(circle, ['name', 'status', 'leaderName', 'maxStudents']),
      leader: place(circle.leaderStudentId),
      members: circle.members.map(({ name, email }: Json) => ({ name, email })),
      sessions: circle.sessions.map((session: Json) => ({
        status: session.status,
        attendees: session.attendeeStudentIds.map(place),
      })),
    };
  };
  expect(seeded.map(facts)).toEqual(fixtures.coachingCircles.map(facts));
  // What a circle needs before it takes a member is kept with it, out of its view.
  const [kept] = await api.services.db.query<{ min_open_sessions: number }>(
    'SELECT min_open_sessions FROM coaching_circles WHERE id = $1',
    [seeded[0]!.id],
  );
  expect(kept!.min_open_sessions).toBe(fixtures.circleMinOpenSessions);
  for (const [index, session] of fixtures.coachingCircles[0]!.sessions.entries()) {
    sameInstant(seeded[0]!.sessions[index].startsAt, session.startsAt);
    sameInstant(seeded[0]!.sessions[index].endsAt, session.endsAt);
  }
});

test('the demo coach’s clients, their purchases and sessions are the fixtures’, as far from today', async () => {
  const path = `/coaches/${coach.coachId}`;
  // The mocks keep the demo student's own purchases, and the sessions booked with them, apart from
  // the coach's sales: those are compared from the student's side below.
  const ofClients = (record: Json) => record.customer.email !== fixtures.student.user.email;
  const purchases: Json[] = (
    await get(`/coach_product_purchases?coachId=${coach.coachId}&size=100`, coach)
  ).filter(ofClients);
  const purchaseFacts = (purchase: Json) => ({
    ...pick(purchase, ['coachProductType', 'status', 'amount', 'currency']),
    product: purchase.product.title,
    customer: pick(purchase.customer, ['name', 'email']),
  });
  expect(purchases.map(purchaseFacts)).toEqual(fixtures.purchases.map(purchaseFacts));
  for (const [index, purchase] of fixtures.purchases.entries())
    sameInstant(purchases[index]!.purchasedAt, purchase.purchasedAt);

  const sessions: Json[] = (await get(`${path}/sessions?size=100`, coach)).filter(ofClients);
  const byStart = [...fixtures.coachSessions].sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  const sessionFacts = (session: Json) => ({
    ...pick(session, ['productTitle', 'status', 'deliveryMode', 'meetingUrl', 'notes']),
    customer: pick(session.customer, ['name', 'email']),
  });
  expect(sessions.map(sessionFacts)).toEqual(byStart.map(sessionFacts));
  for (const [index, session] of byStart.entries()) {
    sameInstant(sessions[index]!.startsAt, session.startsAt);
    sameInstant(sessions[index]!.endsAt, session.endsAt);
  }
});

test('the demo student’s own purchases and their sessions are the fixtures’, as far from today', async () => {
  const seeded: Json[] = await get(`${studentPath(student)}/coach_product_purchases`, student);
  const facts = (purchase: Json) => ({
    ...pick(purchase, ['coachProductType', 'status', 'amount', 'currency', 'sessionsIncluded']),
    product: purchase.product.title,
    coach: purchase.coach.name,
    customer: pick(purchase.customer, ['name', 'email']),
    sessions: purchase.sessions?.map((session: Json) =>
      pick(session, ['productTitle', 'status', 'deliveryMode', 'meetingUrl']),
    ),
  });
  expect(seeded.map(facts)).toEqual(studentPurchases.map(facts));
  for (const [index, purchase] of studentPurchases.entries()) {
    sameInstant(seeded[index]!.purchasedAt, purchase.purchasedAt);
    for (const [at, session] of (purchase.sessions ?? []).entries()) {
      sameInstant(seeded[index]!.sessions[at].startsAt, session.startsAt);
      sameInstant(seeded[index]!.sessions[at].endsAt, session.endsAt);
    }
  }
});
