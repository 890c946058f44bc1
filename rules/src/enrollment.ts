import type {
  Address,
  ApplicationStatus,
  CommunicationIntentType,
  Cohort,
  ContactInfo,
  EnrollmentInterest,
  Language,
  PersonalInfo,
} from '@hci/api-schema';
import { refuse, type RuleRefusal } from './refusal';
import { agreementSigner, type StudentName } from './signature';

/**
 * The enrollment application's rules: the simulated advisor's pace, what the codes take off,
 * who may apply again, when the agreement is redone, and what a submission needs.
 */

/** The simulated advisor reviews a submitted application, then approves it, then sends documents. */
export const reviewStepMs = 60_000;

/** An application's steps after submission, in order: the ones students see it go through. */
export const applicationLifecycle = [
  'SUBMITTED',
  'REVIEWED',
  'APPROVED',
  'SIGNING',
  'COMPLETE',
] as const satisfies readonly ApplicationStatus[];

/**
 * The simulated advisor's steps, each `reviewStepMs` after the previous one: every step but the
 * last, which the student's signature brings.
 */
const reviewSteps: readonly ApplicationStatus[] = applicationLifecycle.slice(0, -1);

export interface ApplicationState {
  status: ApplicationStatus;
  submittedAt: string | null;
  updatedAt: string;
}

/**
 * When the application reached each status it went through: the advisor's steps follow the
 * submission at their fixed pace, completion is when the last document was signed (else the
 * application's last change).
 */
export function statusHistory(a: ApplicationState, completedAt: string | null) {
  const { submittedAt } = a;
  if (!submittedAt) return undefined;
  const submitted = Date.parse(submittedAt);
  const reached = a.status === 'COMPLETE' ? reviewSteps.length : reviewSteps.indexOf(a.status) + 1;
  // The submission keeps the text `submittedAt` has, so the two read the same.
  const history = reviewSteps.slice(0, reached).map((status, step) => ({
    status,
    at: step === 0 ? submittedAt : new Date(submitted + step * reviewStepMs).toISOString(),
  }));
  if (a.status === 'COMPLETE') history.push({ status: 'COMPLETE', at: completedAt ?? a.updatedAt });
  return history;
}

/**
 * The inbox message each step of an application sends its student, so they always know what
 * happened and what comes next: the advisor's steps say where the application stands, the
 * documents waiting ask for the signature, and completion welcomes them to the cohort.
 */
export const applicationStepMessage = {
  SUBMITTED: 'APPLICATION_STATUS_CHANGED',
  REVIEWED: 'APPLICATION_STATUS_CHANGED',
  APPROVED: 'APPLICATION_STATUS_CHANGED',
  SIGNING: 'AGREEMENT_TO_SIGN',
  COMPLETE: 'ENROLLMENT_COMPLETED',
} as const satisfies Record<(typeof applicationLifecycle)[number], CommunicationIntentType>;

/**
 * The steps an application went through in moving from `from` to where `now` finds it, each with
 * when it was reached: one message each, even when nobody looked in between.
 */
export function stepsSince(from: ApplicationStatus, now: ApplicationState) {
  const history = statusHistory(now, null) ?? [];
  const passed = history.findIndex((step) => step.status === from);
  return history.slice(passed + 1);
}

/**
 * Where the advisor has taken a submitted application by `now`: one step per `reviewStepMs` since
 * the submission, up to sending the documents; signing them is the student's step. Null when the
 * application stays where it is (a draft, a complete one, or not yet time for the next step).
 */
export function advisorStep(a: ApplicationState, now: number): ApplicationStatus | null {
  const position = reviewSteps.indexOf(a.status);
  if (position < 0) return null;
  // Every status from SUBMITTED on was reached by a submission, which set `submittedAt`.
  const elapsed = now - Date.parse(a.submittedAt!);
  const target = Math.min(reviewSteps.length - 1, Math.floor(elapsed / reviewStepMs));
  return target > position ? reviewSteps[target]! : null;
}

/** A voucher or promo code. */
export interface DiscountCode {
  /** What it takes off the tuition, in cents. */
  amount: number;
  /** The one cohort the code is for; none for any. */
  cohortId?: number | null;
  /** The last day it is good; none for a code that does not expire. */
  expiresOn?: string | null;
}

