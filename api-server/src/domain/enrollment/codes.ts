import { checkCode, discountFor } from '@hci/api-schema/rules';
import * as codeData from '../../data/enrollment/codes.js';
import type { Queryable } from '../../db/database.js';
import type { Services } from '../../services.js';
import { today } from '../../shared/rows.js';

/** The vouchers and promo codes a student may apply to a cohort's tuition. */
export function enrollmentCodes(services: Services) {
  const { db } = services;

  const voucher = async (code: string, kind: 'VOUCHER' | 'PROMO', q: Queryable = db) =>
    (await codeData.findCode(q, code, kind)) ?? null;

  const checkVoucher = async (
    code: string | undefined,
    kind: 'VOUCHER' | 'PROMO',
    cohortId?: number | null,
  ) => {
    if (!code) return null;
    return checkCode(await voucher(code, kind), cohortId, today(services));
  };

  /**
   * What the codes take off the cohort's tuition (see discountFor), on the day `on` (an
   * application's terms keep the price its submission showed, even once a code expires).
   */
  const discount = async (
    cohortId: number,
    codes: { voucherCode?: string | null; promoCode?: string | null },
    q: Queryable = db,
    on: string = today(services),
  ) => {
    // One after the other: a transaction's connection takes one statement at a time.
    const found = [
      codes.voucherCode ? await voucher(codes.voucherCode, 'VOUCHER', q) : null,
      codes.promoCode ? await voucher(codes.promoCode, 'PROMO', q) : null,
    ];
    return discountFor(cohortId, found, on);
  };

  return { voucher, checkVoucher, discount };
}

export type EnrollmentCodes = ReturnType<typeof enrollmentCodes>;

/** The day an application was submitted (its codes count as on that day), if it has been. */
export const submissionDay = (application: { submitted_at: string | null }) =>
  application.submitted_at?.slice(0, 10);
