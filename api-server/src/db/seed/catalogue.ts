import {
  demoCohorts,
  demoOfferCategories,
  demoOptionLists,
  demoPlanOptions,
  demoPromoCodes,
  demoVouchers,
  type DemoCohort,
} from '@hci/demo-world';
import type { Seed } from './context.js';
import { isoDay } from './dates.js';

/** Lookups, the cohorts with the plans offered for them, vouchers and promo codes. */
export async function seedCatalogue({ tx, one, run, now }: Seed) {
  // Lookups.
  type Lookup = [string, string, string | null, string | null];
  const lookups: Lookup[] = [
    ...demoOptionLists.map(({ type, value, label, parent }): Lookup => [
      type,
      value,
      label ?? null,
      parent ?? null,
    ]),
    ['PROGRAM_TRACK', 'HEALTH_COACH', 'Health coach certification', null],
    ['PROGRAM_TRACK', 'BUSINESS', 'Coaching business', null],
    ['PROGRAM_TRACK', 'ADVANCED', 'Advanced coaching skills', null],
    ...demoOfferCategories.map(({ type, value, label }): Lookup => [
      type,
      value,
      label ?? null,
      null,
    ]),
  ];
  for (const [type, value, label, parent] of lookups) {
    await run('INSERT INTO lookups (type, value, label, parent) VALUES ($1, $2, $3, $4)', [
      type,
      value,
      label,
      parent,
    ]);
  }

  // Cohorts and the plans offered for them: the world's, then a business cohort and a past class.
  const cohort = (c: DemoCohort) =>
    one(
      `INSERT INTO cohorts (name, program_track, language, delivery_mode, start_date, graduation_date, tuition, seats)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [
        c.name,
        c.programTrack,
        c.languageIso2LetterCode,
        c.deliveryMode,
        c.startDate,
        c.graduationDate,
        c.tuition,
        c.seats,
      ],
    );
  const world = demoCohorts(isoDay(now, 0));
  const currentCohort = await cohort(world.current);
  const nextCohort = await cohort(world.next);
  const spanishCohort = await cohort(world.spanish);
  await cohort(world.denver);
  await cohort(world.advanced);
  const ownCohort = (name: string, track: string, start: number, weeks: number, tuition: number) =>
    one(
      `INSERT INTO cohorts (name, program_track, language, start_date, graduation_date, tuition)
         VALUES ($1, $2, 'EN', $3, $4, $5) RETURNING id`,
      [name, track, isoDay(now, start), isoDay(now, start + weeks * 7), tuition],
    );
  await ownCohort('Coaching business essentials', 'BUSINESS', 30, 12, 150000);
  const pastCohort = await ownCohort(
    'Health Coach Training, 2021 class',
    'HEALTH_COACH',
    -1500,
    52,
    500000,
  );
  const cohortsWithPlans = await tx.query<{ id: number }>(
    'SELECT id FROM cohorts WHERE start_date > $1',
    [isoDay(now, 0)],
  );
  for (const c of [...cohortsWithPlans, { id: currentCohort }]) {
    for (const option of demoPlanOptions) {
      await run(
        `INSERT INTO plan_options (cohort_id, name, description, deposit_amount, installment_count, interest_rate_bps)
           VALUES ($1, $2, $3, $4, $5, $6)`,
        [c.id, option.name, option.description, option.deposit, option.count, option.rateBps],
      );
    }
  }

  // Vouchers for any cohort; the promo codes are for the next one.
  const today = isoDay(now, 0);
  const codes = [
    ...demoVouchers(today).map((code) => ({ ...code, kind: 'VOUCHER', cohort: null })),
    ...demoPromoCodes(today).map((code) => ({ ...code, kind: 'PROMO', cohort: nextCohort })),
  ];
  for (const { code, kind, amount, cohort, expiresOn } of codes) {
    await run(
      'INSERT INTO vouchers (code, kind, amount, cohort_id, expires_on) VALUES ($1, $2, $3, $4, $5)',
      [code, kind, amount, cohort, expiresOn],
    );
  }

  return { currentCohort, nextCohort, spanishCohort, pastCohort };
}
