// Realistic demo records for stories and tests, shaped by the contract's types. The facts the API's
// seed shows too come from the demo world (../demo-world), seen from the fixed demo day, so
// screenshots and assertions never depend on the clock.
import { cardBrandOf } from '@hci/payment-cards';
import type {
  AccountHistoryEvent,
  ActivityLogEntry,
  AuthSession,
  Award,
  Certification,
  Coach,
  CoachingCircle,
  CoachProduct,
  CoachProductPurchase,
  CoachSchedule,
  CoachSession,
  CoachSubscription,
  Cohort,
  CohortSummary,
  CommunicationIntent,
  Course,
  CourseModule,
  Education,
  EnrollmentApplication,
  Envelope,
  LookupItem,
  Payment,
  PaymentMethod,
  PaymentPlan,
  PaymentPlanDetail,
  PaymentScheduleRow,
  PromoCode,
  Student,
  Transfer,
  Voucher,
} from '@hci/api-schema';
import {
  demoToday,
  demoAccountHistory,
  demoCoach,
  demoAccountMessages,
  demoCohorts,
  demoEnvelopes,
  demoOffer,
  demoPlanOptions,
  demoPlanRows,
  demoPlanTerms,
  demoPlanVoucher,
  demoTransferCohort,
  demoTransfers,
  demoTransferTerms,
  demoCoachCertifications,
  demoCoachEducations,
  demoCoachProducts,
  demoCoachProfile,
  demoCoachSchedule,
  demoActivityLog,
  demoAwards,
  demoCoachCharges,
  demoCoachSubscription,
  demoCoachingCircle,
  demoClientPurchases,
  demoClientSessions,
  demoCoachClients,
  demoCommunicationPreferences,
  demoCourses,
  demoModuleDescription,
  demoModuleMinutes,
  demoModuleProgress,
  demoModuleWeek,
  demoOfferCategories,
  demoOptionLists,
  demoPromoCodes,
  demoStudent,
  demoStudentCards,
  demoVouchers,
  nameOf,
  type DemoPerson,
  type DemoProgramTrack,
} from '@hci/demo-world';
import {
  courseStanding,
  envelopeSignable,
  envelopeTitle,
  messageLink,
  moduleDueDate,
  moduleStatus,
  offeredTerms,
  planName,
  purchasedOffering,
  testCallOffer,
  type Allocation,
  type SubscriptionCharge,
} from '@hci/rules';
import { restatePlan } from './plan-view';

const pad = (value: number) => String(value).padStart(2, '0');

export { demoToday };
export { demoPassword } from '@hci/demo-world';
/** The code the mocked mailbox hands out for e-mail verification. */
export const demoVerificationCode = '482913';
/** How long the code of an e-mail change works, as the reference API says. */
export const emailChangeMinutes = 15;
/** Day `n` counted back from 2026-03-31 (n = 0), as an ISO instant at the given hour (UTC). */
const marchDay = (n: number, hour = 9) => `2026-03-${pad(31 - (n % 31))}T${pad(hour)}:00:00Z`;

const studentName = nameOf(demoStudent);
const coachName = nameOf(demoCoach);

export const demoStudentSession: AuthSession = {
  accessToken: 'demo-student-access-token',
  refreshToken: 'demo-student-refresh-token',
  roles: [{ name: 'STUDENT' }],
  studentId: 1,
  email: demoStudent.email,
  isVerifiedEmail: true,
  keyPairId: 'demo-key-pair',
  signature: 'demo-signature',
  policy: 'demo-policy',
};

export const demoCoachSession: AuthSession = {
  accessToken: 'demo-coach-access-token',
  refreshToken: 'demo-coach-refresh-token',
  roles: [{ name: 'STUDENT' }, { name: 'COACH' }],
  studentId: 3,
  coachId: 1,
  email: demoCoach.email,
  isVerifiedEmail: true,
  keyPairId: 'demo-key-pair',
  signature: 'demo-signature',
  policy: 'demo-policy',
};

export const educations: Education[] = demoCoachEducations.map((education, index) => ({
  id: index + 1,
  coachId: 1,
  ...education,
}));

