import type {
  CoachProduct,
  OfferingType,
  PurchaseStatus,
  PurchaseStatusTotal,
} from '@hci/api-schema';
import type { Queryable } from '../db/database.js';
import type { PageRequest } from '../http/operation.js';
import { pagedQuery } from './listing.js';

export interface PurchaseRow {
  id: number;
  coach_id: number;
  product_id: number;
  product_title: string;
  product_location: string | null;
  product_type: OfferingType;
  customer_id: number;
  customer_name: string;
  customer_email: string;
  status: PurchaseStatus;
  amount: number;
  purchased_at: string;
  buyer_student_id: number | null;
  sessions_included: number | null;
  refunded_amount: number;
  coach_name: string;
  coach_student_id: number;
  service_specification: CoachProduct['serviceSpecification'] | null;
}

/** What a purchase list may be filtered by; `keyword` is an ILIKE pattern. */
export interface PurchaseFilters {
  customerId: number | null;
  type: OfferingType | null;
  status: PurchaseStatus | null;
  keyword: string | null;
}

const purchaseSelect = `
  SELECT p.id, p.coach_id, p.product_id, pr.title AS product_title, pr.location AS product_location,
         pr.type AS product_type, p.customer_id,
         cu.name AS customer_name, cu.email AS customer_email, p.status, p.amount, p.purchased_at,
         p.buyer_student_id, p.sessions_included, p.refunded_amount, pr.service_specification,
         concat_ws(' ', st.first_name, st.last_name) AS coach_name, co.student_id AS coach_student_id
  FROM coach_product_purchases p JOIN coach_products pr ON pr.id = p.product_id JOIN coach_customers cu ON cu.id = p.customer_id
  JOIN coaches co ON co.id = p.coach_id JOIN students st ON st.id = co.student_id`;

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

/** The count and amount of each status of the coach's purchases that match the filters. */
export function purchasesStatusTotals(
  db: Queryable,
  coachId: number,
  filters: PurchaseFilters,
): Promise<PurchaseStatusTotal[]> {
  return db.query<PurchaseStatusTotal>(
    `SELECT status, count(*)::int AS count, coalesce(sum(amount), 0)::int AS amount
     FROM (${matching}) AS q GROUP BY status`,
    matchingParams(coachId, filters),
  );
}

/** The purchase; `lock` holds its row to the end of the transaction (a refund reads and adds). */
export async function findPurchase(
  db: Queryable,
  purchaseId: number,
  lock = false,
): Promise<PurchaseRow | undefined> {
  const [row] = await db.query<PurchaseRow>(
    `${purchaseSelect} WHERE p.id = $1${lock ? ' FOR UPDATE OF p' : ''}`,
    [purchaseId],
  );
  return row;
}

/** One page of what the student bought, newest first. */
export function studentPurchasesPage(db: Queryable, studentId: number, page: PageRequest) {
  return pagedQuery<PurchaseRow>(
    db,
    `${purchaseSelect} WHERE p.buyer_student_id = $1`,
    [studentId],
    page,
    'purchased_at DESC, id DESC',
  );
}

/** The count and amount of each status of the student's purchases. */
export function studentPurchasesStatusTotals(
  db: Queryable,
  studentId: number,
): Promise<PurchaseStatusTotal[]> {
  return db.query<PurchaseStatusTotal>(
    `SELECT status, count(*)::int AS count, coalesce(sum(amount), 0)::int AS amount
     FROM coach_product_purchases WHERE buyer_student_id = $1 GROUP BY status`,
    [studentId],
  );
}

export async function insertPurchase(
  tx: Queryable,
  purchase: {
    coachId: number;
    productId: number;
    customerId: number;
    buyerStudentId: number;
    amount: number;
    sessionsIncluded: number | null;
    paymentMethodId: number | null;
    purchasedAt: string;
  },
): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO coach_product_purchases (coach_id, product_id, customer_id, buyer_student_id, amount, status,
       sessions_included, payment_method_id, purchased_at)
     VALUES ($1, $2, $3, $4, $5, 'PAID', $6, $7, $8) RETURNING id`,
    [
      purchase.coachId,
      purchase.productId,
      purchase.customerId,
      purchase.buyerStudentId,
      purchase.amount,
      purchase.sessionsIncluded,
      purchase.paymentMethodId,
      purchase.purchasedAt,
    ],
  );
  return row!.id;
}

/** What was paid back of the purchase so far, and its status. */
export async function recordRefund(
  tx: Queryable,
  purchaseId: number,
  refundedAmount: number,
  status: PurchaseStatus,
): Promise<void> {
  await tx.query(
    'UPDATE coach_product_purchases SET refunded_amount = $2, status = $3 WHERE id = $1',
    [purchaseId, refundedAmount, status],
  );
}

/** The name and e-mail a student buys under, and the coach's video-room link, if any. */
export async function buyerAndSeller(
  db: Queryable,
  studentId: number,
  coachId: number,
): Promise<{ name: string; email: string; meeting_url: string | null }> {
  const [row] = await db.query<{ name: string; email: string; meeting_url: string | null }>(
    `SELECT concat_ws(' ', s.first_name, s.last_name) AS name, u.email,
            (SELECT profile->>'coachWebConferenceUrl' FROM coaches WHERE id = $2) AS meeting_url
     FROM students s JOIN users u ON u.id = s.user_id WHERE s.id = $1`,
    [studentId, coachId],
  );
  return row!;
}

/** The coach's customers, by name. */
export function customersOf(db: Queryable, coachId: number) {
  return db.query<{ id: number; name: string }>(
    'SELECT id, name FROM coach_customers WHERE coach_id = $1 ORDER BY name, id',
    [coachId],
  );
}
