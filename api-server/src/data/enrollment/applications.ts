import { lifecycle } from '@hci/rules';
import type {
  Address,
  ApplicationStatus,
  ContactInfo,
  EnrollmentApplicationInput,
  Language,
  PersonalInfo,
} from '@hci/api-schema';
import type { OtherApplication } from '@hci/rules';
import type { Queryable } from '../../db/database.js';

/** A student's enrollment applications as stored, and what their agreement is generated from. */

export interface ApplicationRow {
  id: number;
  student_id: number;
  cohort_id: number | null;
  plan_option_id: number | null;
  payment_method_id: number | null;
  voucher_code: string | null;
  promo_code: string | null;
  alumni: boolean;
  personal_info: PersonalInfo | null;
  contact_info: ContactInfo | null;
  address: Address | null;
  status: ApplicationStatus;
  created_at: string;
  updated_at: string;
  submitted_at: string | null;
}

/** The student, cohort and plan option an agreement names. */
export interface AgreementFactsRow {
  first_name: string;
  middle_name: string | null;
  last_name: string;
  cohort_name: string;
  start_date: string;
  graduation_date: string;
  tuition: number;
  plan_name: string;
  plan_source: string;
  deposit_amount: number;
  installment_count: number;
  interest_rate_bps: number;
  /** The student's language for documents. */
  language: Language;
}

/** The student's applications, newest first. */
export function studentApplications(db: Queryable, studentId: number): Promise<ApplicationRow[]> {
  return db.query<ApplicationRow>(
    'SELECT * FROM applications WHERE student_id = $1 ORDER BY created_at DESC, id DESC',
    [studentId],
  );
}

/** Applications the advisor is still taking through its steps, longest waiting first. */
export function applicationsInReview(db: Queryable, limit: number): Promise<ApplicationRow[]> {
  return db.query<ApplicationRow>(
    `SELECT * FROM applications WHERE status IN ('SUBMITTED', 'REVIEWED', 'APPROVED')
     ORDER BY updated_at, id LIMIT $1`,
    [limit],
  );
}

/** One of the student's own applications, if there is one by that id. */
export async function findApplication(
  db: Queryable,
  studentId: number,
  applicationId: number,
): Promise<ApplicationRow | undefined> {
  const [row] = await db.query<ApplicationRow>(
    'SELECT * FROM applications WHERE id = $1 AND student_id = $2',
    [applicationId, studentId],
  );
  return row;
}

export async function loadApplication(
  db: Queryable,
  applicationId: number,
): Promise<ApplicationRow> {
  const [row] = await db.query<ApplicationRow>('SELECT * FROM applications WHERE id = $1', [
    applicationId,
  ]);
  return row!;
}

/** The student's other applications to the program of the cohort, with their graduation dates. */
export function programApplications(
  db: Queryable,
  studentId: number,
  cohortId: number,
  exceptApplicationId: number | null,
): Promise<OtherApplication[]> {
  return db.query<OtherApplication>(
    `SELECT a.status, c.graduation_date AS "graduationDate" FROM applications a JOIN cohorts c ON c.id = a.cohort_id
     WHERE a.student_id = $1 AND a.id IS DISTINCT FROM $3
       AND c.program_track = (SELECT program_track FROM cohorts WHERE id = $2)`,
    [studentId, cohortId, exceptApplicationId],
  );
}

/**
 * Each of the student's applications that names a cohort, with that cohort's program and
 * graduation date: what decides which cohorts of each program the student may still join.
 */
export function applicationsWithProgram(
  db: Queryable,
  studentId: number,
): Promise<(OtherApplication & { programTrack: string })[]> {
  return db.query<OtherApplication & { programTrack: string }>(
    `SELECT a.status, c.graduation_date AS "graduationDate", c.program_track AS "programTrack"
     FROM applications a JOIN cohorts c ON c.id = a.cohort_id WHERE a.student_id = $1`,
    [studentId],
  );
}

/** Whether the student completed an application to a cohort that graduated before `today`. */
export async function hasGraduated(
  db: Queryable,
  studentId: number,
  today: string,
): Promise<boolean> {
  const [row] = await db.query(
    `SELECT 1 FROM applications a JOIN cohorts c ON c.id = a.cohort_id
     WHERE a.student_id = $1 AND a.status = 'COMPLETE' AND c.graduation_date < $2::date LIMIT 1`,
    [studentId, today],
  );
  return Boolean(row);
}

/** A new, empty draft; its id. */
export async function insertApplication(
  db: Queryable,
  studentId: number,
  createdAt: string,
): Promise<number> {
  const [inserted] = await db.query<{ id: number }>(
    'INSERT INTO applications (student_id, created_at, updated_at) VALUES ($1, $2, $2) RETURNING id',
    [studentId, createdAt],
  );
  return inserted!.id;
}

/**
 * The draft with the fields the student sent; a field left out keeps its value. The personal
 * information, the phones and the address are each one value, replaced whole, whose members sent
 * as null are none. A plan is one cohort's offer: a draft moved to another cohort chooses its
 * plan again.
 */
