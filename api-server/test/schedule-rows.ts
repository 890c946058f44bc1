import type { ScheduleRow } from '../src/shared/payment-plans.js';

/** The day the schedule fixtures are read on. */
export const today = '2026-11-23';

let nextId = 1;
/** An open row owing 10,000 + 500 tax + 200 interest = 10,700, due today; ids and installments count up. */
export function row(changes: Partial<ScheduleRow> = {}): ScheduleRow {
  const id = nextId++;
  return {
    id,
    installment: id,
    due_date: today,
    amount_due: 10_000,
    tax_amount: 500,
    interest_amount: 200,
    amount_paid: 0,
    capture_method: 'AUTOMATIC',
    state: 'OPEN',
    payment_method_id: null,
    brand: null,
    last4: null,
    ...changes,
  };
}
