import type { OfferingType, PurchaseStatus } from '@hci/api-schema';
import { purchaseTotals, sortStatusTotals } from '@hci/rules';
import * as purchaseData from '../../data/purchases.js';
import { ApiError, badRequest, forbidden, notFound } from '../../http/errors.js';
import type { Handlers } from '../../http/operation.js';
import { ok, paged, requireCoach, requirePrincipal } from '../../http/operation.js';
import type { Services } from '../../services.js';
import type { ListQuery } from '../../shared/listing.js';
import { orderBy, pageOf } from '../../shared/listing.js';
import { purchaseViews } from './purchase-view.js';

const purchaseSorts = {
  id: 'id',
  purchasedAt: 'purchased_at',
  amount: 'amount',
  status: 'status',
  customer: 'customer_name',
};

/** What a coach's customers bought: listed, searched, read one by one. */
export function salesHandlers(services: Services) {
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
    const matching: purchaseData.PurchaseFilters = {
      customerId: filters.customerId ?? null,
      type: filters.type ?? null,
      status: filters.status ?? null,
      keyword: filters.keyword ? `%${filters.keyword}%` : null,
    };
    const { rows, total } = await purchaseData.purchasesPage(
      db,
      coachId,
      matching,
      page,
      orderBy(input, purchaseSorts),
    );
    const statusTotals = sortStatusTotals(
      await purchaseData.purchasesStatusTotals(db, coachId, matching),
    );
    const { status, body } = paged(await purchaseViews(db, rows), total, page);
    return {
      status,
      body: { ...body, totalAmount: purchaseTotals(statusTotals).settled, statusTotals },
    };
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
      const customers = await purchaseData.customersOf(db, input.params.coachId);
      return ok(customers.map((c) => ({ value: String(c.id), label: c.name })));
    },

    async getCoachProductPurchase(input) {
      const principal = requirePrincipal(input);
      const row = await purchaseData.findPurchase(db, input.params.purchaseId);
      if (!row) throw notFound('No such purchase');
      const isBuyer = principal.studentId !== null && row.buyer_student_id === principal.studentId;
      if (row.coach_id !== principal.coachId && !isBuyer)
        throw new ApiError(403, 'forbidden', 'This purchase belongs to someone else');
      return ok((await purchaseViews(db, [row]))[0]!);
    },
  } satisfies Partial<Handlers>;
}