export const certifications: Certification[] = demoCoachCertifications(demoToday).map(
  (certification, index) => ({ id: index + 1, coachId: 1, ...certification }),
);

/** A demo person's account as the contract shows it. */
const userOf = (
  person: DemoPerson,
  id: number,
  session: AuthSession,
): NonNullable<Coach['user']> => ({
  id,
  email: person.email,
  timeZone: person.timeZone ?? 'none',
  roles: session.roles,
});

const coachUser = userOf(demoCoach, 3, demoCoachSession);

export const coach: Coach = {
  id: 1,
  studentId: 3,
  user: coachUser,
  personalInfo: demoCoach.personalInfo,
  contactInfo: demoCoach.contactInfo,
  photo: 'coach-1-photo.jpg',
  coverImage: 'coach-1-cover.jpg',
  ...demoCoachProfile,
  educations,
  certifications,
};

export const student: Student = {
  id: 1,
  user: userOf(demoStudent, 1, demoStudentSession),
  personalInfo: demoStudent.personalInfo,
  contactInfo: demoStudent.contactInfo,
  address: demoStudent.address,
  photo: 'student-1-photo.jpg',
  crmId: demoStudent.crmId,
  learningSystemId: demoStudent.learningSystemId,
  learningPlatformUserId: demoStudent.learningPlatformUserId,
  languageIso2LetterCode: demoStudent.language,
  educationLevel: demoStudent.educationLevel,
  occupation: demoStudent.occupation,
  active: true,
  militaryMember: false,
  autoPay: demoStudent.autoPay,
};

export const coachStudent: Student = {
  ...student,
  id: 3,
  user: coachUser,
  personalInfo: coach.personalInfo,
  contactInfo: coach.contactInfo ?? {},
  photo: coach.photo,
  languageIso2LetterCode: demoCoach.language,
  educationLevel: demoCoach.educationLevel,
  occupation: demoCoach.occupation,
  coach,
};

/** The pictures of the demo coach's offer, by position; the others have none. */
const productImages: Record<number, string> = { 1: 'product-2.jpg', 3: 'product-4.jpg' };

/** The demo coach's offer, and after it the free test call the API keeps for the profile. */
export const products: CoachProduct[] = [
  ...demoCoachProducts.map(({ type, title, ...offer }, index) => ({
    id: index + 1,
    coachId: 1,
    type,
    title,
    ...(productImages[index] ? { image: productImages[index] } : {}),
    ...offer,
  })),
  ...(demoCoachProfile.testCall
    ? [
        {
          ...testCallOffer,
          title: 'Free test call',
          description: 'A free 20-minute online call to see whether we are a good fit.',
          serviceSpecification: { session: { ...testCallOffer.serviceSpecification.session } },
          id: demoCoachProducts.length + 1,
          coachId: 1,
          testCall: true,
        },
      ]
    : []),
];

/** The demo world's envelopes, newest first; those of the enrollment name its cohort. */
export const envelopes: Envelope[] = demoEnvelopes(demoToday).map((envelope, index, all) => {
  const id = all.length - index;
  const cohort = envelope.forEnrollment ? demoCohorts(demoToday).current.name : null;
  return {
    id,
    studentId: 1,
    ...(envelope.forEnrollment ? { applicationId: 1 } : {}),
    name: envelopeTitle(envelope.kind, cohort),
    status: envelope.status,
    sentAt: envelope.sentAt,
    ...(envelope.completedAt ? { completedAt: envelope.completedAt } : {}),
    ...(envelope.signedBy ? { signedBy: envelope.signedBy } : {}),
    documents: envelope.documents.map((document, position) => ({
      id: id * 10 + position + 1,
      name: envelopeTitle(document.kind, cohort),
      pageCount: document.pageCount,
    })),
  };
});

/** The student's reserve card, which a charge once failed on. */
const reserveCard = demoStudentCards.find((card) => !card.isDefault)!;

/**
 * A message of every type the demo world does not send yet (about courses, circles, purchases and
 * sessions, and notices), with facts that match the rest of the fixtures, newest first.
 */
