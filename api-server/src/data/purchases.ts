import type { OfferingType, PurchaseStatus } from '@hci/api-schema';
import type { Queryable } from '../db/database.js';
import type { PageRequest } from '../http/operation.js';
import { pagedQuery } from './listing.js';

export interface PurchaseRow {
  id: number;
  coach_id: number;
  product_id: number;
  product_title: string;
  product_type: OfferingType;
  customer_id: number;
  customer_name: string;
  customer_email: string;
  status: PurchaseStatus;
  amount: number;
  purchased_at: string;
}

/** What a purchase list may be filtered by; `keyword` is an ILIKE pattern. */
export interface PurchaseFilters {
  customerId: number | null;
  type: OfferingType | null;
  status: PurchaseStatus | null;
  keyword: string | null;
}

const purchaseSelect = `
  SELECT p.id, p.coach_id, p.product_id, pr.title AS product_title, pr.type AS product_type, p.customer_id,
         cu.name AS customer_name, cu.email AS customer_email, p.status, p.amount, p.purchased_at
  FROM coach_product_purchases p JOIN coach_products pr ON pr.id = p.product_id JOIN coach_customers cu ON cu.id = p.customer_id`;

const matching = `${purchaseSelect} WHERE p.coach_id = $1 AND ($2::int IS NULL OR p.customer_id = $2)
     AND ($3::text IS NULL OR pr.type = $3) AND ($4::text IS NULL OR p.status = $4)
     AND ($5::text IS NULL OR pr.title ILIKE $5 OR cu.name ILIKE $5 OR cu.email ILIKE $5)`;

const matchingParams = (coachId: number, filters: PurchaseFilters) => [
  coachId,
  filters.customerId,
  filters.type,
  filters.status,
  filters.keyword,
];

/** One page of the coach's purchases that match the filters. */
export function purchasesPage(
  db: Queryable,
  coachId: number,
  filters: PurchaseFilters,
  page: PageRequest,
  order: string,
) {
  return pagedQuery<PurchaseRow>(db, matching, matchingParams(coachId, filters), page, order);
}

/** The sum of the amounts of every purchase of the coach that matches the filters. */
export async function purchasesTotal(
  db: Queryable,
  coachId: number,
  filters: PurchaseFilters,
): Promise<number> {
  const [sum] = await db.query<{ total_amount: number }>(
    `SELECT coalesce(sum(amount), 0)::int AS total_amount FROM (${matching}) AS q`,
    matchingParams(coachId, filters),
  );
  return sum?.total_amount ?? 0;
}

export async function findPurchase(
  db: Queryable,
  purchaseId: number,
): Promise<PurchaseRow | undefined> {
  const [row] = await db.query<PurchaseRow>(`${purchaseSelect} WHERE p.id = $1`, [purchaseId]);
  return row;
}

/** The coach's customers, by name. */
export function customersOf(db: Queryable, coachId: number) {
  return db.query<{ id: number; name: string }>(
    'SELECT id, name FROM coach_customers WHERE coach_id = $1 ORDER BY name, id',
    [coachId],
  );
}
