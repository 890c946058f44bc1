import { isoAt } from '../clock.js';
import { ApiError, badRequest, forbidden, notFound, rule } from '../http/errors.js';
import type { HandlerFactory, OperationInput, OperationResult } from '../http/operation.js';
import { ok, paged, requireCoach, requirePrincipal } from '../http/operation.js';
import { compact, num, orderBy, pageOf, pagedQuery, today } from './common.js';
import { educationView, loadCoach } from './views.js';

interface ProductRow {
  id: number;
  coach_id: number;
  type: string;
  title: string;
  image: string | null;
  description: string | null;
  price: number;
  price_unit: string;
  product_category_id: string | null;
  product_specification: object | null;
  service_category_id: string | null;
  service_specification: { session?: { duration?: number } } | null;
  published: boolean;
}

const productView = (r: ProductRow) =>
  compact({
    id: r.id,
    coachId: r.coach_id,
    type: r.type,
    title: r.title,
    image: r.image,
    description: r.description,
    price: r.price,
    priceUnit: r.price_unit,
    productCategoryId: r.product_category_id,
    productSpecification: r.product_specification,
    serviceCategoryId: r.service_category_id,
    serviceSpecification: r.service_specification,
    published: r.published,
  });

interface ProductInput {
  type: string;
  title: string;
  image?: string;
  description?: string;
  price: number;
  priceUnit: string;
  productCategoryId?: string;
  productSpecification?: object;
  serviceCategoryId?: string;
  serviceSpecification?: object;
  published: boolean;
}

const productParams = (b: ProductInput) => [
  b.type,
  b.title.trim(),
  b.image ?? null,
  b.description ?? null,
  b.price,
  b.priceUnit,
  b.productCategoryId ?? null,
  b.productSpecification ? JSON.stringify(b.productSpecification) : null,
  b.serviceCategoryId ?? null,
  b.serviceSpecification ? JSON.stringify(b.serviceSpecification) : null,
  b.published,
];

interface PurchaseRow {
  id: number;
  coach_id: number;
  product_id: number;
  product_title: string;
  product_type: string;
  customer_id: number;
  customer_name: string;
  customer_email: string;
  status: string;
  amount: number;
  purchased_at: string;
}

const purchaseSelect = `
  SELECT p.id, p.coach_id, p.product_id, pr.title AS product_title, pr.type AS product_type, p.customer_id,
         cu.name AS customer_name, cu.email AS customer_email, p.status, p.amount, p.purchased_at
  FROM coach_product_purchases p JOIN coach_products pr ON pr.id = p.product_id JOIN coach_customers cu ON cu.id = p.customer_id`;

const purchaseView = (r: PurchaseRow) => ({
  id: r.id,
  coachId: r.coach_id,
  product: { id: r.product_id, title: r.product_title },
  coachProductType: r.product_type,
  customer: { id: r.customer_id, name: r.customer_name, email: r.customer_email },
  status: r.status,
  amount: r.amount,
  currency: 'USD',
  purchasedAt: r.purchased_at,
});

const purchaseSorts = {
  id: 'id',
  purchasedAt: 'purchased_at',
  amount: 'amount',
  status: 'status',
  customer: 'customer_name',
};

const days = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'];

const subscriptionPrices: Record<string, number> = { MONTHLY: 2900, YEARLY: 29000 };

interface SessionRow {
  id: number;
  coach_id: number;
  product_id: number | null;
  customer_id: number;
  customer_name: string;
  customer_email: string;
  starts_at: string;
  ends_at: string;
  status: string;
  delivery_mode: string;
  meeting_url: string | null;
  notes: string | null;
}

const sessionView = (r: SessionRow) =>
  compact({
    id: r.id,
    coachId: r.coach_id,
    productId: r.product_id,
    customer: { id: r.customer_id, name: r.customer_name, email: r.customer_email },
    startsAt: r.starts_at,
    endsAt: r.ends_at,
    status: r.status,
    deliveryMode: r.delivery_mode,
    meetingUrl: r.meeting_url,
    notes: r.notes,
  });

const sessionSelect = `
  SELECT s.*, cu.name AS customer_name, cu.email AS customer_email
  FROM coach_sessions s JOIN coach_customers cu ON cu.id = s.customer_id`;

