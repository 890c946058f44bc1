import { isoAt } from '../clock.js';
import type { Queryable } from '../db/database.js';
import { ApiError, badRequest, forbidden, notFound, rule } from '../http/errors.js';
import type { HandlerFactory, OperationInput } from '../http/operation.js';
import { ok, paged, requireCoach, requirePrincipal } from '../http/operation.js';
import { compact, num, orderBy, pageOf, pagedQuery } from './common.js';
import { coachExists } from './views.js';

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

export async function loadProduct(db: Queryable, coachId: number, productId: number) {
  const [row] = await db.query<ProductRow>(
    'SELECT * FROM coach_products WHERE id = $1 AND coach_id = $2 AND deleted_at IS NULL',
    [productId, coachId],
  );
  if (!row) throw notFound('No such product');
  return row;
}

/** A coach's products and services, their free slots, and their purchases. */
export const productHandlers: HandlerFactory = (services) => {
  const { db } = services;

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
      await coachExists(db, coachId);
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
      const row = await loadProduct(db, coachId, num(input.params.productId));
      // Unpublished products are visible to their coach only.
      if (!row.published && principal.coachId !== coachId) throw notFound('No such product');
      return ok(productView(row));
    },

    async updateCoachProduct(input) {
      const coachId = num(input.params.coachId);
      requireCoach(input, coachId);
      const productId = num(input.params.productId);
      await loadProduct(db, coachId, productId);
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
      const row = await loadProduct(db, coachId, productId);
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
      const product = await loadProduct(db, coachId, productId);
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
