import type { PaymentMethod } from '@hci/api-schema';
import type { Queryable } from '../db/database.js';
import type { StoredBrand } from './payment-plans.js';
import { brandView } from './payment-plans.js';

/** A stored card: what the simulated processor kept of it. */
export interface MethodRow {
  id: number;
  student_id: number;
  token: string;
  brand: StoredBrand;
  last4: string;
  exp_month: number;
  exp_year: number;
  holder_name: string;
  is_default: boolean;
}

export const methodView = (m: MethodRow): PaymentMethod => ({
  id: m.id,
  isDefault: m.is_default,
  brand: brandView(m.brand),
  last4: m.last4,
  expirationMonth: m.exp_month,
  expirationYear: m.exp_year,
  holderName: m.holder_name,
});

/** One of the student's own cards that is not deleted, or null. */
export async function loadMethod(db: Queryable, studentId: number, methodId: number) {
  const [method] = await db.query<MethodRow>(
    'SELECT * FROM payment_methods WHERE id = $1 AND student_id = $2 AND deleted_at IS NULL',
    [methodId, studentId],
  );
  return method ?? null;
}
