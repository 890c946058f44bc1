import { checkCode, countingCodes, discountFor } from '@hci/rules';
import * as codeData from '../../data/enrollment/codes.js';
import type { Queryable } from '../../db/database.js';
import type { Services } from '../../services.js';
import { today } from '../../shared/rows.js';

/** The codes an application keeps, as the student typed them. */
interface DraftCodes {
  voucherCode?: string | null;
  promoCode?: string | null;
}

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

  /** The codes a draft keeps, as stored, each with its kind. */
  const found = async (codes: DraftCodes, q: Queryable) => {
    // One after the other: a transaction's connection takes one statement at a time.
    const voucherRow = codes.voucherCode ? await voucher(codes.voucherCode, 'VOUCHER', q) : null;
    const promoRow = codes.promoCode ? await voucher(codes.promoCode, 'PROMO', q) : null;
    return [
      voucherRow && { ...voucherRow, kind: 'VOUCHER' as const },
      promoRow && { ...promoRow, kind: 'PROMO' as const },
    ];
  };

  /**
   * What the codes take off the cohort's tuition (see discountFor), on the day `on` (an
   * application's terms keep the price its submission showed, even once a code expires).
   */
  const discount = async (
    cohortId: number,
    codes: DraftCodes,
    q: Queryable = db,
    on: string = today(services),
  ) => discountFor(cohortId, await found(codes, q), on);

  /**
   * The codes that take something off on the day `on` (the ones an agreement names), and what
   * they take off together.
   */
  const applied = async (
    cohortId: number,
    codes: DraftCodes,
    q: Queryable = db,
    on: string = today(services),
  ) => {
    const stored = await found(codes, q);
    return {
      codes: countingCodes(cohortId, stored, on),
      discount: discountFor(cohortId, stored, on),
    };
  };

  return { voucher, checkVoucher, discount, applied };
}

export type EnrollmentCodes = ReturnType<typeof enrollmentCodes>;

/** The day an application was submitted (its codes count as on that day), if it has been. */
export const submissionDay = (application: { submitted_at: string | null }) =>
  application.submitted_at?.slice(0, 10);