const intentExamples: Pick<CommunicationIntent, 'type' | 'parameters' | 'link'>[] = [
  {
    type: 'MODULE_AVAILABLE',
    parameters: {
      courseId: 1,
      courseTitle: 'Health Coach Training Program: Foundations',
      moduleId: 108,
      moduleTitle: 'Powerful questions',
    },
    link: '/my-courses/1?q=Powerful+questions',
  },
  {
    type: 'SESSION_BOOKED',
    parameters: { purchaseId: 21, coachName, startsAt: '2026-04-08T16:00:00Z' },
    link: '/my-purchases/21',
  },
  {
    type: 'COACHING_CIRCLE_MEETING',
    parameters: { circleName: 'Tuesday evening circle', startsAt: '2026-04-07T23:00:00Z' },
    link: '/coaching-circles',
  },
  {
    type: 'PAYMENT_FAILED',
    parameters: {
      amount: 28900,
      cardBrand: cardBrandOf(reserveCard.number),
      cardLast4: reserveCard.number.slice(-4),
    },
    link: '/settings/payment-information',
  },
  {
    type: 'SESSION_MOVED',
    parameters: {
      purchaseId: 21,
      coachName,
      previousStartsAt: '2026-03-30T16:00:00Z',
      startsAt: '2026-03-31T22:00:00Z',
    },
    link: '/my-purchases/21',
  },
  {
    type: 'PURCHASE_CONFIRMED',
    parameters: {
      purchaseId: 22,
      productTitle: 'Family meal planner (printable)',
      coachName,
      amount: 1900,
    },
    link: '/my-purchases/22',
  },
  {
    type: 'CLIENT_PURCHASED',
    parameters: {
      purchaseId: 15,
      productTitle: 'Free discovery call',
      clientName: 'Avery Thompson',
      amount: 0,
      startsAt: '2026-04-02T15:00:00Z',
    },
    link: '/purchases/15',
  },
  {
    type: 'CLIENT_SESSION_BOOKED',
    parameters: { purchaseId: 14, clientName: 'Lucía Fernández', startsAt: '2026-04-03T17:00:00Z' },
    link: '/purchases/14',
  },
  {
    type: 'CLIENT_SESSION_MOVED',
    parameters: {
      purchaseId: 14,
      clientName: 'Lucía Fernández',
      previousStartsAt: '2026-04-01T17:00:00Z',
      startsAt: '2026-04-03T17:00:00Z',
    },
    link: '/purchases/14',
  },
  {
    type: 'CLIENT_SESSION_CANCELLED',
    parameters: {
      purchaseId: 13,
      clientName: 'Sam Okafor',
      startsAt: '2026-03-26T18:00:00Z',
      refund: 18000,
    },
    link: '/purchases/13',
  },
  {
    type: 'SESSION_CANCELLED',
    parameters: { purchaseId: 21, coachName, startsAt: '2026-03-23T16:00:00Z' },
    link: '/my-purchases/21',
  },
  { type: 'PROFILE_INCOMPLETE', parameters: {}, link: '/settings/profile' },
  { type: 'NOTICE', parameters: {}, link: '/home' },
  {
    type: 'APPLICATION_STATUS_CHANGED',
    parameters: { applicationStatus: 'REVIEWED', cohortName: 'HCTP 2026 Fall' },
    link: '/enrollment',
  },
  {
    type: 'AUTO_PAYMENT_FAILED',
    parameters: {
      installment: 2,
      amount: 28900,
      cardBrand: cardBrandOf(reserveCard.number),
      cardLast4: reserveCard.number.slice(-4),
    },
    link: messageLink('AUTO_PAYMENT_FAILED', {}),
  },
];

/** Those examples, one a day from the demo day back. */
const otherMessages = Array.from({ length: 18 }, (_, index) => ({
  ...intentExamples[index % intentExamples.length]!,
  createdAt: marchDay(index),
}));

/** The demo world's messages about the account, with the fixtures' id of the envelope to sign. */
const accountMessages = demoAccountMessages(demoToday, {
  agreementToSign: envelopes.find(envelopeSignable)!.id,
}).map(({ sentAt, ...message }) => ({ ...message, createdAt: sentAt }));

