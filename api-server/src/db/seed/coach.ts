import {
  demoClientPurchases,
  demoClientSessions,
  demoCoachCertifications,
  demoCoachClients,
  demoCoachEducations,
  demoCoachProducts,
  demoCoachProfile,
  demoCoachSchedule,
  demoStudentCoachEducations,
  demoStudentCoachProfile,
  demoStudent,
  demoStudentCoachProducts,
  demoStudentPurchases,
  nameOf,
  type DemoProduct,
} from '@hci/demo-world';
import { dayOfWeekValues } from '@hci/api-schema';
import * as scheduleData from '../../data/coach-sessions/schedule.js';
import * as productData from '../../data/products.js';
import { testCallIn } from '../../domain/products.js';
import type { Seed } from './context.js';
import { isoDay, isoTime } from './dates.js';

/**
 * The coaches' side: educations, certifications, products, a schedule, customers, sessions,
 * purchases, the demo student's among them.
 */
export async function seedCoach(
  { tx, one, run, now }: Seed,
  {
    coachId,
    studentCoachCoachId,
    studentId,
  }: { coachId: number; studentCoachCoachId: number; studentId: number },
) {
  const entry = (table: string, owner: number, data: object) =>
    run(`INSERT INTO ${table} (coach_id, data) VALUES ($1, $2)`, [owner, JSON.stringify(data)]);
  for (const education of demoCoachEducations) await entry('coach_educations', coachId, education);
  for (const education of demoStudentCoachEducations)
    await entry('coach_educations', studentCoachCoachId, education);
  for (const certification of demoCoachCertifications(isoDay(now, 0)))
    await entry('coach_certifications', coachId, certification);
  const offer = (owner: number, p: DemoProduct) =>
    one(
      `INSERT INTO coach_products (coach_id, type, title, description, price, price_unit, product_specification,
           service_specification, service_category_id, product_category_id, published, location)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
      [
        owner,
        p.type,
        p.title,
        p.description ?? null,
        p.price,
        p.priceUnit,
        p.productSpecification ? JSON.stringify(p.productSpecification) : null,
        p.serviceSpecification ? JSON.stringify(p.serviceSpecification) : null,
        p.serviceCategoryId ?? null,
        p.productCategoryId ?? null,
        p.published,
        p.location ?? null,
      ],
    );
  const offered = new Map<number, DemoProduct>();
  for (const p of demoCoachProducts) offered.set(await offer(coachId, p), p);
  for (const p of demoStudentCoachProducts) await offer(studentCoachCoachId, p);
  // Both profiles offer a free test call: the API keeps it as it would on the profile's switch,
  // worded in English like the rest of both offers.
  await productData.keepTestCall(tx, coachId, demoCoachProfile.testCall, testCallIn('EN'));
  await productData.keepTestCall(
    tx,
    studentCoachCoachId,
    demoStudentCoachProfile.testCall,
    testCallIn('EN'),
  );
  // The offer in the world's order, each with its id.
  const offerInOrder = [...offered.entries()];

  // The demo coach's hours, settings and days off, as the demo world has them.
  const hours = demoCoachSchedule(isoDay(now, 0));
  const scheduleId = await one(
    `INSERT INTO coach_schedules (coach_id, time_zone, minimum_notice_minutes, buffer_minutes, daily_limit)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [coachId, hours.timeZone, hours.minimumNoticeMinutes, hours.bufferMinutes, hours.dailyLimit],
  );
  await scheduleData.replaceWindows(
    tx,
    scheduleId,
    hours.windows.map((w) => ({
      day_of_week: dayOfWeekValues.indexOf(w.dayOfWeek) + 1,
      start_time: w.startTime,
      end_time: w.endTime,
    })),
  );
  await scheduleData.replaceOverrides(tx, scheduleId, hours.overrides);
  // The student coach sees clients in Madrid on weekday evenings, three at most a day.
  const eveningsId = await one(
    `INSERT INTO coach_schedules (coach_id, time_zone, minimum_notice_minutes, buffer_minutes, daily_limit)
     VALUES ($1, 'Europe/Madrid', 720, 10, 3) RETURNING id`,
    [studentCoachCoachId],
  );
  for (const d of [1, 2, 3, 4]) {
    await run(
      `INSERT INTO coach_availability (schedule_id, day_of_week, start_time, end_time) VALUES ($1, $2, '17:00', '20:00')`,
      [eveningsId, d],
    );
  }
  // The demo coach's clients, their purchases and sessions, as the demo world has them.
  const today = isoDay(now, 0);
  const customers: number[] = [];
  for (const client of demoCoachClients)
    customers.push(
      await one(
        'INSERT INTO coach_customers (coach_id, name, email) VALUES ($1, $2, $3) RETURNING id',
        [coachId, client.name, client.email],
      ),
    );
  for (const session of demoClientSessions(today)) {
    const [productId, { serviceSpecification }] = offerInOrder[session.product]!;
    const { type } = serviceSpecification!.session;
    await run(
      `INSERT INTO coach_sessions (coach_id, product_id, customer_id, starts_at, ends_at, status, delivery_mode, meeting_url, notes)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        coachId,
        productId,
        customers[session.client]!,
        session.startsAt,
        session.endsAt,
        session.status,
        type,
        type === 'ONLINE' ? demoCoachProfile.coachWebConferenceUrl : null,
        session.notes ?? null,
      ],
    );
  }
  // Oldest first, so the newest purchase has the highest id as a purchase made later would.
  for (const purchase of demoClientPurchases(today).reverse()) {
    const [productId, { price, serviceSpecification }] = offerInOrder[purchase.product]!;
    await run(
      `INSERT INTO coach_product_purchases (coach_id, product_id, customer_id, amount, status, purchased_at,
         sessions_included, refunded_amount)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        coachId,
        productId,
        customers[purchase.client]!,
        price,
        purchase.status,
        purchase.purchasedAt,
        serviceSpecification?.session.count ?? null,
        purchase.status === 'REFUNDED' ? price : 0,
      ],
    );
  }

  // The demo student's own purchases, paid with the default card, and the sessions booked with
  // them, as the demo world has them; oldest first, as the student made them.
  const studentCustomer = await one(
    'INSERT INTO coach_customers (coach_id, name, email) VALUES ($1, $2, $3) RETURNING id',
    [coachId, nameOf(demoStudent), demoStudent.email],
  );
  const defaultCard = await one(
    'SELECT id FROM payment_methods WHERE student_id = $1 AND is_default AND deleted_at IS NULL',
    [studentId],
  );
  for (const purchase of demoStudentPurchases(today).reverse()) {
    const [productId, { price, serviceSpecification }] = offerInOrder[purchase.product]!;
    const purchaseId = await one(
      `INSERT INTO coach_product_purchases (coach_id, product_id, customer_id, buyer_student_id, amount, status,
         purchased_at, sessions_included, refunded_amount, payment_method_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
      [
        coachId,
        productId,
        studentCustomer,
        studentId,
        price,
        purchase.status,
        purchase.purchasedAt,
        serviceSpecification?.session.count ?? null,
        purchase.status === 'REFUNDED' ? price : 0,
        price > 0 ? defaultCard : null,
      ],
    );
    for (const session of purchase.sessions) {
      const { type } = serviceSpecification!.session;
      await run(
        `INSERT INTO coach_sessions (coach_id, product_id, customer_id, starts_at, ends_at, status, delivery_mode,
           meeting_url, purchase_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          coachId,
          productId,
          studentCustomer,
          session.startsAt,
          session.endsAt,
          session.status,
          type,
          type === 'ONLINE' ? demoCoachProfile.coachWebConferenceUrl : null,
          purchaseId,
        ],
      );
    }
  }

  // The student coach's own sales: more paid ones than fit on a page, so the portal's
  // purchases can be filtered and paged.
  const sleepReset = await one(
    'SELECT id FROM coach_products WHERE coach_id = $1 ORDER BY id LIMIT 1',
    [studentCoachCoachId],
  );
  const studentCoachCustomers: number[] = [];
  for (const [name, email] of [
    ['Noor Haddad', 'noor.haddad@customer.test'],
    ['Tom Becker', 'tom.becker@customer.test'],
    ['Ana Souza', 'ana.souza@customer.test'],
  ]) {
    studentCoachCustomers.push(
      await one(
        'INSERT INTO coach_customers (coach_id, name, email) VALUES ($1, $2, $3) RETURNING id',
        [studentCoachCoachId, name!, email!],
      ),
    );
  }
  for (let i = 0; i < 14; i += 1) {
    await run(
      'INSERT INTO coach_product_purchases (coach_id, product_id, customer_id, amount, status, purchased_at) VALUES ($1, $2, $3, $4, $5, $6)',
      [
        studentCoachCoachId,
        sleepReset,
        studentCoachCustomers[i % studentCoachCustomers.length]!,
        demoStudentCoachProducts[0]!.price,
        i % 5 === 4 ? 'REFUNDED' : 'PAID',
        isoTime(now, -60 + i * 4),
      ],
    );
  }
}
