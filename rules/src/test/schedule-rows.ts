import type { ScheduleEntry } from '../payments';

/** The day the schedule fixtures are read on. */
export const today = '2026-11-23';

let nextId = 1;
/**
 * An open row owing 10,200 (interest included) + 500 tax = 10,700, due today; ids and
 * installments count up.
 */
export function row(changes: Partial<ScheduleEntry> = {}): ScheduleEntry {
  const id = nextId++;
  return {
    id,
    installment: id,
    dueDate: today,
    amountDue: 10_200,
    taxAmount: 500,
    amountPaid: 0,
    status: 'PENDING',
    ...changes,
  };
}
