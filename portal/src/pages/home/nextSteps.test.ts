import { describe, expect, test } from 'vitest';
import type {
  Course,
  EnrollmentApplication,
  Envelope,
  PaymentPlanTerms,
  Transfer,
} from '@hci/api-schema';
import { nextSteps } from './nextSteps';

const none = {
  nextPayment: undefined,
  envelopes: [],
  transfers: [],
  applications: [],
  courses: [],
};
const course: Course = {
  id: 1,
  title: 'Health Coach Training Program: Foundations',
  status: 'IN_PROGRESS',
  progress: 61,
  moduleCount: 12,
  completedModuleCount: 7,
  nextModule: { id: 108, title: 'Powerful questions', dueDate: '2026-04-06' },
};
const signable: Envelope = {
  id: 3,
  studentId: 1,
  name: { kind: 'PAYMENT_PLAN_AMENDMENT', params: {} },
  status: 'SENT',
  sentAt: '2026-03-28T15:00:00Z',
  documents: [],
};
const application = (status: EnrollmentApplication['status']): EnrollmentApplication => ({
  id: 1,
  studentId: 1,
  status,
  createdAt: '2026-01-05T16:00:00Z',
  updatedAt: '2026-01-05T16:00:00Z',
});
const terms: PaymentPlanTerms = {
  installmentAmount: 28900,
  lastInstallmentAmount: 28900,
  totalOwed: 346800,
  amountDue: 0,
  interestRate: 0,
  depositAmount: 50000,
  installmentCount: 12,
};
const transfer: Transfer = {
  id: 1,
  paymentPlanId: 1,
  status: 'PENDING',
  fromCohort: { id: 1, name: 'HCTP 2026 Spring', startDate: '2026-01-12' },
  toCohort: { id: 3, name: 'HCTP 2026 Otoño (en español)', startDate: '2026-09-21' },
  fee: 0,
  requestedAt: '2026-03-20T15:00:00Z',
  newTerms: terms,
};
const kinds = (input: Partial<Parameters<typeof nextSteps>[0]>) =>
  nextSteps({ ...none, ...input }).map((step) => step.kind);

describe('what the student can do next', () => {
  test('a newcomer with nothing yet is asked to enroll', () => {
    expect(kinds({})).toEqual(['startEnrollment']);
  });

  test('an application with the advisor says where it stands, until its documents wait', () => {
    expect(kinds({ applications: [application('REVIEWED')] })).toEqual(['applicationUnderway']);
    expect(kinds({ applications: [application('SIGNING')] })).toEqual(['applicationUnderway']);
    expect(kinds({ applications: [application('SIGNING')], envelopes: [signable] })).toEqual([
      'documentsToSign',
    ]);
  });

  test('most pressing first: money late, signatures, money due, transfers, enrollment, learning', () => {
    expect(
      kinds({
        nextPayment: { planId: 1, amount: 28900, daysOverdue: 3 },
        envelopes: [signable],
        transfers: [transfer],
        applications: [application('DRAFT')],
        courses: [course],
      }),
    ).toEqual([
      'paymentOverdue',
      'documentsToSign',
      'transfers',
      'continueEnrollment',
      'nextModule',
    ]);
    expect(kinds({ nextPayment: { planId: 1, amount: 28900, daysOverdue: 0 } })).toEqual([
      'paymentDueNow',
      'startEnrollment',
    ]);
  });

  test('nothing pending once enrolled and every module done: all set', () => {
    const done = { ...course, status: 'COMPLETED' as const, nextModule: undefined };
    expect(kinds({ applications: [application('COMPLETE')], courses: [done] })).toEqual([]);
    // A payment on its date ahead is no step: the next payment card shows it.
    expect(
      kinds({
        nextPayment: { planId: 1, amount: 28900, daysOverdue: 0, dueDate: '2026-05-14' },
        applications: [application('COMPLETE')],
      }),
    ).toEqual([]);
  });
});
