import type { DeliveryMode, Language } from '@hci/api-schema';
import type { Queryable } from '../../db/database.js';
import type { PageRequest } from '../../http/operation.js';
import { pagedQuery } from '../listing.js';

/** Cohorts open for enrollment and the payment plans each offers. */

export interface CohortRow {
  id: number;
  name: string;
  program_track: string;
  start_date: string;
  graduation_date: string;
  delivery_mode: DeliveryMode;
  language: Language;
  tuition: number;
  seats_available: number;
}

export interface PlanOptionRow {
  id: number;
  name: string;
  source: string;
  description: string;
  deposit_amount: number;
  installment_count: number;
  interest_rate_bps: number;
}

/** The seats cohort `c` has left: an application holds one once submitted, a draft none. */
const seatsAvailable = `greatest(0, c.seats - (SELECT count(*) FROM applications a WHERE a.cohort_id = c.id AND a.status <> 'DRAFT'))::int`;

/** One page of the cohorts starting after `today`, of one program track if given, soonest first. */
export function cohortsPage(
  db: Queryable,
  today: string,
  programTrack: string | null,
  page: PageRequest,
) {
  return pagedQuery<CohortRow>(
    db,
    `SELECT c.*, ${seatsAvailable} AS seats_available
     FROM cohorts c WHERE c.start_date > $1::date AND ($2::text IS NULL OR c.program_track = $2)`,
    [today, programTrack],
    page,
    'start_date ASC, id ASC',
  );
}

export async function cohortExists(db: Queryable, cohortId: number): Promise<boolean> {
  const [cohort] = await db.query('SELECT 1 FROM cohorts WHERE id = $1', [cohortId]);
  return Boolean(cohort);
}

/** The seats an existing cohort has left. */
export async function cohortSeatsAvailable(db: Queryable, cohortId: number): Promise<number> {
  const [cohort] = await db.query<{ seats_available: number }>(
    `SELECT ${seatsAvailable} AS seats_available FROM cohorts c WHERE c.id = $1`,
    [cohortId],
  );
  return cohort!.seats_available;
}

export async function cohortTuition(db: Queryable, cohortId: number): Promise<number | undefined> {
  const [cohort] = await db.query<{ tuition: number }>(
    'SELECT tuition FROM cohorts WHERE id = $1',
    [cohortId],
  );
  return cohort?.tuition;
}

export async function cohortName(db: Queryable, cohortId: number): Promise<string | undefined> {
  const [cohort] = await db.query<{ name: string }>('SELECT name FROM cohorts WHERE id = $1', [
    cohortId,
  ]);
  return cohort?.name;
}

export async function cohortProgramTrack(
  db: Queryable,
  cohortId: number,
): Promise<string | undefined> {
  const [cohort] = await db.query<{ program_track: string }>(
    'SELECT program_track FROM cohorts WHERE id = $1',
    [cohortId],
  );
  return cohort?.program_track;
}

/** The cohort's payment plans, fewest installments first. */
export function planOptions(db: Queryable, cohortId: number): Promise<PlanOptionRow[]> {
  return db.query<PlanOptionRow>(
    'SELECT * FROM plan_options WHERE cohort_id = $1 ORDER BY installment_count, id',
    [cohortId],
  );
}

/** The cohort a payment plan is offered by, if there is a plan by that id. */
export async function planOptionCohort(
  db: Queryable,
  planOptionId: number,
): Promise<number | undefined> {
  const [option] = await db.query<{ cohort_id: number }>(
    'SELECT cohort_id FROM plan_options WHERE id = $1',
    [planOptionId],
  );
  return option?.cohort_id;
}
