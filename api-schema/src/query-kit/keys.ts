// Stable query keys. Keys nest from the owning record down, so invalidating a prefix (a student's
// notifications, a coach's products) reaches every list and count below it.
import type {
  CoachProductPurchaseCriteria,
  CommunicationIntentCriteria,
  LookupType,
} from '../schema';
import type { QueryParams } from './context';

export const queryKeys = {
  students: {
    all: () => ['students'] as const,
    lists: () => ['students', 'list'] as const,
    list: (params: QueryParams<'listStudents'>) => ['students', 'list', params] as const,
    detail: (studentId: number) => ['students', studentId] as const,
  },
  communicationIntents: {
    all: (studentId: number) => ['students', studentId, 'communicationIntents'] as const,
    list: (
      studentId: number,
      criteria: CommunicationIntentCriteria,
      params: QueryParams<'findCommunicationIntents'>,
    ) => ['students', studentId, 'communicationIntents', 'list', criteria, params] as const,
    unreadCount: (studentId: number) =>
      ['students', studentId, 'communicationIntents', 'unreadCount'] as const,
  },
  accountHistory: {
    all: (studentId: number) => ['students', studentId, 'accountHistory'] as const,
    list: (studentId: number, params: QueryParams<'listAccountHistory'>) =>
      ['students', studentId, 'accountHistory', params] as const,
  },
  activityLog: {
    list: (studentId: number, params: QueryParams<'listActivityLog'>) =>
      ['students', studentId, 'activityLog', params] as const,
  },
  envelopes: {
    all: (studentId: number) => ['students', studentId, 'envelopes'] as const,
    list: (studentId: number, params: QueryParams<'listStudentEnvelopes'>) =>
      ['students', studentId, 'envelopes', params] as const,
  },
  lookups: {
    list: (types: readonly LookupType[], language: string) =>
      ['lookups', [...types].sort(), language] as const,
  },
  coaches: {
    directory: (params: QueryParams<'listCoaches'>) => ['coaches', 'directory', params] as const,
    detail: (coachId: number) => ['coaches', coachId] as const,
    publicDetail: (coachId: number) => ['coaches', coachId, 'public'] as const,
  },
  educations: {
    all: (coachId: number) => ['coaches', coachId, 'educations'] as const,
    list: (coachId: number, params: QueryParams<'listEducations'>) =>
      ['coaches', coachId, 'educations', params] as const,
  },
  certifications: {
    all: (coachId: number) => ['coaches', coachId, 'certifications'] as const,
    list: (coachId: number, params: QueryParams<'listCertifications'>) =>
      ['coaches', coachId, 'certifications', params] as const,
  },
  products: {
    all: (coachId: number) => ['coaches', coachId, 'products'] as const,
    list: (coachId: number, params: QueryParams<'listCoachProducts'>) =>
      ['coaches', coachId, 'products', 'list', params] as const,
    publicList: (coachId: number, params: QueryParams<'listPublicCoachProducts'>) =>
      ['coaches', coachId, 'products', 'public', params] as const,
    detail: (coachId: number, productId: number) =>
      ['coaches', coachId, 'products', 'detail', productId] as const,
    availableSchedule: (
      coachId: number,
      productId: number,
      scheduleId: number,
      range: QueryParams<'getAvailableSchedule'>,
    ) =>
      [
        'coaches',
        coachId,
        'products',
        'detail',
        productId,
        'availableSchedules',
        scheduleId,
        range,
      ] as const,
  },
  purchases: {
    all: () => ['coachProductPurchases'] as const,
    list: (params: QueryParams<'listCoachProductPurchases'>) =>
      ['coachProductPurchases', 'list', params] as const,
    byCriteria: (
      criteria: CoachProductPurchaseCriteria,
      params: QueryParams<'findCoachProductPurchasesByCriteria'>,
    ) => ['coachProductPurchases', 'criteria', criteria, params] as const,
    detail: (purchaseId: number) => ['coachProductPurchases', purchaseId] as const,
    customers: (coachId: number) => ['coachProductPurchases', 'customers', coachId] as const,
    student: (studentId: number, params: QueryParams<'listStudentPurchases'>) =>
      ['coachProductPurchases', 'student', studentId, params] as const,
  },
  files: {
    presignedUrls: () => ['files', 'presignedUrl'] as const,
    presignedUrl: (fileName: string) => ['files', 'presignedUrl', fileName] as const,
  },
  ssoLoginUrl: {
    detail: (studentId: number, system: number, params: QueryParams<'getStudentSsoLoginUrl'>) =>
      ['students', studentId, 'ssoLoginUrl', system, params] as const,
  },
  courses: {
    all: (studentId: number) => ['students', studentId, 'courses'] as const,
    list: (studentId: number, params: QueryParams<'listStudentCourses'>) =>
      ['students', studentId, 'courses', params] as const,
  },
  courseModules: {
    all: (studentId: number) => ['students', studentId, 'courseModules'] as const,
    list: (studentId: number, courseId: number, params: QueryParams<'listCourseModules'>) =>
      ['students', studentId, 'courseModules', courseId, params] as const,
  },
  moduleBookmarks: {
    list: (studentId: number) => ['students', studentId, 'moduleBookmarks'] as const,
  },
  awards: {
    list: (studentId: number, params: QueryParams<'listAwards'>) =>
      ['students', studentId, 'awards', params] as const,
  },
  paymentPlans: {
    all: (studentId: number) => ['students', studentId, 'paymentPlans'] as const,
    list: (studentId: number, params: QueryParams<'listStudentPaymentPlans'>) =>
      ['students', studentId, 'paymentPlans', 'list', params] as const,
    detail: (studentId: number, paymentPlanId: number) =>
      ['students', studentId, 'paymentPlans', 'detail', paymentPlanId] as const,
  },
  paymentMethods: {
    list: (studentId: number) => ['students', studentId, 'paymentMethods'] as const,
  },
  payments: {
    detail: (studentId: number, paymentId: number) =>
      ['students', studentId, 'payments', paymentId] as const,
    receipt: (studentId: number, paymentId: number) =>
      ['students', studentId, 'payments', paymentId, 'receipt'] as const,
  },
  transfers: {
    all: (studentId: number) => ['students', studentId, 'transfers'] as const,
    list: (studentId: number, params: QueryParams<'listTransfers'>) =>
      ['students', studentId, 'transfers', params] as const,
  },
  communicationPreferences: {
    detail: (studentId: number) => ['students', studentId, 'communicationPreferences'] as const,
  },
  coachingCircles: {
    list: (studentId: number) => ['students', studentId, 'coachingCircles'] as const,
  },
  enrollmentApplications: {
    all: (studentId: number) => ['students', studentId, 'enrollmentApplications'] as const,
    list: (studentId: number) => ['students', studentId, 'enrollmentApplications', 'list'] as const,
    detail: (studentId: number, applicationId: number) =>
      ['students', studentId, 'enrollmentApplications', 'detail', applicationId] as const,
  },
  cohorts: {
    /** Every list of cohorts, whatever its parameters. */
    lists: () => ['cohorts', 'list'] as const,
    list: (params: QueryParams<'listCohorts'>) => ['cohorts', 'list', params] as const,
    paymentPlans: (cohortId: number, params: QueryParams<'listCohortPaymentPlans'>) =>
      ['cohorts', cohortId, 'paymentPlans', params] as const,
  },
  promoCodes: {
    detail: (code: string) => ['promoCodes', code] as const,
  },
  vouchers: {
    detail: (code: string, cohortId: number) => ['vouchers', code, cohortId] as const,
  },
  coachSessions: {
    all: (coachId: number) => ['coaches', coachId, 'sessions'] as const,
    list: (coachId: number, params: QueryParams<'listCoachSessions'>) =>
      ['coaches', coachId, 'sessions', params] as const,
  },
  coachSchedule: {
    detail: (coachId: number) => ['coaches', coachId, 'schedule'] as const,
  },
  coachSubscription: {
    detail: (coachId: number) => ['coaches', coachId, 'subscription'] as const,
    invoices: (coachId: number) => ['coaches', coachId, 'subscription', 'invoices'] as const,
  },
};