/** A code is meant for the one cohort it names, or for any cohort when it names none. */
export function codeFits(code: Pick<DiscountCode, 'cohortId'>, cohortId: number): boolean {
  return code.cohortId == null || code.cohortId === cohortId;
}

/** A code is good through the day it expires on. */
export function codeExpired(code: Pick<DiscountCode, 'expiresOn'>, today: string): boolean {
  return !!code.expiresOn && code.expiresOn < today;
}

/**
 * A code the student enters: it must exist, not have expired and be meant for the chosen cohort
 * (any cohort while none is chosen). A code of another cohort says so: the student can choose
 * that cohort, where an unknown or expired code leaves nothing to do.
 */
export function checkCode<Code extends DiscountCode>(
  found: Code | null | undefined,
  cohortId: number | null | undefined,
  today: string,
): Code {
  if (!found) throw refuse('invalidVoucherCode', 'The code is not valid', 400);
  if (codeExpired(found, today)) throw refuse('voucherIsExpired', 'The code has expired', 400);
  if (cohortId && !codeFits(found, cohortId)) {
    throw refuse('voucherForAnotherCohort', 'The code is meant for another cohort', 400);
  }
  return found;
}

/**
 * A promo code looked up on its own, as a link to it is opened: an unknown code and an expired one
 * are not there to read, and the key tells the student which of the two it was.
 */
export function checkPromoCode<Code extends Pick<DiscountCode, 'expiresOn'>>(
  found: Code | null | undefined,
  today: string,
): Code {
  if (!found) throw refuse('invalidVoucherCode', 'No such promo code', 404);
  if (codeExpired(found, today))
    throw refuse('voucherIsExpired', 'The promo code has expired', 404);
  return found;
}

/**
 * The codes that take something off the cohort's tuition: a code that is unknown, expired or meant
 * for another cohort takes nothing off. The agreement names these.
 */
export function countingCodes<Code extends DiscountCode>(
  cohortId: number,
  codes: readonly (Code | null | undefined)[],
  today: string,
): Code[] {
  return codes.filter(
    (code): code is Code => !!code && !codeExpired(code, today) && codeFits(code, cohortId),
  );
}

/** What the codes take off the cohort's tuition: a voucher and a promo code add up. */
export function discountFor(
  cohortId: number,
  codes: readonly (DiscountCode | null | undefined)[],
  today: string,
) {
  return countingCodes(cohortId, codes, today).reduce((sum, code) => sum + code.amount, 0);
}

/** Whole days between two ISO days, however far apart, either way. */
const daysApart = (a: string, b: string) => Math.abs(Date.parse(a) - Date.parse(b)) / 86_400_000;

/**
 * The cohort closest to what the student said on signing up: of those they may join, in the
 * program track they named (any, when none of that track is open to them), taught in the language
 * they prefer (any, when none of those is), the one starting nearest the start date they hoped
 * for, the earlier of two as near. None without a start date.
 */
export function cohortClosestTo<
  C extends Pick<Cohort, 'startDate' | 'programTrack' | 'canJoin' | 'languageIso2LetterCode'>,
>(
  cohorts: readonly C[],
  interest: EnrollmentInterest | undefined,
  language?: Language,
): C | undefined {
  const hoped = interest?.startDate;
  if (!hoped) return undefined;
  const narrowed = (list: readonly C[], keep: (cohort: C) => boolean) => {
    const kept = list.filter(keep);
    return kept.length > 0 ? kept : list;
  };
  const open = cohorts.filter((cohort) => cohort.canJoin);
  const inTrack = narrowed(open, (cohort) => cohort.programTrack === interest.programTrack);
  // A cohort names no language when it is taught in English.
  const candidates = language
    ? narrowed(inTrack, (cohort) => (cohort.languageIso2LetterCode ?? 'EN') === language)
    : inTrack;
  return [...candidates].sort(
    (a, b) =>
      daysApart(a.startDate, hoped) - daysApart(b.startDate, hoped) ||
      a.startDate.localeCompare(b.startDate),
  )[0];
}

/** Another application of the student's to the same program, and when its cohort graduates. */
export interface OtherApplication {
  status: ApplicationStatus;
  graduationDate: string;
}

/**
 * Why the student may not join a cohort, if they may not. One application per program: a complete
 * one whose cohort has not graduated is an active enrollment, and one submitted and not yet
 * complete is an application under way (drafts and finished programs do not count). A cohort
 * with no seat left takes no one more. The API refuses a save or a submission with this, and
 * tells the list of cohorts the same beforehand.
 */
