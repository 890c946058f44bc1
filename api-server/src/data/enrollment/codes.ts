import type { DiscountCode } from '@hci/rules';
import type { Queryable } from '../../db/database.js';

/** The vouchers and promo codes that take an amount off a cohort's tuition. */

export type CodeRow = DiscountCode & { code: string; expiresOn: string };

/** The voucher or promo code as typed (any case, spaces around), if there is one. */
export async function findCode(
  db: Queryable,
  code: string,
  kind: 'VOUCHER' | 'PROMO',
): Promise<CodeRow | undefined> {
  const [row] = await db.query<CodeRow>(
    'SELECT code, amount, cohort_id AS "cohortId", expires_on AS "expiresOn" FROM vouchers WHERE code = upper($1) AND kind = $2',
    [code.trim(), kind],
  );
  return row;
}
