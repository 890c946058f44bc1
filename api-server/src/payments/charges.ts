import { isoAt } from '../clock.js';
import type { Queryable } from '../db/database.js';
import { noteCharge } from '../http/idempotency.js';
import type { Services } from '../services.js';

/** What a card charge paid for; `subjectId` names its record (the plan, the coach, the transfer, the purchase). */
export type ChargePurpose = 'PAYMENT' | 'SUBSCRIPTION' | 'TRANSFER_FEE' | 'PURCHASE';

export interface CardCharge {
  purpose: ChargePurpose;
  subjectId: number;
  paymentMethodId: number;
  token: string;
  amount: number;
  /**
   * Names the business event the charge is for (an installment's attempt, a subscription's
   * period), so the processor makes one charge for it however often it is asked.
   */
  idempotencyKey?: string;
}

/**
 * Charges a card and records the charge beside what it paid for, in the caller's transaction.
 * Callers hold the lock on the row that guards the purchase from their checks to here, so
 * requests at once are decided one after another and a purchase is charged once.
 */
export async function chargeCard(
  tx: Queryable,
  { cards, clock }: Pick<Services, 'cards' | 'clock'>,
  charge: CardCharge,
): Promise<{ reference: string }> {
  const { reference } = cards.charge(charge.token, charge.amount, charge.idempotencyKey);
  await tx.query(
    `INSERT INTO card_charges (payment_method_id, purpose, subject_id, amount, reference, created_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      charge.paymentMethodId,
      charge.purpose,
      charge.subjectId,
      charge.amount,
      reference,
      isoAt(clock.now()),
    ],
  );
  await noteCharge(tx, { subjectId: charge.subjectId, reference });
  return { reference };
}

/** When the latest charge for a purpose and record was made, if ever. */
export async function lastChargeAt(
  tx: Queryable,
  purpose: ChargePurpose,
  subjectId: number,
): Promise<string | null> {
  const [row] = await tx.query<{ created_at: string }>(
    'SELECT created_at FROM card_charges WHERE purpose = $1 AND subject_id = $2 ORDER BY id DESC LIMIT 1',
    [purpose, subjectId],
  );
  return row?.created_at ?? null;
}
