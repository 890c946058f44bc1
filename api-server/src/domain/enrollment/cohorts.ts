import type { Cohort, DeliveryMode, Language, PromoCode } from '@hci/api-schema';
import { codeExpired, offeredTerms } from '@hci/api-schema/rules';
import { notFound, rule } from '../../http/errors.js';
import type { Handlers } from '../../http/operation.js';
import type { Services } from '../../services.js';
import { ok, paged, requirePrincipal } from '../../http/operation.js';
import { pageOf, pagedQuery } from '../../shared/listing.js';
import { compact, today } from '../../shared/rows.js';
import { enrollmentCodes } from './codes.js';

/** Cohorts open for enrollment, their payment plans, vouchers and promo codes. */
export function cohortHandlers(services: Services) {
  const { db } = services;
  const { voucher, checkVoucher, discount } = enrollmentCodes(services);

  return {
    async listCohorts(input) {
      requirePrincipal(input);
      const page = pageOf(input);
      const { rows, total } = await pagedQuery<{
        id: number;
        name: string;
        program_track: string;
        start_date: string;
        graduation_date: string;
        delivery_mode: DeliveryMode;
        language: Language;
        tuition: number;
        seats_available: number;
      }>(
        db,
        `SELECT c.*, greatest(0, c.seats - (SELECT count(*) FROM applications a WHERE a.cohort_id = c.id AND a.status <> 'DRAFT'))::int AS seats_available
         FROM cohorts c WHERE c.start_date > $1::date AND ($2::text IS NULL OR c.program_track = $2)`,
        [today(services), input.query.programTrack ?? null],
        page,
        'start_date ASC, id ASC',
      );
      return paged(
        rows.map((c): Cohort => ({
          id: c.id,
          name: c.name,
          programTrack: c.program_track,
          startDate: c.start_date,
          graduationDate: c.graduation_date,
          deliveryMode: c.delivery_mode,
          languageIso2LetterCode: c.language,
          tuition: c.tuition,
          seatsAvailable: c.seats_available,
        })),
        total,
        page,
      );
    },

    async listCohortPaymentPlans(input) {
      requirePrincipal(input);
      const { cohortId } = input.params;
      const [cohort] = await db.query<{ tuition: number }>(
        'SELECT tuition FROM cohorts WHERE id = $1',
        [cohortId],
      );
      if (!cohort) throw notFound('No such cohort');
      const codesDiscount = await discount(cohortId, input.query);
      const options = await db.query<{
        id: number;
        name: string;
        source: string;
        description: string;
        deposit_amount: number;
        installment_count: number;
        interest_rate_bps: number;
      }>('SELECT * FROM plan_options WHERE cohort_id = $1 ORDER BY installment_count, id', [
        cohortId,
      ]);
      const views = options.map((o) => ({
        id: o.id,
        name: o.name,
        source: o.source,
        description: o.description,
        terms: offeredTerms(
          cohort.tuition,
          codesDiscount,
          o.deposit_amount,
          o.installment_count,
          o.interest_rate_bps,
        ),
      }));
      return paged(views, views.length, { page: 0, size: views.length });
    },

    async validateVoucher(input) {
      requirePrincipal(input);
      const { code, cohortId } = input.body;
      const found = await checkVoucher(code, 'VOUCHER', cohortId);
      return ok({ code: found!.code, amount: found!.amount, expiresOn: found!.expiresOn });
    },

    async getPromoCode(input) {
      const { code } = input.params;
      const found = await voucher(code, 'PROMO');
      // The key tells the student whether the code never existed or has run out.
      if (!found) throw rule('invalidVoucherCode', 'No such promo code', 404);
      if (codeExpired(found, today(services)))
        throw rule('voucherIsExpired', 'The promo code has expired', 404);
      const [cohort] = found.cohortId
        ? await db.query<{ program_track: string }>(
            'SELECT program_track FROM cohorts WHERE id = $1',
            [found.cohortId],
          )
        : [];
      return ok(
        compact<PromoCode>({
          code: found.code,
          cohortId: found.cohortId,
          programTrack: cohort?.program_track,
          discount: found.amount,
          expiresOn: found.expiresOn,
        }),
      );
    },
  } satisfies Partial<Handlers>;
}