/** 28 notifications, newest first: the first 6 unread (read the evening they came), every seventh archived. */
export const communicationIntents: CommunicationIntent[] = [...accountMessages, ...otherMessages]
  .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
  .map((message, index, all) => {
    const read = index >= 6;
    return {
      id: all.length - index,
      studentId: 1,
      ...message,
      channel: 'INBOX',
      status: read ? 'READ' : index % 2 === 0 ? 'DELIVERED' : 'SENT',
      archived: index % 7 === 6,
      ...(read ? { readAt: `${message.createdAt.slice(0, 10)}T18:00:00Z` } : {}),
    };
  });

/** The accepted payment that paid installment `n` of the active plan (0, the deposit). */
const paymentIdOf = (installment: number) => 200 + installment;

/** The demo world's account history, newest first; each payment line names its payment. */
export const accountHistory: AccountHistoryEvent[] = demoAccountHistory(demoToday)
  .map((event, index): AccountHistoryEvent => ({
    id: index + 1,
    applicationId: 1,
    eventDate: event.at,
    type: event.type,
    description: event.description,
    ...(event.amount === undefined ? {} : { amount: event.amount }),
    ...(event.installment === undefined
      ? {}
      : { paymentId: paymentIdOf(event.installment), paymentStatus: 'ACCEPTED' }),
    performedBy: event.performedBy,
  }))
  .reverse();

export const activityLog: ActivityLogEntry[] = demoActivityLog(demoToday).map((entry, index) => ({
  id: 12 - index,
  ...entry,
}));

/** The demo coach's clients, ids 100 to 102. */
const clients = demoCoachClients.map((client, index) => ({ id: 100 + index, ...client }));

export const purchases: CoachProductPurchase[] = demoClientPurchases(demoToday).map(
  (purchase, index, all) => {
    const product = products[purchase.product]!;
    return {
      id: all.length - index,
      coachId: 1,
      product: purchasedOffering(product),
      coachProductType: product.type,
      customer: clients[purchase.client]!,
      status: purchase.status,
      amount: product.price,
      currency: 'USD',
      purchasedAt: purchase.purchasedAt,
    };
  },
);

/** What the mocks call each of the world's programs. */
const programTracks: Record<DemoProgramTrack, string> = {
  HEALTH_COACH: 'Health Coach Training Program',
  ADVANCED: 'Advanced Coaching Skills',
};

export const lookups: LookupItem[] = [
  ...demoOptionLists,
  ...Object.values(programTracks).map((value): LookupItem => ({ type: 'PROGRAM_TRACK', value })),
  ...demoOfferCategories,
];

/** The pictures of the demo world's courses, in its order; the orientation has none. */
const courseImages = ['course-1.jpg', 'course-2.jpg'];

/** The demo student's courses, ids 1 to 3 in the demo world's order. */
const demoCoursesToday = Object.values(demoCourses(demoToday));

/** Module ids are course id × 100 + position (counted from 1). */
const moduleIdOf = (courseId: number, position: number) => courseId * 100 + position + 1;

export const courses: Course[] = demoCoursesToday.map((course, index) => {
  const id = index + 1;
  const moduleCount = course.modules.length;
  const next = course.completedModules < moduleCount ? course.completedModules : undefined;
  const begun = demoModuleProgress(course, 0) > 0;
  return {
    id,
    title: course.title,
    description: course.description,
    ...(courseImages[index] ? { image: courseImages[index] } : {}),
    ...courseStanding(moduleCount, course.completedModules, begun),
    moduleCount,
    completedModuleCount: course.completedModules,
    startDate: course.startDate,
    endDate: course.endDate,
    orgUnitId: course.orgUnitId,
    ...(next === undefined
      ? {}
      : {
          nextModule: {
            id: moduleIdOf(id, next),
            title: course.modules[next]!,
            dueDate: moduleDueDate(course, next, moduleCount),
          },
        }),
  };
});

