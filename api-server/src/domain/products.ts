import type { CoachProduct, CoachProductInput, OfferingType, PriceUnit } from '@hci/api-schema';
import { isoAt } from '../clock.js';
import type { Queryable } from '../db/database.js';
import { badRequest, notFound, rule } from '../http/errors.js';
import type { Handlers } from '../http/operation.js';
import { created, ok, paged, requirePrincipal } from '../http/operation.js';
import type { Services } from '../services.js';
import { coachExists } from '../shared/views.js';
import { orderBy, pageOf, pagedQuery } from '../shared/listing.js';
import { compact } from '../shared/rows.js';

interface ProductRow {
  id: number;
  coach_id: number;
  type: OfferingType;
  title: string;
  image: string | null;
  description: string | null;
  price: number;
  price_unit: PriceUnit;
  product_category_id: string | null;
  product_specification: CoachProduct['productSpecification'] | null;
  service_category_id: string | null;
  service_specification: CoachProduct['serviceSpecification'] | null;
  published: boolean;
}

const productView = (r: ProductRow): CoachProduct =>
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

/** The columns of a product, in the order the statements below list them. The validator has filled
 * in the contract's defaults (type, price unit, published); the generated type still says optional. */
const productParams = (b: CoachProductInput) => [
  b.type ?? 'SERVICE',
  b.title.trim(),
  b.image ?? null,
  b.description ?? null,
  b.price,
  b.priceUnit ?? 'NONE',
  b.productCategoryId ?? null,
  b.productSpecification ? JSON.stringify(b.productSpecification) : null,
  b.serviceCategoryId ?? null,
  b.serviceSpecification ? JSON.stringify(b.serviceSpecification) : null,
  b.published ?? true,
];

export async function loadProduct(db: Queryable, coachId: number, productId: number) {
  const [row] = await db.query<ProductRow>(
    'SELECT * FROM coach_products WHERE id = $1 AND coach_id = $2 AND deleted_at IS NULL',
    [productId, coachId],
  );
  if (!row) throw notFound('No such product');
  return row;
}

/** A coach's products and services, and their free slots. */
export function productHandlers(services: Services) {
  const { db } = services;

  return {
    async listCoachProducts(input) {
      const { coachId } = input.params;
      const page = pageOf(input);
      const { rows, total } = await pagedQuery<ProductRow>(
        db,
        'SELECT * FROM coach_products WHERE coach_id = $1 AND deleted_at IS NULL AND ($2::text IS NULL OR type = $2)',
        [coachId, input.query.type ?? null],
        page,
        orderBy(input, { id: 'id', title: 'title', price: 'price', type: 'type' }),
      );
      return paged(rows.map(productView), total, page);
    },

    async listPublicCoachProducts(input) {
      requirePrincipal(input);
      const { coachId } = input.params;
      await coachExists(db, coachId);
      const page = { page: input.query.page ?? 0, size: input.query.size ?? 100 };
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
      const { coachId } = input.params;
      const [row] = await db.query<ProductRow>(
        `INSERT INTO coach_products (type, title, image, description, price, price_unit, product_category_id,
           product_specification, service_category_id, service_specification, published, coach_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING *`,
        [...productParams(input.body), coachId],
      );
      return created(productView(row!));
    },

    async getCoachProduct(input) {
      const principal = requirePrincipal(input);
      const { coachId } = input.params;
      const row = await loadProduct(db, coachId, input.params.productId);
      // Unpublished products are visible to their coach only.
      if (!row.published && principal.coachId !== coachId) throw notFound('No such product');
      return ok(productView(row));
    },

    async updateCoachProduct(input) {
      const { coachId } = input.params;
      const { productId } = input.params;
      await loadProduct(db, coachId, productId);
      const [row] = await db.query<ProductRow>(
        `UPDATE coach_products SET type = $1, title = $2, image = $3, description = $4, price = $5, price_unit = $6,
           product_category_id = $7, product_specification = $8, service_category_id = $9,
           service_specification = $10, published = $11
         WHERE id = $12 RETURNING *`,
        [...productParams(input.body), productId],
      );
      return ok(productView(row!));
    },

    async deleteCoachProduct(input) {
      const { coachId } = input.params;
      const { productId } = input.params;
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
      const { coachId } = input.params;
      const { productId } = input.params;
      const { scheduleId } = input.params;
      const { startDate, endDate } = input.query;
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
  } satisfies Partial<Handlers>;
}