/** Coach profiles, educations and certifications, products, schedules, sessions, purchases. */
export const coachHandlers: HandlerFactory = (services) => {
  const { db } = services;

  const coachExists = async (coachId: number) => {
    const [row] = await db.query('SELECT 1 FROM coaches WHERE id = $1', [coachId]);
    if (!row) throw notFound('No such coach');
  };

  /** Educations and certifications share one shape of storage and rules. */
  const entries = (table: 'coach_educations' | 'coach_certifications', idParam: string) => ({
    async list(input: OperationInput): Promise<OperationResult> {
      requirePrincipal(input);
      const coachId = num(input.params.coachId);
      await coachExists(coachId);
      const page = pageOf(input);
      const { rows, total } = await pagedQuery<{
        id: number;
        coach_id: number;
        data: Record<string, unknown>;
      }>(
        db,
        `SELECT * FROM ${table} WHERE coach_id = $1`,
        [coachId],
        { ...page, size: Number(input.query.size ?? 30) },
        orderBy(input, { id: 'id' }),
      );
      return paged(rows.map(educationView), total, {
        ...page,
        size: Number(input.query.size ?? 30),
      });
    },
    async create(input: OperationInput): Promise<OperationResult> {
      const coachId = num(input.params.coachId);
      requireCoach(input, coachId);
      const [row] = await db.query<{ id: number; coach_id: number; data: Record<string, unknown> }>(
        `INSERT INTO ${table} (coach_id, data) VALUES ($1, $2) RETURNING *`,
        [coachId, JSON.stringify(input.body)],
      );
      return { status: 201, body: { content: educationView(row!) } };
    },
    async update(input: OperationInput): Promise<OperationResult> {
      const coachId = num(input.params.coachId);
      requireCoach(input, coachId);
      const [row] = await db.query<{ id: number; coach_id: number; data: Record<string, unknown> }>(
        `UPDATE ${table} SET data = $3 WHERE id = $1 AND coach_id = $2 RETURNING *`,
        [num(input.params[idParam]), coachId, JSON.stringify(input.body)],
      );
      if (!row) throw notFound();
      return ok(educationView(row));
    },
    async remove(input: OperationInput): Promise<OperationResult> {
      const coachId = num(input.params.coachId);
      requireCoach(input, coachId);
      const [row] = await db.query<{ id: number; coach_id: number; data: Record<string, unknown> }>(
        `DELETE FROM ${table} WHERE id = $1 AND coach_id = $2 RETURNING *`,
        [num(input.params[idParam]), coachId],
      );
      if (!row) throw notFound();
      return ok(educationView(row));
    },
  });
  const educations = entries('coach_educations', 'educationId');
  const certifications = entries('coach_certifications', 'certificationId');

  const loadProduct = async (coachId: number, productId: number) => {
    const [row] = await db.query<ProductRow>(
      'SELECT * FROM coach_products WHERE id = $1 AND coach_id = $2 AND deleted_at IS NULL',
      [productId, coachId],
    );
    if (!row) throw notFound('No such product');
    return row;
  };

  const scheduleOf = async (coachId: number) => {
    await db.query(
      'INSERT INTO coach_schedules (coach_id) VALUES ($1) ON CONFLICT (coach_id) DO NOTHING',
      [coachId],
    );
    const [schedule] = await db.query<{ id: number; time_zone: string }>(
      'SELECT id, time_zone FROM coach_schedules WHERE coach_id = $1',
      [coachId],
    );
    const windows = await db.query<{ day_of_week: number; start_time: string; end_time: string }>(
      `SELECT day_of_week, to_char(start_time, 'HH24:MI') AS start_time, to_char(end_time, 'HH24:MI') AS end_time
       FROM coach_availability WHERE schedule_id = $1 ORDER BY day_of_week, start_time`,
      [schedule!.id],
    );
    return {
      id: schedule!.id,
      coachId,
      timeZone: schedule!.time_zone,
      windows: windows.map((w) => ({
        dayOfWeek: days[w.day_of_week - 1],
        startTime: w.start_time,
        endTime: w.end_time,
      })),
    };
  };

  const subscriptionOf = async (coachId: number) => {
    const [row] = await db.query<{ subscription: Record<string, unknown> | null }>(
      'SELECT subscription FROM coaches WHERE id = $1',
      [coachId],
    );
    return row?.subscription ?? { status: 'NONE' };
  };

  const customerFor = async (coachId: number, name: string, email: string) => {
    const [row] = await db.query<{ id: number }>(
      `INSERT INTO coach_customers (coach_id, name, email) VALUES ($1, $2, lower($3))
       ON CONFLICT (coach_id, email) DO UPDATE SET name = EXCLUDED.name RETURNING id`,
      [coachId, name.trim(), email],
    );
    return row!.id;
  };

  const findPurchases = async (
    input: OperationInput,
    coachId: number,
    filters: { customerId?: number; type?: string; status?: string; keyword?: string },
  ) => {
    const page = pageOf(input);
    const keyword = filters.keyword ? `%${filters.keyword}%` : null;
    const { rows, total } = await pagedQuery<PurchaseRow>(
      db,
      `${purchaseSelect} WHERE p.coach_id = $1 AND ($2::int IS NULL OR p.customer_id = $2)
         AND ($3::text IS NULL OR pr.type = $3) AND ($4::text IS NULL OR p.status = $4)
         AND ($5::text IS NULL OR pr.title ILIKE $5 OR cu.name ILIKE $5 OR cu.email ILIKE $5)`,
      [coachId, filters.customerId ?? null, filters.type ?? null, filters.status ?? null, keyword],
      page,
      orderBy(input, purchaseSorts),
    );
    return paged(rows.map(purchaseView), total, page);
  };

  return {
    async getCoach(input) {
      requirePrincipal(input);
      return ok((await loadCoach(db, num(input.params.coachId))).view);
    },

    async updateCoach(input) {
      const coachId = num(input.params.coachId);
      requireCoach(input, coachId);
      const { row } = await loadCoach(db, coachId);
      const { user, personalInfo, contactInfo, photo, ...profile } = input.body as {
        user?: { timeZone: string };
        personalInfo?: {
          firstName: string;
          middleName?: string;
          lastName: string;
          gender?: string;
          dateBirth?: string;
        };
        contactInfo?: { homePhone?: string; workPhone?: string; mobilePhone?: string };
        photo?: string;
        [key: string]: unknown;
      };
      await db.transaction(async (tx) => {
        await tx.query('UPDATE coaches SET profile = profile || $2::jsonb WHERE id = $1', [
          coachId,
          JSON.stringify(profile),
        ]);
        if (user)
          await tx.query('UPDATE users SET time_zone = $2 WHERE id = $1', [
            row.user_id,
            user.timeZone === 'none' ? null : user.timeZone,
          ]);
        if (personalInfo) {
          await tx.query(
            'UPDATE students SET first_name = $2, middle_name = $3, last_name = $4, gender = $5, date_birth = $6 WHERE id = $1',
            [
              row.id,
              personalInfo.firstName.trim(),
              personalInfo.middleName ?? null,
              personalInfo.lastName.trim(),
              personalInfo.gender ?? null,
              personalInfo.dateBirth ?? null,
            ],
          );
        }
        if (contactInfo) {
          await tx.query(
            'UPDATE students SET home_phone = $2, work_phone = $3, mobile_phone = $4 WHERE id = $1',
            [
              row.id,
              contactInfo.homePhone ?? null,
              contactInfo.workPhone ?? null,
              contactInfo.mobilePhone ?? null,
            ],
          );
        }
        if (photo !== undefined)
          await tx.query('UPDATE students SET photo = $2 WHERE id = $1', [row.id, photo]);
      });
      return ok((await loadCoach(db, coachId)).view);
    },

    listEducations: educations.list,
    createEducation: educations.create,
    updateEducation: educations.update,
    deleteEducation: educations.remove,
    listCertifications: certifications.list,
    createCertification: certifications.create,
    updateCertification: certifications.update,
    deleteCertification: certifications.remove,

    async listCoachProducts(input) {
      const coachId = num(input.params.coachId);
      requireCoach(input, coachId);
      const page = pageOf(input);
      const { rows, total } = await pagedQuery<ProductRow>(
        db,
        'SELECT * FROM coach_products WHERE coach_id = $1 AND deleted_at IS NULL AND ($2::text IS NULL OR type = $2)',
        [coachId, (input.query.type as string | undefined) ?? null],
        page,
        orderBy(input, { id: 'id', title: 'title', price: 'price', type: 'type' }),
      );
      return paged(rows.map(productView), total, page);
    },

    async listPublicCoachProducts(input) {
      requirePrincipal(input);
      const coachId = num(input.params.coachId);
      await coachExists(coachId);
      const page = { page: Number(input.query.page ?? 0), size: Number(input.query.size ?? 100) };
      const { rows, total } = await pagedQuery<ProductRow>(
        db,
        'SELECT * FROM coach_products WHERE coach_id = $1 AND deleted_at IS NULL AND published',
        [coachId],
        page,
        'id ASC',
      );
      return paged(rows.map(productView), total, page);
    },

    async createCoachProduct(input) {
      const coachId = num(input.params.coachId);
      requireCoach(input, coachId);
      const [row] = await db.query<ProductRow>(
        `INSERT INTO coach_products (type, title, image, description, price, price_unit, product_category_id,
           product_specification, service_category_id, service_specification, published, coach_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING *`,
        [...productParams(input.body as ProductInput), coachId],
      );
      return { status: 201, body: { content: productView(row!) } };
    },

    async getCoachProduct(input) {
      const principal = requirePrincipal(input);
      const coachId = num(input.params.coachId);
      const row = await loadProduct(coachId, num(input.params.productId));
      // Unpublished products are visible to their coach only.
      if (!row.published && principal.coachId !== coachId) throw notFound('No such product');
      return ok(productView(row));
    },

    async updateCoachProduct(input) {
      const coachId = num(input.params.coachId);
      requireCoach(input, coachId);
      const productId = num(input.params.productId);
      await loadProduct(coachId, productId);
      const [row] = await db.query<ProductRow>(
        `UPDATE coach_products SET type = $1, title = $2, image = $3, description = $4, price = $5, price_unit = $6,
           product_category_id = $7, product_specification = $8, service_category_id = $9,
           service_specification = $10, published = $11
         WHERE id = $12 RETURNING *`,
        [...productParams(input.body as ProductInput), productId],
      );
      return ok(productView(row!));
    },

    async deleteCoachProduct(input) {
      const coachId = num(input.params.coachId);
      requireCoach(input, coachId);
      const productId = num(input.params.productId);
      const row = await loadProduct(coachId, productId);
      // Purchases keep pointing at the product, so it is retired rather than removed.
      await db.query('UPDATE coach_products SET deleted_at = $2 WHERE id = $1', [
        productId,
        isoAt(services.clock.now()),
      ]);
      return ok(productView(row));
    },

    async getAvailableSchedule(input) {
      requirePrincipal(input);
      const coachId = num(input.params.coachId);
      const productId = num(input.params.productId);
      const scheduleId = num(input.params.scheduleId);
      const startDate = String(input.query.startDate);
      const endDate = String(input.query.endDate);
      if (startDate > endDate)
        throw rule(
          'startTimeMustBeLessThanEndTime',
          'The start date must be before the end date',
          400,
        );
      const [span] = await db.query<{ days: number }>('SELECT ($2::date - $1::date) AS days', [
        startDate,
        endDate,
      ]);
      if ((span?.days ?? 0) > 62) {
        throw badRequest('The range is too long', [
          { path: 'endDate', message: 'must be at most 62 days after startDate' },
        ]);
      }
      const product = await loadProduct(coachId, productId);
      if (!product.published || product.type !== 'SERVICE') throw notFound('No such service');
      const [schedule] = await db.query<{ id: number; time_zone: string }>(
        'SELECT id, time_zone FROM coach_schedules WHERE id = $1 AND coach_id = $2',
        [scheduleId, coachId],
      );
      if (!schedule) throw notFound('No such schedule');
      const minutes = product.service_specification?.session?.duration ?? 60;
      const slots = await db.query<{ starts_at: string; ends_at: string }>(
        `WITH days AS (SELECT d::date AS day FROM generate_series($3::date, $4::date, interval '1 day') AS d),
         windows AS (
           SELECT ((days.day + w.start_time) AT TIME ZONE $5) AS ws, ((days.day + w.end_time) AT TIME ZONE $5) AS we
           FROM days JOIN coach_availability w ON w.schedule_id = $1 AND w.day_of_week = extract(isodow FROM days.day)
         ),
         slots AS (
           SELECT s AS starts_at, s + make_interval(mins => $6::int) AS ends_at
           FROM windows, generate_series(ws, we - make_interval(mins => $6::int), make_interval(mins => $6::int)) AS s
         )
         SELECT starts_at, ends_at FROM slots
         WHERE starts_at > $7 AND NOT EXISTS (
           SELECT 1 FROM coach_sessions cs WHERE cs.coach_id = $2 AND cs.status = 'SCHEDULED'
             AND cs.starts_at < slots.ends_at AND cs.ends_at > slots.starts_at)
         ORDER BY starts_at`,
        [
          schedule.id,
          coachId,
          startDate,
          endDate,
          schedule.time_zone,
          minutes,
          isoAt(services.clock.now()),
        ],
      );
      return ok({
        scheduleId: schedule.id,
        productId,
        timeZone: schedule.time_zone,
        slots: slots.map((s) => ({ startsAt: s.starts_at, endsAt: s.ends_at })),
      });
    },

    async getCoachSubscription(input) {
      const coachId = num(input.params.coachId);
      requireCoach(input, coachId);
      return ok(await subscriptionOf(coachId));
    },

    async updateCoachSubscription(input) {
      const coachId = num(input.params.coachId);
      const principal = requireCoach(input, coachId);
      const { plan, paymentMethodId } = input.body as { plan: string; paymentMethodId: number };
      const [method] = await db.query<{ token: string }>(
        'SELECT token FROM payment_methods WHERE id = $1 AND student_id = $2 AND deleted_at IS NULL',
        [paymentMethodId, principal.studentId],
      );
      if (!method)
        throw badRequest('Unknown payment method', [
          { path: 'paymentMethodId', message: 'No such payment method' },
        ]);
      const price = subscriptionPrices[plan]!;
      services.cards.charge(method.token, price);
      const [end] = await db.query<{ day: string }>(
        `SELECT ($1::date + CASE WHEN $2 = 'YEARLY' THEN interval '1 year' ELSE interval '1 month' END)::date AS day`,
        [today(services), plan],
      );
      const subscription = {
        status: 'ACTIVE',
        plan,
        price,
        currentPeriodEnd: end!.day,
        paymentMethodId,
      };
      await db.query('UPDATE coaches SET subscription = $2 WHERE id = $1', [
        coachId,
        JSON.stringify(subscription),
      ]);
      return ok(subscription);
    },

    async cancelCoachSubscription(input) {
      const coachId = num(input.params.coachId);
      requireCoach(input, coachId);
      const current = await subscriptionOf(coachId);
      if (current.status === 'NONE') return ok(current);
      const cancelled = { ...current, status: 'CANCELLED' };
      await db.query('UPDATE coaches SET subscription = $2 WHERE id = $1', [
        coachId,
        JSON.stringify(cancelled),
      ]);
      return ok(cancelled);
    },

    async listCoachSessions(input) {
      const coachId = num(input.params.coachId);
      requireCoach(input, coachId);
      const page = pageOf(input);
      const { rows, total } = await pagedQuery<SessionRow>(
        db,
        `${sessionSelect} WHERE s.coach_id = $1 AND ($2::date IS NULL OR s.starts_at >= $2::date)
           AND ($3::date IS NULL OR s.starts_at < $3::date + 1) AND ($4::text IS NULL OR s.status = $4)`,
        [
          coachId,
          (input.query.from as string) ?? null,
          (input.query.to as string) ?? null,
          (input.query.status as string) ?? null,
        ],
        page,
        orderBy(input, { startsAt: 'starts_at', id: 'id' }, 'startsAt'),
      );
      return paged(rows.map(sessionView), total, page);
    },

    async createCoachSession(input) {
      const coachId = num(input.params.coachId);
      requireCoach(input, coachId);
      const body = input.body as {
        productId?: number;
        customerName: string;
        customerEmail: string;
        startsAt: string;
        endsAt: string;
        deliveryMode: string;
        meetingUrl?: string;
        notes?: string;
      };
      const [order] = await db.query<{ valid: boolean }>(
        'SELECT $1::timestamptz < $2::timestamptz AS valid',
        [body.startsAt, body.endsAt],
      );
      if (!order?.valid)
        throw rule(
          'startTimeMustBeLessThanEndTime',
          'The start time must be before the end time',
          400,
        );
      if (body.productId !== undefined) await loadProduct(coachId, body.productId);
      const customerId = await customerFor(coachId, body.customerName, body.customerEmail);
      const [created] = await db.query<{ id: number }>(
        `INSERT INTO coach_sessions (coach_id, product_id, customer_id, starts_at, ends_at, delivery_mode, meeting_url, notes)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
        [
          coachId,
          body.productId ?? null,
          customerId,
          body.startsAt,
          body.endsAt,
          body.deliveryMode,
          body.meetingUrl ?? null,
          body.notes ?? null,
        ],
      );
      const [row] = await db.query<SessionRow>(`${sessionSelect} WHERE s.id = $1`, [created!.id]);
      return { status: 201, body: { content: sessionView(row!) } };
    },

    async deleteCoachSession(input) {
      const coachId = num(input.params.coachId);
      requireCoach(input, coachId);
      const rows = await db.query(
        'DELETE FROM coach_sessions WHERE id = $1 AND coach_id = $2 RETURNING id',
        [num(input.params.sessionId), coachId],
      );
      if (!rows.length) throw notFound('No such session');
      return { status: 204, body: null };
    },

    async getCoachSchedule(input) {
      const coachId = num(input.params.coachId);
      requireCoach(input, coachId);
      return ok(await scheduleOf(coachId));
    },

    async updateCoachSchedule(input) {
      const coachId = num(input.params.coachId);
      requireCoach(input, coachId);
      const { timeZone, windows } = input.body as {
        timeZone: string;
        windows: { dayOfWeek: string; startTime: string; endTime: string }[];
      };
      if (windows.some((w) => w.startTime >= w.endTime)) {
        throw rule('startTimeMustBeLessThanEndTime', 'Every window must start before it ends', 400);
      }
      const [zone] = await db.query<{ known: boolean }>(
        'SELECT EXISTS (SELECT 1 FROM pg_timezone_names WHERE name = $1) AS known',
        [timeZone],
      );
      if (!zone?.known)
        throw badRequest('Unknown time zone', [
          { path: 'timeZone', message: 'must be an IANA time zone' },
        ]);
      const current = await scheduleOf(coachId);
      await db.transaction(async (tx) => {
        await tx.query('UPDATE coach_schedules SET time_zone = $2 WHERE id = $1', [
          current.id,
          timeZone,
        ]);
        await tx.query('DELETE FROM coach_availability WHERE schedule_id = $1', [current.id]);
        for (const w of windows) {
          await tx.query(
            'INSERT INTO coach_availability (schedule_id, day_of_week, start_time, end_time) VALUES ($1, $2, $3, $4)',
            [current.id, days.indexOf(w.dayOfWeek) + 1, w.startTime, w.endTime],
          );
        }
      });
      return ok(await scheduleOf(coachId));
    },

    async listCoachProductPurchases(input) {
      const coachId = num(input.query.coachId);
      requireCoach(input, coachId);
      return findPurchases(input, coachId, { keyword: input.query.keyword as string | undefined });
    },

    async findCoachProductPurchasesByCriteria(input) {
      const principal = requireCoach(input);
      const criteria = input.body as {
        coach?: { value: string };
        customer?: { value: string };
        coachProductType?: string;
        status?: string;
        keyword?: string;
      };
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

    async getCoachProductPurchase(input) {
      const principal = requirePrincipal(input);
      const [row] = await db.query<PurchaseRow>(`${purchaseSelect} WHERE p.id = $1`, [
        num(input.params.purchaseId),
      ]);
      if (!row) throw notFound('No such purchase');
      if (row.coach_id !== principal.coachId)
        throw new ApiError(403, 'forbidden', 'This purchase belongs to another coach');
      return ok(purchaseView(row));
    },
  };
};
