// The enrollment's seven steps, their order and where a student resumes.
import type { EnrollmentApplication, Envelope } from '@hci/api-schema';

export const enrollmentSteps = [
  'course',
  'personal-info',
  'payment-plan',
  'agreement',
  'payment-method',
  'review',
  'congratulations',
] as const;

export type EnrollmentStep = (typeof enrollmentSteps)[number];

export function isEnrollmentStep(value: string | undefined): value is EnrollmentStep {
  return enrollmentSteps.includes(value as EnrollmentStep);
}

export function stepIndex(step: EnrollmentStep): number {
  return enrollmentSteps.indexOf(step);
}

export function nextStep(step: EnrollmentStep): EnrollmentStep {
  return enrollmentSteps[Math.min(stepIndex(step) + 1, enrollmentSteps.length - 1)]!;
}

export function previousStep(step: EnrollmentStep): EnrollmentStep {
  return enrollmentSteps[Math.max(stepIndex(step) - 1, 0)]!;
}

/** The agreement the draft holds for its current plan: the one sent last and not voided. */
export function draftAgreement(
  application: EnrollmentApplication | undefined,
  envelopes: readonly Envelope[],
): Envelope | undefined {
  if (!application) return undefined;
  return envelopes.find(
    (envelope) => envelope.applicationId === application.id && envelope.status !== 'VOIDED',
  );
}

/** Personal info is complete once the names are there: every other field is optional. */
function hasPersonalInfo(application: EnrollmentApplication): boolean {
  return Boolean(application.personalInfo?.firstName && application.personalInfo.lastName);
}

/**
 * The first step the draft has not finished; the student resumes there (in another tab or
 * browser too) and cannot skip past it. No draft yet means the first step.
 */
export function resumeStep(
  application: EnrollmentApplication | undefined,
  agreement: Envelope | undefined,
): EnrollmentStep {
  if (!application?.cohortId) return 'course';
  if (!hasPersonalInfo(application)) return 'personal-info';
  if (!application.paymentPlanId) return 'payment-plan';
  if (agreement?.status !== 'COMPLETED') return 'agreement';
  if (!application.paymentMethodId) return 'payment-method';
  return 'review';
}

/** The draft a student is filling in: the newest application not yet submitted. */
export function currentDraft(
  applications: readonly EnrollmentApplication[],
): EnrollmentApplication | undefined {
  return applications.find((application) => application.status === 'DRAFT');
}