export const courseModules: CourseModule[] = demoCoursesToday.flatMap((course, index) =>
  course.modules.map((title, position): CourseModule => {
    const progress = demoModuleProgress(course, position);
    return {
      id: moduleIdOf(index + 1, position),
      courseId: index + 1,
      title,
      description: demoModuleDescription(title),
      week: demoModuleWeek(position),
      position,
      status: moduleStatus(progress),
      progress,
      durationMinutes: demoModuleMinutes(position),
      bookmarked: false,
    };
  }),
);

export const moduleBookmarkIds: number[] = demoCoursesToday.flatMap((course, index) =>
  course.bookmarks.map((position) => moduleIdOf(index + 1, position)),
);

/** The awards' pictures, in the order of the demo world's awards; the last two have none. */
const awardImages = [
  'award-orientation.png',
  'award-first-session.png',
  'award-halfway.png',
  'award-foundations.png',
];

export const awards: Award[] = demoAwards(demoToday).map((award, index) => ({
  id: index + 1,
  kind: award.kind,
  params: award.params,
  ...(awardImages[index] ? { image: awardImages[index] } : {}),
  status: award.earnedAt ? 'EARNED' : 'AVAILABLE',
  ...(award.earnedAt ? { earnedAt: award.earnedAt } : {}),
}));

export const paymentMethods: PaymentMethod[] = demoStudentCards.map((card, index) => ({
  id: index + 1,
  isDefault: card.isDefault,
  brand: cardBrandOf(card.number),
  last4: card.number.slice(-4),
  expirationMonth: card.expMonth,
  expirationYear: card.expYear,
  holderName: card.holderName,
}));

const planTerms = demoPlanTerms(demoToday);
const planVoucher = demoPlanVoucher(demoToday);

/** The deposit (installment 0) and 12 monthly installments, each due row paid by a payment of its own. */
const scheduleRows: PaymentScheduleRow[] = demoPlanRows(demoToday).map((row) => ({
  id: 100 + row.installment,
  installment: row.installment,
  dueDate: row.dueDate,
  captureMethod: row.captureMethod,
  currency: 'USD',
  status: row.paidAt ? 'PAID' : 'PENDING',
  paymentMethodId: 1,
  brand: 'VISA',
  last4: '4242',
  amountDue: row.amountDue + row.interestAmount,
  taxAmount: 0,
  amountPaid: row.paidAt ? row.amountDue + row.interestAmount : 0,
  ...(row.paidAt ? { paymentIds: [paymentIdOf(row.installment)] } : {}),
}));

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** The demo student's plan as the API shows it on the demo day, worked out by the plan rules. */
export const paymentPlanDetails: PaymentPlanDetail[] = [
  restatePlan(
    {
      id: 1,
      applicationId: 1,
      name: planName('ENROLLMENT', planTerms),
      source: 'ENROLLMENT',
      status: 'ACTIVE',
      financialStatus: 'GOOD',
      autoPay: demoStudent.autoPay,
      daysOverdue: 0,
      terms: planTerms,
      schedule: scheduleRows,
      breakdown: {
        netTuition: sum(scheduleRows.map((row) => row.amountDue)),
        totalPaid: 0,
        totalRemaining: 0,
        refunds: { withdrawal: 0, voucher: planVoucher.amount, custom: 0 },
        rollover: 0,
        interest: sum(demoPlanRows(demoToday).map((row) => row.interestAmount)),
        taxes: 0,
      },
    },
    demoToday,
    false,
  ),
];

export const paymentPlans: PaymentPlan[] = paymentPlanDetails.map(
  ({ schedule: _schedule, breakdown: _breakdown, ...plan }) => plan,
);
const [activePlan] = paymentPlans as [PaymentPlan];

/**
 * A cohort as the institute opens it. Whether the student may join it is not kept: the mocks work
 * it out on each request from the student's applications, by the rule the API uses.
 */
export type OpenCohort = Omit<Cohort, 'canJoin' | 'refusal'>;

const demoCohortsToday = demoCohorts(demoToday);