export async function saveApplication(
  db: Queryable,
  applicationId: number,
  body: EnrollmentApplicationInput,
  updatedAt: string,
): Promise<ApplicationRow> {
  const [row] = await db.query<ApplicationRow>(
    `UPDATE applications SET cohort_id = coalesce($2, cohort_id),
       plan_option_id = CASE WHEN coalesce($2, cohort_id) IS NULL OR EXISTS (
         SELECT 1 FROM plan_options p
         WHERE p.id = coalesce($3, plan_option_id) AND p.cohort_id = coalesce($2, cohort_id))
       THEN coalesce($3, plan_option_id) END,
       payment_method_id = coalesce($4, payment_method_id), voucher_code = coalesce(upper(btrim($5)), voucher_code),
       promo_code = coalesce(upper(btrim($6)), promo_code), alumni = coalesce($7, alumni),
       personal_info = coalesce(jsonb_strip_nulls($8::jsonb), personal_info),
       contact_info = coalesce(jsonb_strip_nulls($9::jsonb), contact_info),
       address = coalesce(jsonb_strip_nulls($10::jsonb), address), updated_at = $11
     WHERE id = $1 RETURNING *`,
    [
      applicationId,
      body.cohortId ?? null,
      body.paymentPlanId ?? null,
      body.paymentMethodId ?? null,
      body.voucherCode ?? null,
      body.promoCode ?? null,
      body.alumni ?? null,
      body.personalInfo ? JSON.stringify(body.personalInfo) : null,
      body.contactInfo ? JSON.stringify(body.contactInfo) : null,
      body.address ? JSON.stringify(body.address) : null,
      updatedAt,
    ],
  );
  return row!;
}

/**
 * Each application's new status, all updated at `updatedAt`, in one statement; only those still
 * at their `from` status move. Answers the ids moved: of two requests moving the same application
 * at once, one moves it (and says so) and the other finds it moved.
 */
export async function setStatuses(
  tx: Queryable,
  applications: readonly { id: number; from: ApplicationStatus; status: ApplicationStatus }[],
  updatedAt: string,
): Promise<Set<number>> {
  const moved = await tx.query<{ id: number }>(
    `UPDATE applications a SET status = s.status, updated_at = $4
     FROM unnest($1::int[], $2::text[], $3::text[]) AS s(id, status, from_status)
     WHERE a.id = s.id AND a.status = s.from_status RETURNING a.id`,
    [
      applications.map((a) => a.id),
      applications.map((a) => a.status),
      applications.map((a) => a.from),
      updatedAt,
    ],
  );
  return new Set(moved.map((row) => row.id));
}

export async function markSubmitted(
  db: Queryable,
  applicationId: number,
  submittedAt: string,
): Promise<void> {
  await db.query(
    'UPDATE applications SET status = $3, submitted_at = $2, updated_at = $2 WHERE id = $1',
    [applicationId, submittedAt, lifecycle.application.submitted],
  );
}

/** When the last envelope of each application was signed, in one statement. */
export function lastSignatures(
  db: Queryable,
  applicationIds: readonly number[],
): Promise<{ application_id: number; completed_at: string | null }[]> {
  return db.query<{ application_id: number; completed_at: string | null }>(
    `SELECT application_id, max(completed_at) AS completed_at FROM envelopes
     WHERE application_id = ANY($1::int[]) AND status = 'COMPLETED' GROUP BY application_id`,
    [applicationIds],
  );
}

/** The names, dates and amounts the agreement for this student, cohort and plan option states. */
export async function agreementFacts(
  tx: Queryable,
  studentId: number,
  cohortId: number,
  planOptionId: number,
): Promise<AgreementFactsRow | undefined> {
  const [row] = await tx.query<AgreementFactsRow>(
    `SELECT s.first_name, s.middle_name, s.last_name, c.name AS cohort_name, c.start_date::text,
       c.graduation_date::text, c.tuition, p.name AS plan_name, p.source AS plan_source, p.deposit_amount, p.installment_count,
       p.interest_rate_bps, s.language
     FROM students s, cohorts c, plan_options p
     WHERE s.id = $1 AND c.id = $2 AND p.id = $3`,
    [studentId, cohortId, planOptionId],
  );
  return row;
}

/**
 * The application, if it waits for its signature, is complete: the completed row when this call
 * made it so, none when it was not waiting (already complete, or not yet sent to sign). The
 * condition is the guard against completing twice: a second request at once waits for the row
 * lock, then finds the application complete.
 */
export async function markSigned(
  tx: Queryable,
  applicationId: number,
  completedAt: string,
): Promise<ApplicationRow | undefined> {
  const [completed] = await tx.query<ApplicationRow>(
    "UPDATE applications SET status = $3, updated_at = $2 WHERE id = $1 AND status = 'SIGNING' RETURNING *",
    [applicationId, completedAt, lifecycle.application.signed],
  );
  return completed;
}

/**
 * Removes the application if it is still a draft; the removed row, none when it was submitted in
 * the meantime (the condition guards a discard racing a submission).
 */
export async function deleteDraft(
  tx: Queryable,
  applicationId: number,
): Promise<ApplicationRow | undefined> {
  const [deleted] = await tx.query<ApplicationRow>(
    "DELETE FROM applications WHERE id = $1 AND status = 'DRAFT' RETURNING *",
    [applicationId],
  );
  return deleted;
}
