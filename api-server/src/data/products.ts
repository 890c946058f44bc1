import type {
  CoachProduct,
  CoachProductInput,
  OfferingType,
  PriceUnit,
  PurchaseStatus,
} from '@hci/api-schema';
import { keptLocation } from '@hci/rules';
import type { Queryable } from '../db/database.js';
import type { ScheduleRow } from './coach-sessions/schedule.js';
import type { PageRequest } from '../http/operation.js';
import { pagedQuery } from './listing.js';

export interface ProductRow {
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
  location: string | null;
  published: boolean;
  test_call: boolean;
}

/** The columns of a product, in the order the statements below list them. The validator has filled
 * in the contract's defaults (type, price unit, published); the generated type still says optional.
 * Only an in-person service keeps an address. */
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
  keptLocation(b),
];

/** A product of the coach that was not retired. */
export async function findProduct(
  db: Queryable,
  coachId: number,
  productId: number,
): Promise<ProductRow | undefined> {
  const [row] = await db.query<ProductRow>(
    'SELECT * FROM coach_products WHERE id = $1 AND coach_id = $2 AND deleted_at IS NULL',
    [productId, coachId],
  );
  return row;
}

/** One page of the coach's own products, of one type or all: the test call is kept by the profile. */
export function productsPage(
  db: Queryable,
  coachId: number,
  type: OfferingType | null,
  page: PageRequest,
  order: string,
) {
  return pagedQuery<ProductRow>(
    db,
    'SELECT * FROM coach_products WHERE coach_id = $1 AND deleted_at IS NULL AND NOT test_call AND ($2::text IS NULL OR type = $2)',
    [coachId, type],
    page,
    order,
  );
}

/** One page of the coach's published products, oldest first. */
export function publishedProductsPage(db: Queryable, coachId: number, page: PageRequest) {
  return pagedQuery<ProductRow>(
    db,
    'SELECT * FROM coach_products WHERE coach_id = $1 AND deleted_at IS NULL AND published',
    [coachId],
    page,
    'id ASC',
  );
}

export async function insertProduct(
  db: Queryable,
  coachId: number,
  product: CoachProductInput,
): Promise<ProductRow> {
  const [row] = await db.query<ProductRow>(
    `INSERT INTO coach_products (type, title, image, description, price, price_unit, product_category_id,
       product_specification, service_category_id, service_specification, published, location, coach_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING *`,
    [...productParams(product), coachId],
  );
  return row!;
}

export async function updateProduct(
  db: Queryable,
  productId: number,
  product: CoachProductInput,
): Promise<ProductRow> {
  const [row] = await db.query<ProductRow>(
    `UPDATE coach_products SET type = $1, title = $2, image = $3, description = $4, price = $5, price_unit = $6,
       product_category_id = $7, product_specification = $8, service_category_id = $9,
       service_specification = $10, published = $11, location = $12
     WHERE id = $13 RETURNING *`,
    [...productParams(product), productId],
  );
  return row!;
}

/**
 * Keeps the coach's free test call as the profile says: offered, it is published (created the
 * first time, as `offer` words it, so its purchases stay with one product); not offered, it is
 * unpublished.
 */
export async function keepTestCall(
  db: Queryable,
  coachId: number,
  offered: boolean,
  offer: CoachProductInput,
) {
  const kept = await db.query(
    'UPDATE coach_products SET published = $2 WHERE coach_id = $1 AND test_call RETURNING id',
    [coachId, offered],
  );
  if (kept.length === 0 && offered) {
    const row = await insertProduct(db, coachId, offer);
    await db.query('UPDATE coach_products SET test_call = true WHERE id = $1', [row.id]);
  }
}

/** The statuses of the student's purchases of the product. */
export async function purchaseStatusesOf(db: Queryable, studentId: number, productId: number) {
  const rows = await db.query<{ status: PurchaseStatus }>(
    'SELECT status FROM coach_product_purchases WHERE buyer_student_id = $1 AND product_id = $2',
    [studentId, productId],
  );
  return rows.map((row) => row.status);
}

/** Marks the product retired at `at`; its row stays for the purchases that point at it. */
export async function retireProduct(db: Queryable, productId: number, at: string): Promise<void> {
  await db.query('UPDATE coach_products SET deleted_at = $2 WHERE id = $1', [productId, at]);
}

/** The coach's schedule by id, with its booking settings. */
export async function findSchedule(
  db: Queryable,
  coachId: number,
  scheduleId: number,
): Promise<ScheduleRow | undefined> {
  const [schedule] = await db.query<ScheduleRow>(
    'SELECT * FROM coach_schedules WHERE id = $1 AND coach_id = $2',
    [scheduleId, coachId],
  );
  return schedule;
}
