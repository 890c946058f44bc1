// Mock answers for the calls the portal makes that the shared handlers of @hci/api-schema/msw
// do not cover yet (courses, transfers, communication preferences, the sign-on link and
// agreement downloads), typed by the contract. Used by the page tests and the page stories.
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { CommunicationPreferences, Course, Transfer } from '@hci/api-schema';
import { DEFAULT_MOCK_BASE_URL } from '@hci/api-schema/msw';

export const courses: Course[] = [
  {
    id: 1,
    title: 'Foundations of health coaching',
    status: 'IN_PROGRESS',
    progress: 45,
    moduleCount: 12,
    completedModuleCount: 5,
    orgUnitId: 'HC-101',
  },
  {
    id: 2,
    title: 'Nutrition essentials',
    status: 'IN_PROGRESS',
    progress: 10,
    moduleCount: 10,
    completedModuleCount: 1,
    orgUnitId: 'HC-102',
  },
  {
    id: 3,
    title: 'Orientation',
    status: 'COMPLETED',
    progress: 100,
    moduleCount: 3,
    completedModuleCount: 3,
  },
];

export const pendingTransfers: Transfer[] = [
  {
    id: 1,
    paymentPlanId: 1,
    status: 'PENDING',
    fromCohort: { id: 1, name: 'January 2026 class', startDate: '2026-01-12' },
    toCohort: { id: 2, name: 'May 2026 class', startDate: '2026-05-04' },
    fee: 0,
    requestedAt: '2026-03-20T15:00:00Z',
    newTerms: {
      installmentAmount: 25_000,
      totalOwed: 300_000,
      amountDue: 25_000,
      interestRate: 0,
      depositAmount: 0,
      installmentCount: 12,
    },
  },
];

export const communicationPreferences: CommunicationPreferences = {
  emailEnabled: true,
  smsEnabled: false,
  pushEnabled: true,
  topics: ['PAYMENT_REMINDERS', 'COURSE_UPDATES'],
};

const list = <T>(items: readonly T[]) => ({
  content: [...items],
  pagination: { total: items.length, page: 0, size: Math.max(items.length, 10) },
});

export function portalHandlers({ baseUrl = DEFAULT_MOCK_BASE_URL } = {}): HttpHandler[] {
  let preferences = structuredClone(communicationPreferences);
  return [
    http.get(`${baseUrl}/students/:studentId/courses`, () => HttpResponse.json(list(courses))),
    http.get(`${baseUrl}/students/:studentId/transfers`, () =>
      HttpResponse.json(list(pendingTransfers)),
    ),
    http.get(`${baseUrl}/students/:studentId/communication_preferences`, () =>
      HttpResponse.json({ content: preferences }),
    ),
    http.put(`${baseUrl}/students/:studentId/communication_preferences`, async ({ request }) => {
      preferences = (await request.json()) as CommunicationPreferences;
      return HttpResponse.json({ content: preferences });
    }),
    http.get(`${baseUrl}/students/:studentId/sso/login_url/:n`, () =>
      HttpResponse.json({ content: { url: 'https://learning.example/sso?token=demo' } }),
    ),
    http.get(`${baseUrl}/envelopes/:envelopeId/documents/:documentId`, () =>
      HttpResponse.arrayBuffer(new TextEncoder().encode('%PDF-1.4\n').buffer, {
        headers: { 'Content-Type': 'application/pdf' },
      }),
    ),
  ];
}
