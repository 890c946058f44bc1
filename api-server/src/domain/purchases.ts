import type { CoachProductPurchase, OfferingType, PurchaseStatus } from '@hci/api-schema';
import { ApiError, badRequest, forbidden, notFound } from '../http/errors.js';
import type { Handlers } from '../http/operation.js';
import { ok, paged, requireCoach, requirePrincipal } from '../http/operation.js';
import type { Services } from '../services.js';
import type { ListQuery } from '../shared/listing.js';
import { orderBy, pageOf, pagedQuery } from '../shared/listing.js';

interface PurchaseRow {
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

const purchaseSelect = `
  SELECT p.id, p.coach_id, p.product_id, pr.title AS product_title, pr.type AS product_type, p.customer_id,
         cu.name AS customer_name, cu.email AS customer_email, p.status, p.amount, p.purchased_at
  FROM coach_product_purchases p JOIN coach_products pr ON pr.id = p.product_id JOIN coach_customers cu ON cu.id = p.customer_id`;

const purchaseView = (r: PurchaseRow): CoachProductPurchase => ({
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

/** What a coach's customers bought, and who they are. */
export function purchaseHandlers(services: Services) {
  const { db } = services;

  const findPurchases = async (
    input: ListQuery,
    coachId: number,
    filters: {
      customerId?: number;
      type?: OfferingType;
      status?: PurchaseStatus;
      keyword?: string;
    },
  ) => {
    const page = pageOf(input);
    const keyword = filters.keyword ? `%${filters.keyword}%` : null;
    const matching = `${purchaseSelect} WHERE p.coach_id = $1 AND ($2::int IS NULL OR p.customer_id = $2)
         AND ($3::text IS NULL OR pr.type = $3) AND ($4::text IS NULL OR p.status = $4)
         AND ($5::text IS NULL OR pr.title ILIKE $5 OR cu.name ILIKE $5 OR cu.email ILIKE $5)`;
    const params = [
      coachId,
      filters.customerId ?? null,
      filters.type ?? null,
      filters.status ?? null,
      keyword,
    ];
    const { rows, total } = await pagedQuery<PurchaseRow>(
      db,
      matching,
      params,
      page,
      orderBy(input, purchaseSorts),
    );
    const [sum] = await db.query<{ total_amount: number }>(
      `SELECT coalesce(sum(amount), 0)::int AS total_amount FROM (${matching}) AS q`,
      params,
    );
    const { status, body } = paged(rows.map(purchaseView), total, page);
    return { status, body: { ...body, totalAmount: sum?.total_amount ?? 0 } };
  };

  return {
    async listCoachProductPurchases(input) {
      const { coachId, keyword } = input.query;
      requireCoach(input, coachId);
      return findPurchases(input, coachId, { keyword });
    },

    async findCoachProductPurchasesByCriteria(input) {
      const principal = requireCoach(input);
      const criteria = input.body;
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

    async listCoachCustomers(input) {
      const customers = await db.query<{ id: number; name: string }>(
        'SELECT id, name FROM coach_customers WHERE coach_id = $1 ORDER BY name, id',
        [input.params.coachId],
      );
      return ok(customers.map((c) => ({ value: String(c.id), label: c.name })));
    },

    async getCoachProductPurchase(input) {
      const principal = requirePrincipal(input);
      const [row] = await db.query<PurchaseRow>(`${purchaseSelect} WHERE p.id = $1`, [
        input.params.purchaseId,
      ]);
      if (!row) throw notFound('No such purchase');
      if (row.coach_id !== principal.coachId)
        throw new ApiError(403, 'forbidden', 'This purchase belongs to another coach');
      return ok(purchaseView(row));
    },
  } satisfies Partial<Handlers>;
}
