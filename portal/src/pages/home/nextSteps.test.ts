import { describe, expect, test } from 'vitest';
import type { Course, EnrollmentApplication, Envelope, Transfer } from '@hci/api-schema';
import { fixtures } from '@hci/mock-api';
import { nextSteps } from './nextSteps';

const none = {
  nextPayment: undefined,
  envelopes: [],
  transfers: [],
  applications: [],
  courses: [],
};
const [course] = fixtures.courses as [Course];
const signable = fixtures.envelopes.find((envelope) => envelope.status === 'SENT') as Envelope;
const application = (status: EnrollmentApplication['status']) =>
  ({ ...fixtures.enrollmentApplications[0]!, status }) as EnrollmentApplication;
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
    const transfer = { ...(fixtures.transfers[0] as Transfer), status: 'PENDING' as const };
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
