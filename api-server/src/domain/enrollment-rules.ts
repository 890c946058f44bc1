import type { ApplicationStatus, PersonalInfo } from '@hci/api-schema';
import { isoAt } from '../clock.js';
import { rule } from '../http/errors.js';

/**
 * The enrollment application's rules: the simulated advisor's pace, what the codes take off,
 * who may apply again, when the agreement is redone, and what a submission needs.
 */

/** The simulated advisor reviews a submitted application, then approves it, then sends documents. */
export const reviewStepMs = 60_000;

/** The simulated advisor's steps after submission, each `reviewStepMs` after the previous one. */
const reviewSteps: ApplicationStatus[] = ['SUBMITTED', 'REVIEWED', 'APPROVED', 'SIGNING'];

export interface ApplicationState {
  status: ApplicationStatus;
  submitted_at: string | null;
  updated_at: string;
}

/**
 * When the application reached each status it went through: the advisor's steps follow the
 * submission at their fixed pace, completion is when the last document was signed (else the
 * application's last change).
 */
export function statusHistory(a: ApplicationState, completedAt: string | null) {
  const submittedAt = a.submitted_at;
  if (!submittedAt) return undefined;
  const submitted = Date.parse(submittedAt);
  const reached = a.status === 'COMPLETE' ? reviewSteps.length : reviewSteps.indexOf(a.status) + 1;
  // The submission keeps the text `submittedAt` has, so the two read the same.
  const history = reviewSteps.slice(0, reached).map((status, step) => ({
    status,
    at: step === 0 ? submittedAt : isoAt(submitted + step * reviewStepMs),
  }));
  if (a.status === 'COMPLETE')
    history.push({ status: 'COMPLETE', at: completedAt ?? a.updated_at });
  return history;
}

/**
 * Where the advisor has taken a submitted application by `now`: one step per `reviewStepMs` since
 * the submission, up to sending the documents; signing them is the student's step. Null when the
 * application stays where it is (a draft, a complete one, or not yet time for the next step).
 */
export function advisorStep(a: ApplicationState, now: number): ApplicationStatus | null {
  const position = reviewSteps.indexOf(a.status);
  if (position < 0) return null;
  // Every status from SUBMITTED on was reached by a submission, which set `submitted_at`.
  const elapsed = now - Date.parse(a.submitted_at!);
  const target = Math.min(reviewSteps.length - 1, Math.floor(elapsed / reviewStepMs));
  return target > position ? reviewSteps[target]! : null;
}

/** A voucher or promo code as stored. */
export interface DiscountCode {
  code: string;
  amount: number;
  /** The one cohort the code is for; null for any. */
  cohort_id: number | null;
  expires_on: string;
}

/** A code is good through the day it expires on. */
export function codeExpired(code: DiscountCode, today: string): boolean {
  return code.expires_on < today;
}

/**
 * A code the student enters: it must exist, be meant for the chosen cohort (any cohort while none
 * is chosen) and not have expired.
 */
export function checkCode(
  found: DiscountCode | null,
  cohortId: number | null | undefined,
  today: string,
): DiscountCode {
  if (!found || (found.cohort_id !== null && cohortId && found.cohort_id !== cohortId)) {
    throw rule('invalidVoucherCode', 'The code is not valid', 400);
  }
  if (codeExpired(found, today)) throw rule('voucherIsExpired', 'The code has expired', 400);
  return found;
}

/**
 * What the codes take off the cohort's tuition: a voucher and a promo code add up; a code that is
 * unknown, expired or meant for another cohort takes nothing off.
 */
export function discountFor(cohortId: number, codes: (DiscountCode | null)[], today: string) {
  return codes.reduce(
    (sum, code) =>
      code && !codeExpired(code, today) && (code.cohort_id === null || code.cohort_id === cohortId)
        ? sum + code.amount
        : sum,
    0,
  );
}

/** Another application of the student's to the same program, and when its cohort graduates. */
export interface OtherApplication {
  status: ApplicationStatus;
  graduation_date: string;
}

/**
 * One application per program: a complete one whose cohort has not graduated is an active
 * enrollment; one submitted and not yet complete is an application under way. Drafts and finished
 * programs do not count.
 */
export function checkNotEnrolled(others: OtherApplication[], today: string): void {
  if (others.some((a) => a.status === 'COMPLETE' && a.graduation_date >= today)) {
    throw rule(
      'studentActiveEnrollment',
      'You already have an active enrollment for this program',
      409,
    );
  }
  if (others.some((a) => a.status !== 'COMPLETE' && a.status !== 'DRAFT')) {
    throw rule('invalidApplicationRequest', 'You already applied to this program', 409);
  }
}

/** What a draft's agreement binds. */
export interface AgreementChoices {
  cohort_id: number | null;
  plan_option_id: number | null;
  voucher_code: string | null;
  promo_code: string | null;
}

/**
 * A draft's agreement binds its cohort, plan and codes: a new draft, or a change to any of them,
 * needs a new agreement.
 */
export function agreementOutdated(before: AgreementChoices | null, after: AgreementChoices) {
  return (
    !before ||
    before.plan_option_id !== after.plan_option_id ||
    before.voucher_code !== after.voucher_code ||
    before.promo_code !== after.promo_code ||
    before.cohort_id !== after.cohort_id
  );
}

/** The student as their account names them. */
export interface StudentName {
  first_name: string;
  middle_name: string | null;
  last_name: string;
}

/**
 * The name the agreement is made out to: the personal information the application gives, whole
 * (its missing middle name is not taken from the account), else the account's name.
 */
export function agreementStudentName(person: PersonalInfo | null, student: StudentName): string {
  const names = person
    ? [person.firstName, person.middleName, person.lastName]
    : [student.first_name, student.middle_name, student.last_name];
  return names.filter(Boolean).join(' ');
}

/** Once submitted, the application is the advisor's to review: it can no longer change. */
export function checkDraft(status: ApplicationStatus): void {
  if (status !== 'DRAFT')
    throw rule('invalidApplicationRequest', 'The application was already submitted', 409);
}

export interface SubmissionDraft {
  status: ApplicationStatus;
  cohort_id: number | null;
  plan_option_id: number | null;
}

/**
 * What a submission needs, in the order the student is told: still a draft, a cohort, a payment
 * plan, a card of theirs that is still stored, and the agreement signed.
 */
export function checkSubmittable<A extends SubmissionDraft>(
  application: A,
  ready: { cardValid: boolean; agreementSigned: boolean },
): asserts application is A & { cohort_id: number; plan_option_id: number } {
  checkDraft(application.status);
  if (!application.cohort_id) throw rule('noCohortSelected', 'Please select a course', 400);
  if (!application.plan_option_id)
    throw rule('noPaymentPlanSelected', 'Please select a payment plan', 400);
  if (!ready.cardValid)
    throw rule('paymentMethodFailed', 'The payment method is missing or no longer valid', 400);
  if (!ready.agreementSigned)
    throw rule('submitApplicationFailed', 'The enrollment agreement is not signed', 400);
}