/** The open cohorts, ids 2 to 5; no one has applied to them yet. */
export const cohorts: OpenCohort[] = [
  demoCohortsToday.next,
  demoCohortsToday.spanish,
  demoCohortsToday.denver,
  demoCohortsToday.advanced,
].map(({ seats, ...cohort }, index) => ({
  id: index + 2,
  name: cohort.name,
  programTrack: programTracks[cohort.programTrack],
  startDate: cohort.startDate,
  graduationDate: cohort.graduationDate,
  deliveryMode: cohort.deliveryMode,
  languageIso2LetterCode: cohort.languageIso2LetterCode,
  tuition: cohort.tuition,
  seatsAvailable: seats,
}));

const cohortSummary = (cohort: Pick<Cohort, 'id' | 'name' | 'startDate'>): CohortSummary => ({
  id: cohort.id,
  name: cohort.name,
  startDate: cohort.startDate,
});

/** The plans a cohort offers, with an optional discount (a voucher) taken off the tuition. */
export function offeredPaymentPlans(cohort: OpenCohort, discount = 0): PaymentPlan[] {
  return demoPlanOptions.map((option, index) => {
    const terms = offeredTerms(demoOffer(option, cohort.tuition - discount));
    return {
      id: cohort.id * 10 + index + 1,
      name: planName('ENROLLMENT', terms),
      source: 'ENROLLMENT',
      status: 'ACTIVE',
      financialStatus: 'GOOD',
      autoPay: false,
      daysOverdue: 0,
      terms,
    };
  });
}

export const vouchers: Voucher[] = demoVouchers(demoToday);

/** The promo codes, each for the fall cohort of the program. */
export const promoCodes: PromoCode[] = demoPromoCodes(demoToday).map((promo) => ({
  code: promo.code,
  cohortId: cohorts[0]!.id,
  programTrack: cohorts[0]!.programTrack,
  discount: promo.amount,
  expiresOn: promo.expiresOn,
}));

export const enrollmentApplications: EnrollmentApplication[] = [
  {
    id: 1,
    studentId: 1,
    status: 'COMPLETE',
    cohortId: 1,
    paymentPlanId: 1,
    paymentMethodId: 1,
    alumni: false,
    personalInfo: student.personalInfo,
    contactInfo: student.contactInfo,
    ...(student.address ? { address: student.address } : {}),
    createdAt: '2025-12-01T15:12:00Z',
    updatedAt: '2026-01-11T09:30:00Z',
    submittedAt: '2025-12-03T20:44:00Z',
  },
];

/**
 * An application to the fall cohort with both codes, its enrollment documents waiting for the
 * student's signature (the mocks' `enrollmentSigning` option adds it and its envelope).
 */
export const signingApplication: EnrollmentApplication = {
  id: 2,
  studentId: 1,
  status: 'SIGNING',
  cohortId: 2,
  paymentPlanId: 23,
  paymentMethodId: 1,
  voucherCode: 'WELCOME150',
  promoCode: 'HCTP-FALL26',
  alumni: false,
  personalInfo: student.personalInfo,
  contactInfo: student.contactInfo,
  createdAt: '2026-03-20T10:00:00Z',
  updatedAt: '2026-03-30T10:03:00Z',
  submittedAt: '2026-03-30T10:00:00Z',
};

const signingTitle = envelopeTitle('ENROLLMENT_DOCUMENTS', cohorts[0]!.name);

export const signingEnvelope: Envelope = {
  id: 4,
  studentId: 1,
  applicationId: signingApplication.id,
  name: signingTitle,
  status: 'SENT',
  sentAt: '2026-03-30T10:03:00Z',
  documents: [{ id: 41, name: signingTitle, pageCount: 3 }],
};

const springCohort = {
  id: 1,
  name: demoCohortsToday.current.name,
  startDate: demoCohortsToday.current.startDate,
};

/** The demo world's transfers of the plan, newest first, their terms by the transfer rule. */
export const transfers: Transfer[] = demoTransfers(demoToday).map((transfer, index, all) => {
  const to = cohorts.find(
    (cohort) => cohort.name === demoTransferCohort(demoToday, transfer).name,
  )!;
  return {
    id: all.length - index,
    paymentPlanId: activePlan.id,
    status: transfer.status,
    fromCohort: cohortSummary(springCohort),
    toCohort: cohortSummary(to),
    fee: 0,
    requestedAt: transfer.requestedAt,
    newTerms: demoTransferTerms(demoToday, transfer),
  };
});

