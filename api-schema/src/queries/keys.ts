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
    list: (types: readonly LookupType[]) => ['lookups', [...types].sort()] as const,
  },
  coaches: {
    detail: (coachId: number) => ['coaches', coachId] as const,
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
  },
  files: {
    presignedUrl: (fileName: string) => ['files', 'presignedUrl', fileName] as const,
  },
};
