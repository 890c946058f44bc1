// The views the API gives of a purchase's stored row, with its sessions.
import type { CoachProductPurchase } from '@hci/api-schema';
import { purchasedOffering } from '@hci/rules';
import * as sessionData from '../../data/coach-sessions/sessions.js';
import type { PurchaseRow } from '../../data/purchases.js';
import type { Queryable } from '../../db/database.js';
import { compact } from '../../shared/rows.js';
import { sessionView } from '../coach-sessions/session-view.js';

const purchaseView = (
  r: PurchaseRow,
  sessions: readonly sessionData.SessionRow[],
): CoachProductPurchase =>
  compact({
    id: r.id,
    coachId: r.coach_id,
    product: purchasedOffering({
      id: r.product_id,
      title: r.product_title,
      location: r.product_location,
    }),
    coachProductType: r.product_type,
    customer: { id: r.customer_id, name: r.customer_name, email: r.customer_email },
    status: r.status,
    amount: r.amount,
    currency: 'USD' as const,
    purchasedAt: r.purchased_at,
    coach: { id: r.coach_id, name: r.coach_name },
    refundedAmount: r.refunded_amount,
    sessionsIncluded: r.sessions_included,
    sessions: r.product_type === 'SERVICE' ? sessions.map(sessionView) : undefined,
  });

/** Purchases with their sessions, in two statements whatever their number. */
export async function purchaseViews(db: Queryable, rows: readonly PurchaseRow[]) {
  const sessions = await sessionData.sessionsOfPurchases(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) =>
    purchaseView(
      r,
      sessions.filter((s) => s.purchase_id === r.id),
    ),
  );
}
