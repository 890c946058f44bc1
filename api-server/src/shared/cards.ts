import type { CardBrand, PaymentMethod } from '@hci/api-schema';

/** A stored card: what the simulated processor kept of it. */
export interface MethodRow {
  id: number;
  student_id: number;
  token: string;
  brand: CardBrand;
  last4: string;
  exp_month: number;
  exp_year: number;
  holder_name: string;
  is_default: boolean;
}

export const methodView = (m: MethodRow): PaymentMethod => ({
  id: m.id,
  isDefault: m.is_default,
  brand: m.brand,
  last4: m.last4,
  expirationMonth: m.exp_month,
  expirationYear: m.exp_year,
  holderName: m.holder_name,
});
