// One test per business rule, each asserting the error key the catalogue gives it.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { demoCirclePeers, demoStudent, nameOf } from '@hci/demo-world';
import { testCards } from '../src/payments/card-processor.js';
import { acceptedCooldownMs, minimumPaymentCents, reviewStepMs, settlementMs } from '@hci/rules';
import type { Json, Session, TestApi } from './harness.js';
import { demo, openTestApi } from './harness.js';
import { addCard } from './requests.js';

let api: TestApi;
let student: Session;
let coach: Session;
const s = () => `/students/${student.studentId}`;
const as = (session: Session, extra: { body?: unknown } = {}) => ({
  token: session.accessToken,
  ...extra,
});

beforeAll(async () => {
  api = await openTestApi();
  student = await api.signIn(demo.student);
  coach = await api.signIn(demo.coach, 'coach');
});
afterAll(() => api.close());

const inbox = (criteria: object, query = '') =>
  api.request('POST', `${s()}/communication_intents${query}`, as(student, { body: criteria }));

describe('communication intents', () => {
  test('the seeded inbox has 25 unread of non-archived INBOX items, paged by 20', async () => {
    const unread = await inbox({ statuses: ['SENT', 'DELIVERED'] });
    expect(unread.body.pagination).toEqual({ total: 25, page: 0, size: 20 });
    expect(unread.body.content).toHaveLength(20);
    const second = await inbox({ statuses: ['SENT', 'DELIVERED'] }, '?page=1');
    expect(second.body.content).toHaveLength(5);
    const archived = await inbox({ archived: true });
    expect(archived.body.pagination.total).toBe(4);
    expect((await inbox({ channels: ['EMAIL'] })).body.pagination.total).toBe(0);
  });

  test('reading, archiving and deleting change the counts; other students cannot touch them', async () => {
    const [first, second] = (await inbox({ statuses: ['SENT', 'DELIVERED'] })).body
      .content as Json[];
    await api.request(
      'PATCH',
      `${s()}/communication_intents/${first.id}/status?status=READ`,
      as(student),
    );
    expect((await inbox({ statuses: ['SENT', 'DELIVERED'] })).body.pagination.total).toBe(24);
    const bulk = await api.request(
      'POST',
      `${s()}/communication_intents/archive`,
      as(student, { body: { communicationIntentIds: [first.id, second.id, 999999] } }),
    );
    expect(bulk.body.content.count).toBe(2);
    expect((await inbox({ archived: true })).body.pagination.total).toBe(6);
    const deleted = await api.request(
      'DELETE',
      `${s()}/communication_intents/delete`,
      as(student, { body: { communicationIntentIds: [first.id] } }),
    );
    expect(deleted.body.content.count).toBe(1);
    const other = await api.request(
      'POST',
      `${s()}/communication_intents/${second.id}/unarchive`,
      as(coach),
    );
    expect(other.status).toBe(403);
  });
});