export function cohortRefusal(
  others: readonly OtherApplication[],
  seatsAvailable: number,
  today: string,
): RuleRefusal | null {
  if (others.some((a) => a.status === 'COMPLETE' && a.graduationDate >= today)) {
    return refuse(
      'studentActiveEnrollment',
      'You already have an active enrollment for this program',
      409,
    );
  }
  if (others.some((a) => a.status !== 'COMPLETE' && a.status !== 'DRAFT')) {
    return refuse('invalidApplicationRequest', 'You already applied to this program', 409);
  }
  if (seatsAvailable <= 0) return refuse('exceededStudents', 'The cohort has no seat left', 409);
  return null;
}

/** Refuses a cohort the student may not join, saying why (see cohortRefusal). */
export function checkCanJoin(
  others: readonly OtherApplication[],
  seatsAvailable: number,
  today: string,
): void {
  const refusal = cohortRefusal(others, seatsAvailable, today);
  if (refusal) throw refusal;
}

/** What a draft's agreement binds. */
export interface AgreementChoices {
  cohortId: number | null;
  planOptionId: number | null;
  voucherCode: string | null;
  promoCode: string | null;
}

/**
 * A draft's agreement binds its cohort, plan and codes: a new draft, or a change to any of them,
 * needs a new agreement.
 */
export function agreementOutdated(before: AgreementChoices | null, after: AgreementChoices) {
  return (
    !before ||
    before.planOptionId !== after.planOptionId ||
    before.voucherCode !== after.voucherCode ||
    before.promoCode !== after.promoCode ||
    before.cohortId !== after.cohortId
  );
}

/**
 * The name the agreement is made out to: the personal information the application gives, whole
 * (its missing middle name is not taken from the account), else the account's name.
 */
export function agreementStudentName(person: PersonalInfo | null, student: StudentName): string {
  const { firstName, middleName, lastName } = agreementSigner(person, student);
  return [firstName, middleName, lastName].filter(Boolean).join(' ');
}

/** Once submitted, the application is the advisor's to review: it can no longer change. */
export function checkDraft(status: ApplicationStatus): void {
  if (status !== 'DRAFT')
    throw refuse('invalidApplicationRequest', 'The application was already submitted', 409);
}

export interface SubmissionDraft {
  status: ApplicationStatus;
  cohortId: number | null;
  planOptionId: number | null;
}

/**
 * What a submission needs, in the order the student is told: still a draft, a cohort, a payment
 * plan, a card of theirs that is still stored, and the agreement signed.
 */
export function checkSubmittable<A extends SubmissionDraft>(
  application: A,
  ready: { cardValid: boolean; agreementSigned: boolean },
): asserts application is A & { cohortId: number; planOptionId: number } {
  checkDraft(application.status);
  if (!application.cohortId) throw refuse('noCohortSelected', 'Please select a course', 400);
  if (!application.planOptionId)
    throw refuse('noPaymentPlanSelected', 'Please select a payment plan', 400);
  if (!ready.cardValid)
    throw refuse('paymentMethodFailed', 'The payment method is missing or no longer valid', 400);
  if (!ready.agreementSigned)
    throw refuse('submitApplicationFailed', 'The enrollment agreement is not signed', 400);
}

/** What an application collected about the student, as it holds it. */
export interface ApplicationIdentity {
  personalInfo: PersonalInfo | null;
  contactInfo: ContactInfo | null;
  address: Address | null;
}

/**
 * What a submitted application writes on the student's record, in the submission's transaction:
 * the names, birth date and gender, the phones and the address it collected, so the profile, the
 * receipts and the coaches read what the student enrolled with. A part the application left empty
 * keeps the record's own.
 */
export function studentRecordFromApplication({
  personalInfo,
  contactInfo,
  address,
}: ApplicationIdentity): {
  personalInfo?: PersonalInfo;
  contactInfo?: ContactInfo;
  address?: Address;
} {
  const phones = contactInfo && Object.values(contactInfo).some((phone) => phone);
  const located = address && Object.values(address).some((part) => part);
  return {
    ...(personalInfo ? { personalInfo } : {}),
    ...(phones ? { contactInfo } : {}),
    ...(located ? { address } : {}),
  };
}
