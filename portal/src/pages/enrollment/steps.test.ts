import { describe, expect, test } from 'vitest';
import type { EnrollmentApplication, Envelope } from '@hci/api-schema';
import { draftAgreement, nextStep, previousStep, resumeStep } from './steps';

const draft: EnrollmentApplication = {
  id: 7,
  studentId: 1,
  status: 'DRAFT',
  createdAt: '2026-03-31T12:00:00Z',
  updatedAt: '2026-03-31T12:00:00Z',
};
const agreement = (status: Envelope['status']): Envelope => ({
  id: 70,
  studentId: 1,
  applicationId: 7,
  name: { kind: 'ENROLLMENT_AGREEMENT', params: {} },
  status,
  sentAt: '2026-03-31T12:00:00Z',
  documents: [],
});

describe('where a student resumes', () => {
  test('each missing piece holds the student at its step, in order', () => {
    expect(resumeStep(undefined, undefined)).toBe('course');
    expect(resumeStep(draft, undefined)).toBe('course');
    const withCohort = { ...draft, cohortId: 2 };
    expect(resumeStep(withCohort, undefined)).toBe('personal-info');
    const withPerson = { ...withCohort, personalInfo: { firstName: 'Ana', lastName: 'Ruiz' } };
    expect(resumeStep(withPerson, undefined)).toBe('payment-plan');
    const withPlan = { ...withPerson, paymentPlanId: 21 };
    expect(resumeStep(withPlan, agreement('SENT'))).toBe('agreement');
    expect(resumeStep(withPlan, agreement('COMPLETED'))).toBe('payment-method');
    expect(resumeStep({ ...withPlan, paymentMethodId: 1 }, agreement('COMPLETED'))).toBe('review');
  });

  test('a voided agreement (an earlier plan) is not the draft’s', () => {
    expect(draftAgreement(draft, [agreement('VOIDED')])).toBeUndefined();
    expect(draftAgreement(draft, [agreement('VOIDED'), agreement('SENT')])?.status).toBe('SENT');
    expect(draftAgreement(undefined, [agreement('SENT')])).toBeUndefined();
  });

  test('steps move forward and back within the seven', () => {
    expect(nextStep('course')).toBe('personal-info');
    expect(nextStep('congratulations')).toBe('congratulations');
    expect(previousStep('course')).toBe('course');
    expect(previousStep('review')).toBe('payment-method');
  });
});