describe('payments', () => {
  // A payment settles a few seconds after it is made: on a slow machine, real time could settle
  // it between two requests that expect it still in progress.
  beforeAll(() => api.clock.stop());
  afterAll(() => api.clock.start());
  // The demo plan is paid up to date: its next installment is put 10 days past due, the state
  // these rules are about.
  beforeAll(async () => {
    const today = new Date(api.clock.now()).toISOString().slice(0, 10);
    await api.services.db.query(
      `UPDATE payment_schedule SET due_date = $1::date - 10
         WHERE installment = 4 AND plan_id = (SELECT id FROM payment_plans WHERE student_id = $2)`,
      [today, student.studentId!],
    );
  });

  const planPath = async () => {
    const plans = await api.request('GET', `${s()}/payment_plans`, as(student));
    return `${s()}/payment_plans/${plans.body.content[0].id}`;
  };
  const visa = async () => {
    const methods = await api.request('GET', `${s()}/payment_methods`, as(student));
    return (methods.body.content as Json[]).find((m) => m.last4 === '4242').id as number;
  };

  test('financial status is Past due with days overdue, and the schedule has paid, due and past-due rows', async () => {
    const plan = await api.request('GET', await planPath(), as(student));
    expect(plan.body.content.financialStatus).toBe('PAST_DUE');
    expect(plan.body.content.daysOverdue).toBe(10);
    const statuses = new Set((plan.body.content.schedule as Json[]).map((r) => r.status));
    expect([...statuses].sort()).toEqual(['PAID', 'PAST_DUE', 'PENDING']);
    await api.services.db.query('UPDATE payment_plans SET collections = true');
    expect(
      (await api.request('GET', await planPath(), as(student))).body.content.financialStatus,
    ).toBe('COLLECTIONS');
    await api.services.db.query('UPDATE payment_plans SET collections = false');
  });

  test('a payment goes in progress, then accepted; meanwhile others get paymentStatusInProgress then paymentStatusAccepted', async () => {
    const plan = await planPath();
    const paymentMethodId = await visa();
    const made = await api.request(
      'POST',
      `${plan}/payments`,
      as(student, { body: { type: 'INSTALLMENT', paymentMethodId } }),
    );
    expect(made.status).toBe(201);
    expect(made.body.content).toMatchObject({ status: 'IN_PROGRESS', amount: 28900 });
    const busy = await api.request(
      'POST',
      `${plan}/payments`,
      as(student, { body: { type: 'CUSTOM', amount: 1000, paymentMethodId } }),
    );
    expect(busy.body.key).toBe('paymentStatusInProgress');
    api.clock.advance(settlementMs);
    const settled = await api.request(
      'GET',
      `${s()}/payments/${made.body.content.id}`,
      as(student),
    );
    expect(settled.body.content.status).toBe('ACCEPTED');
    const soon = await api.request(
      'POST',
      `${plan}/payments`,
      as(student, { body: { type: 'CUSTOM', amount: 1000, paymentMethodId } }),
    );
    expect(soon.body.key).toBe('paymentStatusAccepted');
    api.clock.advance(acceptedCooldownMs);
    const after = await api.request('GET', plan, as(student));
    expect(after.body.content.financialStatus).toBe('GOOD');
  });

  test('amount rules: below the minimum, balance exceeded, no balance; an invalid or deleted payment answers 410', async () => {
    const plan = await planPath();
    const paymentMethodId = await visa();
    // Below the minimum payment the contract itself refuses the amount.
    const belowMinimum = await api.request(
      'POST',
      `${plan}/payments`,
      as(student, { body: { type: 'CUSTOM', amount: minimumPaymentCents - 1, paymentMethodId } }),
    );
    expect(belowMinimum.status).toBe(400);
    expect(belowMinimum.body.key).toBe('badRequest');
    expect(JSON.stringify(belowMinimum.body.fields)).toContain('amount');
    const tooBig = await api.request(
      'POST',
      `${plan}/payments`,
      as(student, { body: { type: 'CUSTOM', amount: 99_999_999, paymentMethodId } }),
    );
    expect(tooBig.body.key).toBe('paymentBalanceExceeded');
    const payoff = await api.request(
      'POST',
      `${plan}/payments`,
      as(student, { body: { type: 'PAY_OFF', paymentMethodId } }),
    );
    expect(payoff.status).toBe(201);
    api.clock.advance(settlementMs + acceptedCooldownMs);
    const nothing = await api.request(
      'POST',
      `${plan}/payments`,
      as(student, { body: { type: 'PAY_OFF', paymentMethodId } }),
    );
    expect(nothing.body.key).toBe('paymentNoBalance');
    await api.services.db.query("UPDATE payments SET status = 'INVALID' WHERE id = $1", [
      payoff.body.content.id,
    ]);
    expect(
      (await api.request('GET', `${s()}/payments/${payoff.body.content.id}`, as(student))).body.key,
    ).toBe('paymentStatusInvalid');
    await api.services.db.query('UPDATE payments SET active = false WHERE id = $1', [
      payoff.body.content.id,
    ]);
    expect(
      (await api.request('GET', `${s()}/payments/${payoff.body.content.id}`, as(student))).body.key,
    ).toBe('paymentDeleted');
  });
});

