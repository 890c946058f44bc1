import type { Cohort, PromoCode } from '@hci/api-schema';
import { checkPromoCode, cohortRefusal, offeredTerms, planDescription, planName } from '@hci/rules';
import * as applicationData from '../../data/enrollment/applications.js';
import * as cohortData from '../../data/enrollment/cohorts.js';
import { notFound } from '../../http/errors.js';
import type { Handlers } from '../../http/operation.js';
import type { Services } from '../../services.js';
import { ok, paged, requirePrincipal } from '../../http/operation.js';
import { pageOf } from '../../shared/listing.js';
import { compact, today } from '../../shared/rows.js';
import { enrollmentCodes } from './codes.js';

/** Cohorts open for enrollment, their payment plans, vouchers and promo codes. */
export function cohortHandlers(services: Services) {
  const { db } = services;
  const { voucher, checkVoucher, discount } = enrollmentCodes(services);

  return {
    async listCohorts(input) {
      const { studentId } = requirePrincipal(input);
      const page = pageOf(input);
      const day = today(services);
      const { rows, total } = await cohortData.cohortsPage(
        db,
        day,
        input.query.programTrack ?? null,
        page,
      );
      // Whether the caller may join each cohort, by the rule a save of it is refused with.
      const applications =
        studentId === null ? [] : await applicationData.applicationsWithProgram(db, studentId);
      return paged(
        rows.map((c): Cohort => {
          const others = applications.filter((a) => a.programTrack === c.program_track);
          const refusal = cohortRefusal(others, c.seats_available, day);
          return {
            id: c.id,
            name: c.name,
            programTrack: c.program_track,
            startDate: c.start_date,
            graduationDate: c.graduation_date,
            deliveryMode: c.delivery_mode,
            languageIso2LetterCode: c.language,
            tuition: c.tuition,
            seatsAvailable: c.seats_available,
            canJoin: !refusal,
            ...(refusal && { refusal: refusal.key }),
          };
        }),
        total,
        page,
      );
    },

    async listCohortPaymentPlans(input) {
      requirePrincipal(input);
      const { cohortId } = input.params;
      const tuition = await cohortData.cohortTuition(db, cohortId);
      if (tuition === undefined) throw notFound('No such cohort');
      const codesDiscount = await discount(cohortId, input.query);
      const options = await cohortData.planOptions(db, cohortId);
      const views = options.map((o) => ({
        id: o.id,
        name: planName(o.source, {
          installmentCount: o.installment_count,
          depositAmount: o.deposit_amount,
        }),
        source: o.source,
        description: planDescription({
          installmentCount: o.installment_count,
          depositAmount: o.deposit_amount,
        }),
        terms: offeredTerms({
          tuition,
          discount: codesDiscount,
          deposit: o.deposit_amount,
          count: o.installment_count,
          rateBps: o.interest_rate_bps,
        }),
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
      const found = checkPromoCode(await voucher(code, 'PROMO'), today(services));
      const programTrack = found.cohortId
        ? await cohortData.cohortProgramTrack(db, found.cohortId)
        : undefined;
      return ok(
        compact<PromoCode>({
          code: found.code,
          cohortId: found.cohortId,
          programTrack,
          discount: found.amount,
          expiresOn: found.expiresOn,
        }),
      );
    },
  } satisfies Partial<Handlers>;
}