/**
 * The payments that paid the deposit and January to March, accepted when the history says they
 * were paid (the deposit on its due date), each its row's amount on the default Visa.
 */
export const payments: Payment[] = scheduleRows
  .filter((row) => row.paymentIds)
  .map((row) => {
    const id = paymentIdOf(row.installment);
    return {
      id,
      paymentPlanId: activePlan.id,
      type: 'INSTALLMENT',
      status: 'ACCEPTED',
      amount: row.amountPaid,
      paymentMethodId: 1,
      brand: 'VISA',
      last4: '4242',
      createdAt: accountHistory.find((event) => event.paymentId === id)!.eventDate,
    };
  });

/** What each of those payments paid on each row. */
export const paymentAllocations: Allocation[] = scheduleRows.flatMap((row) =>
  (row.paymentIds ?? []).map((paymentId) => ({ paymentId, id: row.id, amount: row.amountPaid })),
);

/** When the processor settled each accepted payment, and its reference for the charge. */
export interface PaymentSettlement {
  paymentId: number;
  reference: string;
  settledAt: string;
}

export const paymentSettlements: PaymentSettlement[] = payments.map((payment) => ({
  paymentId: payment.id,
  reference: `ch_demo_${payment.id}`,
  settledAt: payment.createdAt.replace(':00:00Z', ':00:02Z'),
}));

/** The cohort each plan pays for. */
export const planCohorts: Record<number, CohortSummary> = { [activePlan.id]: springCohort };

export const communicationPreferences = demoCommunicationPreferences;

const demoCircle = demoCoachingCircle(demoToday);

/** The open sessions the demo circle needs before it takes a new member (not in its view). */
export const circleMinOpenSessions = demoCircle.minOpenSessions;

/** The demo student's circle; the peers are students 11 to 13. */
const circleMembers = [
  { studentId: 1, name: studentName, email: demoStudent.email },
  ...demoCircle.peers.map((peer, index) => ({
    studentId: 11 + index,
    name: `${peer.firstName} ${peer.lastName}`,
    email: peer.email,
  })),
];

export const coachingCircles: CoachingCircle[] = [
  {
    id: 1,
    name: demoCircle.name,
    status: demoCircle.status,
    leaderStudentId: 1,
    leaderName: studentName,
    maxStudents: demoCircle.maxStudents,
    members: circleMembers,
    sessions: demoCircle.sessions.map((session, index) => ({
      id: 10 + index,
      startsAt: session.startsAt,
      endsAt: session.endsAt,
      status: session.status,
      attendeeStudentIds: session.attendees.map((place) => circleMembers[place]!.studentId),
    })),
  },
];

export const coachSessions: CoachSession[] = demoClientSessions(demoToday).map(
  (session, index): CoachSession => {
    const product = products[session.product]!;
    const online = product.serviceSpecification?.session.type === 'ONLINE';
    return {
      id: index + 1,
      coachId: 1,
      productId: product.id,
      productTitle: product.title,
      customer: clients[session.client]!,
      startsAt: session.startsAt,
      endsAt: session.endsAt,
      status: session.status,
      deliveryMode: online ? 'ONLINE' : 'IN_PERSON',
      ...(online ? { meetingUrl: coach.coachWebConferenceUrl } : {}),
      ...(session.notes ? { notes: session.notes } : {}),
    };
  },
);

export const coachSchedule: CoachSchedule = { id: 1, coachId: 1, ...demoCoachSchedule(demoToday) };

export const coachSubscription: CoachSubscription = {
  ...demoCoachSubscription(demoToday),
  paymentMethodId: 1,
};

/** The demo coach's subscription charges, newest first, numbered from the oldest. */
export const subscriptionCharges: SubscriptionCharge[] = demoCoachCharges(demoToday).map(
  (charge, index, all) => ({ ...charge, invoiceId: all.length - index }),
);