describe('payment methods', () => {
  const add = (cardNumber: string, extra: object = {}) =>
    addCard(api, student, cardNumber, { holderName: 'Jordan Whitaker', ...extra });

  test('only brand and last 4 are kept; duplicates, declines and provider errors are refused', async () => {
    const added = await add('6011111111111117');
    expect(added.body.content).toMatchObject({ brand: 'DISCOVER', last4: '1117' });
    const [stored] = await api.services.db.query<Json>(
      'SELECT * FROM payment_methods WHERE id = $1',
      [added.body.content.id],
    );
    expect(JSON.stringify(stored)).not.toContain('6011111111111117');
    expect((await add('6011111111111117')).body.key).toBe('cardAlreadyExist');
    expect((await add(testCards.declined)).body.key).toBe('failedAddPaymentMethod');
    expect((await add(testCards.providerError)).body.key).toBe('paymentProviderError');
    expect((await add('4242424242424241')).body.key).toBe('invalidPaymentMethodDetails');
    expect((await add('5105105105105100', { expirationYear: 2020 })).body.key).toBe(
      'invalidPaymentMethodDetails',
    );
  });

  test('a card on a pending schedule, or the default while a balance is owed, cannot be deleted', async () => {
    const methods = (await api.request('GET', `${s()}/payment_methods`, as(student))).body
      .content as Json[];
    const assigned = methods.find((m) => m.last4 === '4242');
    // Earlier tests may have paid the plan off; put a balance back on.
    await api.services.db.query(
      "UPDATE payment_schedule SET amount_paid = 0 WHERE installment = 12 AND state = 'OPEN'",
    );
    expect(
      (await api.request('DELETE', `${s()}/payment_methods/${assigned.id}`, as(student))).body.key,
    ).toBe('paymentMethodAssignedDeleteError');
    const fresh = await add('5105105105105100', { makeDefault: true });
    const refused = await api.request(
      'DELETE',
      `${s()}/payment_methods/${fresh.body.content.id}`,
      as(student),
    );
    expect(refused.body.key).toBe('paymentMethodDeleteDefaultError');
  });

  test('a card that attaches but declines charges makes the payment fail with failedPay', async () => {
    const card = await add(testCards.declinedCharge);
    const plans = await api.request('GET', `${s()}/payment_plans`, as(student));
    api.clock.advance(settlementMs + acceptedCooldownMs);
    const paid = await api.request(
      'POST',
      `${s()}/payment_plans/${plans.body.content[0].id}/payments`,
      as(student, {
        body: { type: 'INSTALLMENT', paymentMethodId: card.body.content.id },
      }),
    );
    expect(paid.status).toBe(402);
    expect(paid.body.key).toBe('failedPay');
  });
});

describe('transfers', () => {
  test('cancel, confirm (first free), then transferNotPending, a fee on the next, and exceededTransfers at the limit', async () => {
    const list = await api.request('GET', `${s()}/transfers?status=PENDING`, as(student));
    const transfer = list.body.content[0];
    expect(transfer.fee).toBe(0);
    const path = `${s()}/transfers/${transfer.id}`;
    expect((await api.request('POST', `${path}/cancel`, as(student))).body.content.status).toBe(
      'CANCELLED',
    );
    expect((await api.request('POST', `${path}/cancel`, as(student))).body.key).toBe(
      'transferNotPending',
    );
    await api.services.db.query("UPDATE transfers SET status = 'PENDING' WHERE id = $1", [
      transfer.id,
    ]);
    const confirmed = await api.request(
      'POST',
      `${path}/confirm`,
      as(student, { body: { acceptTerms: true } }),
    );
    expect(confirmed.body.content).toMatchObject({ status: 'CONFIRMED', fee: 0 });
    expect(
      (await api.request('POST', `${path}/confirm`, as(student, { body: { acceptTerms: true } })))
        .body.key,
    ).toBe('transferNotPending');
    // A second transfer of the (new) plan costs the fee; the old one can no longer move.
    const [plan] = await api.services.db.query<{ id: number }>(
      "SELECT id FROM payment_plans WHERE status = 'ACTIVE' AND student_id = $1",
      [student.studentId!],
    );
    const [old] = await api.services.db.query<{ id: number }>(
      "SELECT id FROM payment_plans WHERE status = 'TRANSFERRED' AND student_id = $1",
      [student.studentId!],
    );
    const insert = `INSERT INTO transfers (student_id, plan_id, from_cohort_id, to_cohort_id, installment_count)
      SELECT $1, $2, from_cohort_id, to_cohort_id, 6 FROM transfers WHERE id = $3 RETURNING id`;
    const [stale] = await api.services.db.query<{ id: number }>(insert, [
      student.studentId!,
      old!.id,
      transfer.id,
    ]);
    expect(
      (
        await api.request(
          'POST',
          `${s()}/transfers/${stale!.id}/confirm`,
          as(student, { body: { acceptTerms: true } }),
        )
      ).body.key,
    ).toBe('transferNotPermit');
    const [second] = await api.services.db.query<{ id: number }>(insert, [
      student.studentId!,
      plan!.id,
      transfer.id,
    ]);
    const pending = await api.request('GET', `${s()}/transfers?status=PENDING`, as(student));
    expect((pending.body.content as Json[]).find((t) => t.id === second!.id).fee).toBe(30000);
    expect(
      (
        await api.request(
          'POST',
          `${s()}/transfers/${second!.id}/confirm`,
          as(student, { body: { acceptTerms: true } }),
        )
      ).status,
    ).toBe(200);
    const [third] = await api.services.db.query<{ id: number }>(insert, [
      student.studentId!,
      plan!.id,
      transfer.id,
    ]);
    expect(
      (
        await api.request(
          'POST',
          `${s()}/transfers/${third!.id}/confirm`,
          as(student, { body: { acceptTerms: true } }),
        )
      ).body.key,
    ).toBe('exceededTransfers');
  });
});

describe('enrollment', () => {
  test('vouchers and promo codes: invalid and expired', async () => {
    expect(
      (await api.request('POST', '/vouchers/validate', as(student, { body: { code: 'NOPE' } })))
        .body.key,
    ).toBe('invalidVoucherCode');
    expect(
      (
        await api.request(
          'POST',
          '/vouchers/validate',
          as(student, { body: { code: 'SPRING2025' } }),
        )
      ).body.key,
    ).toBe('voucherIsExpired');
    const expired = await api.request('GET', '/public/promo_codes/HCTP-SPRING25');
    expect([expired.status, expired.body.key]).toEqual([404, 'voucherIsExpired']);
    const unknown = await api.request('GET', '/public/promo_codes/NOPE');
    expect([unknown.status, unknown.body.key]).toEqual([404, 'invalidVoucherCode']);
  });

  test('already enrolled in the program: studentActiveEnrollment; alumni only for graduates', async () => {
    const cohorts = await api.request('GET', '/cohorts?programTrack=HEALTH_COACH', as(student));
    const cohortId = cohorts.body.content[0].id;
    const again = await api.request(
      'POST',
      `${s()}/enrollment_applications`,
      as(student, { body: { cohortId } }),
    );
    expect(again.body.key).toBe('studentActiveEnrollment');
    const alumni = await api.request(
      'POST',
      `${s()}/enrollment_applications`,
      as(student, { body: { alumni: true } }),
    );
    expect(alumni.body.key).toBe('invalidAlumniApplicationRequest');
  });

  const draftAgreement = async (applicationId: number): Promise<Json> => {
    const envelopes = await api.request('GET', `${s()}/envelopes`, as(student));
    return (envelopes.body.content as Json[]).find(
      (e) => e.applicationId === applicationId && e.status !== 'VOIDED',
    );
  };

  test('submitted → reviewed → approved → signing → complete, with the missing-step keys on the way', async () => {
    const base = `${s()}/enrollment_applications`;
    const draft = await api.request('POST', base, as(student, { body: {} }));
    const path = `${base}/${draft.body.content.id}`;
    expect((await api.request('POST', `${path}/submit`, as(student))).body.key).toBe(
      'noCohortSelected',
    );
    const cohorts = await api.request('GET', '/cohorts?programTrack=BUSINESS', as(student));
    const cohortId = cohorts.body.content[0].id;
    await api.request('PUT', path, as(student, { body: { cohortId } }));
    expect((await api.request('POST', `${path}/submit`, as(student))).body.key).toBe(
      'noPaymentPlanSelected',
    );
    const plans = await api.request('GET', `/cohorts/${cohortId}/payment_plans`, as(student));
    await api.request(
      'PUT',
      path,
      as(student, { body: { paymentPlanId: plans.body.content[0].id } }),
    );
    expect((await api.request('POST', `${path}/submit`, as(student))).body.key).toBe(
      'paymentMethodFailed',
    );
    const methods = await api.request('GET', `${s()}/payment_methods`, as(student));
    await api.request(
      'PUT',
      path,
      as(student, { body: { paymentMethodId: methods.body.content[0].id } }),
    );
    expect((await api.request('POST', `${path}/submit`, as(student))).body.key).toBe(
      'submitApplicationFailed',
    );
    const agreement = await draftAgreement(draft.body.content.id);
    await api.request(
      'POST',
      `/envelopes/${agreement.id}/sign`,
      as(student, { body: { signatureName: 'Jordan Whitaker', agree: true } }),
    );
    const submitted = await api.request('POST', `${path}/submit`, as(student));
    expect(submitted.body.content.status).toBe('SUBMITTED');
    expect(submitted.body.content.statusHistory).toEqual([
      { status: 'SUBMITTED', at: submitted.body.content.submittedAt },
    ]);
    expect((await api.request('POST', `${path}/submit`, as(student))).body.key).toBe(
      'invalidApplicationRequest',
    );
    const edited = await api.request('PUT', path, as(student, { body: { alumni: false } }));
    expect(edited.status).toBe(409);
    expect(edited.body.key).toBe('invalidApplicationRequest');
    const statuses = [];
    for (let step = 0; step < 3; step += 1) {
      api.clock.advance(reviewStepMs);
      statuses.push((await api.request('GET', path, as(student))).body.content.status);
    }
    expect(statuses).toEqual(['REVIEWED', 'APPROVED', 'SIGNING']);
    const signing = await api.request('GET', path, as(student));
    expect(signing.body.content.statusHistory.map((step: Json) => step.status)).toEqual([
      'SUBMITTED',
      'REVIEWED',
      'APPROVED',
      'SIGNING',
    ]);
    const envelopes = await api.request('GET', `${s()}/envelopes?status=SENT`, as(student));
    const envelope = (envelopes.body.content as Json[]).find(
      (e) => e.applicationId === draft.body.content.id,
    );
    await api.request(
      'POST',
      `/envelopes/${envelope.id}/sign`,
      as(student, { body: { signatureName: 'Jordan Whitaker', agree: true } }),
    );
    expect((await api.request('GET', path, as(student))).body.content.status).toBe('COMPLETE');
    const twice = await api.request(
      'POST',
      `/envelopes/${envelope.id}/sign`,
      as(student, { body: { signatureName: 'Jordan Whitaker', agree: true } }),
    );
    expect(twice.body.key).toBe('envelopeNotSignable');
  });
});

describe('coaching', () => {
  const c = () => `/coaches/${coach.coachId}`;

  test('products CRUD: created, listed, updated, deleted, and gone', async () => {
    const created = await api.request(
      'POST',
      `${c()}/products`,
      as(coach, { body: { title: 'Recipe book', price: 1500 } }),
    );
    expect(created.body.content).toMatchObject({
      type: 'SERVICE',
      priceUnit: 'NONE',
      published: true,
    });
    const id = created.body.content.id;
    const updated = await api.request(
      'PUT',
      `${c()}/products/${id}`,
      as(coach, { body: { title: 'Recipe book', price: 1700, type: 'PRODUCT', published: false } }),
    );
    expect(updated.body.content).toMatchObject({ price: 1700, type: 'PRODUCT', published: false });
    // Unpublished: hidden from others, visible to its coach.
    expect((await api.request('GET', `${c()}/products/${id}`, as(student))).status).toBe(404);
    expect((await api.request('GET', `${c()}/products/${id}`, as(coach))).status).toBe(200);
    await api.request('DELETE', `${c()}/products/${id}`, as(coach));
    expect((await api.request('GET', `${c()}/products/${id}`, as(coach))).status).toBe(404);
  });

  test('a price is per what the offering type is sold by: a product never per session', async () => {
    const refused = await api.request(
      'POST',
      `${c()}/products`,
      as(coach, { body: { title: 'Guide', price: 1000, type: 'PRODUCT', priceUnit: 'SESSION' } }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual([expect.objectContaining({ path: 'priceUnit' })]);
    const perSession = await api.request(
      'POST',
      `${c()}/products`,
      as(coach, {
        body: { title: 'Check-in', price: 1000, type: 'SERVICE', priceUnit: 'SESSION' },
      }),
    );
    expect(perSession.status).toBe(201);
    const madeProduct = await api.request(
      'PUT',
      `${c()}/products/${perSession.body.content.id}`,
      as(coach, {
        body: { title: 'Check-in', price: 1000, type: 'PRODUCT', priceUnit: 'SESSION' },
      }),
    );
    expect(madeProduct.status).toBe(400);
  });

  test('available schedules lie between the dates, inside the windows, and skip booked sessions', async () => {
    const schedule = await api.request('GET', `${c()}/schedule`, as(coach));
    const products = await api.request('GET', `${c()}/products?type=SERVICE`, as(coach));
    const product = (products.body.content as Json[]).find(
      (p) => p.title === 'In-person pantry makeover',
    );
    const start = new Date(api.clock.now() + 22 * 86_400_000).toISOString().slice(0, 10);
    const end = new Date(api.clock.now() + 28 * 86_400_000).toISOString().slice(0, 10);
    const url = `${c()}/products/${product.id}/available_schedules/${schedule.body.content.id}`;
    const slots = (
      await api.request('GET', `${url}?startDate=${start}&endDate=${end}`, as(student))
    ).body.content.slots as Json[];
    // Seven days hold each weekday once; two-hour starts every half hour: 3 in each 09:00-12:00
    // morning (Monday, Wednesday), 5 in each 13:00-17:00 afternoon (Tuesday, Thursday), 1 in
    // Saturday's 09:00-11:00. No session is booked that far out yet.
    expect(slots).toHaveLength(17);
    expect(slots.every((slot) => slot.startsAt.slice(0, 10) >= start)).toBe(true);
    await api.request(
      'POST',
      `${c()}/sessions`,
      as(coach, {
        body: {
          customerName: 'Avery Thompson',
          customerEmail: 'avery.thompson@example.org',
          startsAt: slots[0].startsAt,
          endsAt: slots[0].endsAt,
          deliveryMode: 'IN_PERSON',
        },
      }),
    );
    const after = (
      await api.request('GET', `${url}?startDate=${start}&endDate=${end}`, as(student))
    ).body.content.slots;
    // The booked two hours and the buffer around them take every start that would touch them.
    const buffer = schedule.body.content.bufferMinutes * 60_000;
    const [booked] = slots;
    const clashes = (slot: Json) =>
      Date.parse(slot.startsAt) < Date.parse(booked.endsAt) + buffer &&
      Date.parse(slot.endsAt) + buffer > Date.parse(booked.startsAt);
    expect(after).toEqual(slots.filter((slot) => !clashes(slot)));
    expect(after.length).toBeLessThan(slots.length);
    const backwards = await api.request(
      'GET',
      `${url}?startDate=${end}&endDate=${start}`,
      as(student),
    );
    expect(backwards.body.key).toBe('startTimeMustBeLessThanEndTime');
  });

  test('a session or a window that ends before it starts: startTimeMustBeLessThanEndTime', async () => {
    const session = await api.request(
      'POST',
      `${c()}/sessions`,
      as(coach, {
        body: {
          customerName: 'Jo Doe',
          customerEmail: 'jo@customer.test',
          startsAt: '2030-01-01T10:00:00Z',
          endsAt: '2030-01-01T09:00:00Z',
          deliveryMode: 'ONLINE',
        },
      }),
    );
    expect(session.body.key).toBe('startTimeMustBeLessThanEndTime');
    const windowBody = {
      timeZone: 'Europe/Madrid',
      windows: [{ dayOfWeek: 'MONDAY', startTime: '12:00', endTime: '09:00' }],
    };
    expect(
      (await api.request('PUT', `${c()}/schedule`, as(coach, { body: windowBody }))).body.key,
    ).toBe('startTimeMustBeLessThanEndTime');
    const overlapping = await api.request(
      'PUT',
      `${c()}/schedule`,
      as(coach, {
        body: {
          timeZone: 'Europe/Madrid',
          windows: [
            { dayOfWeek: 'MONDAY', startTime: '09:00', endTime: '12:00' },
            { dayOfWeek: 'TUESDAY', startTime: '11:00', endTime: '13:00' },
            { dayOfWeek: 'MONDAY', startTime: '11:30', endTime: '13:00' },
          ],
        },
      }),
    );
    expect(overlapping.status).toBe(400);
    expect(overlapping.body.key).toBe('badRequest');
    expect(JSON.stringify(overlapping.body)).toContain('windows.2');
    const touching = await api.request(
      'PUT',
      `${c()}/schedule`,
      as(coach, {
        body: {
          timeZone: 'Europe/Madrid',
          windows: [
            { dayOfWeek: 'MONDAY', startTime: '09:00', endTime: '12:00' },
            { dayOfWeek: 'MONDAY', startTime: '12:00', endTime: '13:00' },
          ],
        },
      }),
    );
    expect(touching.status).toBe(200);
  });

  test('purchase search: criteria, paging and sorting', async () => {
    const all = await api.request(
      'GET',
      `/coach_product_purchases?coachId=${coach.coachId}&size=100`,
      as(coach),
    );
    // The three clients' fifteen purchases and the demo student's two.
    expect(all.body.pagination.total).toBe(17);
    const customers = new Set((all.body.content as Json[]).map((p) => p.customer.id));
    expect(customers.size).toBe(4);
    const paid = await api.request(
      'POST',
      '/coach_product_purchases/find_by_criteria?size=3&page=1&sortBy=amount&descending=false',
      as(coach, { body: { status: 'PAID' } }),
    );
    expect(paid.body.pagination).toEqual({ total: 11, page: 1, size: 3 });
    // The total covers every matching purchase, not only the page; only paid ones are money
    // received, the other statuses are counted apart ($3,496 in all, $2,738 of it paid).
    expect(paid.body.totalAmount).toBe(273800);
    expect(all.body.totalAmount).toBe(273800);
    expect(all.body.statusTotals).toEqual([
      { status: 'PENDING', count: 3, amount: 19900 },
      { status: 'PAID', count: 11, amount: 273800 },
      { status: 'REFUNDED', count: 3, amount: 55900 },
    ]);
    expect(paid.body.statusTotals).toEqual([{ status: 'PAID', count: 11, amount: 273800 }]);
    const amounts = (paid.body.content as Json[]).map((p) => p.amount);
    expect([...amounts].sort((a, b) => a - b)).toEqual(amounts);
    const byKeyword = await api.request(
      'POST',
      '/coach_product_purchases/find_by_criteria',
      as(coach, { body: { keyword: 'okafor' } }),
    );
    const found = byKeyword.body.content as Json[];
    expect(found).toHaveLength(5);
    expect(found.every((p) => p.customer.name === 'Sam Okafor')).toBe(true);
    const foreign = await api.request(
      'GET',
      `/coach_product_purchases?coachId=${coach.coachId! + 1}`,
      as(coach),
    );
    expect(foreign.status).toBe(403);

    const customerOptions = await api.request(
      'GET',
      `/coaches/${coach.coachId}/customers`,
      as(coach),
    );
    // Every customer who bought is an option (customers booked for sessions are too).
    expect((customerOptions.body.content as Json[]).map((o) => Number(o.value))).toEqual(
      expect.arrayContaining([...customers]),
    );
    const byCustomer = await api.request(
      'POST',
      '/coach_product_purchases/find_by_criteria?size=100',
      as(coach, { body: { customer: customerOptions.body.content[0] } }),
    );
    expect(
      (byCustomer.body.content as Json[]).every(
        (p) => p.customer.name === customerOptions.body.content[0].label,
      ),
    ).toBe(true);
    expect(
      (await api.request('GET', `/coaches/${coach.coachId! + 1}/customers`, as(coach))).status,
    ).toBe(403);
  });

  test('a member of a coaching circle sees who leads it, though the leader is not a member', async () => {
    const [peer] = demoCirclePeers;
    const member = await api.signIn(peer!.email);
    const circles = () =>
      api.request('GET', `/students/${member.studentId}/coaching_circles`, as(member));
    const [circle] = (await circles()).body.content as Json[];
    expect(circle).toMatchObject({
      leaderStudentId: student.studentId,
      leaderName: nameOf(demoStudent),
    });
    await api.services.db.query(
      'DELETE FROM coaching_circle_members WHERE circle_id = $1 AND student_id = $2',
      [circle!.id, student.studentId],
    );
    const [unled] = (await circles()).body.content as Json[];
    expect(unled).toMatchObject({ leaderStudentId: student.studentId });
    expect((unled!.members as Json[]).map((m) => m.studentId)).not.toContain(student.studentId);
  });

  test('coaching circles: full, no open sessions', async () => {
    const leader = student;
    const circles = await api.request(
      'GET',
      `/students/${leader.studentId}/coaching_circles`,
      as(leader),
    );
    const circle = circles.body.content[0];
    await api.services.db.query(
      "UPDATE coaching_circle_sessions SET status = 'CLOSED' WHERE circle_id = $1",
      [circle.id],
    );
    const noSessions = await api.request(
      'POST',
      `/coaching_circles/${circle.id}/members`,
      as(leader, { body: { email: demo.coach } }),
    );
    expect(noSessions.body.key).toBe('coachingCircleNotHaveOpenSessions');
    await api.services.db.query('UPDATE coaching_circles SET max_students = 1 WHERE id = $1', [
      circle.id,
    ]);
    const full = await api.request(
      'POST',
      `/coaching_circles/${circle.id}/members`,
      as(leader, { body: { email: demo.coach } }),
    );
    expect(full.body.key).toBe('exceededStudents');
    await api.services.db.query(
      "UPDATE coaching_circles SET status = 'TRANSFERRED' WHERE id = $1",
      [circle.id],
    );
    const moved = await api.request(
      'POST',
      `/coaching_circles/${circle.id}/members`,
      as(leader, { body: { email: demo.coach } }),
    );
    expect(moved.body.key).toBe('statusInvalid');
  });
});
