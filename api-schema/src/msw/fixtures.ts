// Realistic demo records for stories and tests, shaped by the contract's types. Dates are fixed
// ISO strings so screenshots and assertions never depend on the clock.
import type {
  AccountHistoryEvent,
  ActivityLogEntry,
  AuthSession,
  Certification,
  Coach,
  CoachProduct,
  CoachProductPurchase,
  CommunicationIntent,
  Education,
  Envelope,
  LookupItem,
  PaymentPlan,
  Student,
} from '../schema';

const pad = (value: number) => String(value).padStart(2, '0');
/** Day `n` counted back from 2026-03-31 (n = 0), as an ISO instant at the given hour (UTC). */
const marchDay = (n: number, hour = 9) => `2026-03-${pad(31 - (n % 31))}T${pad(hour)}:00:00Z`;

export const demoStudentSession: AuthSession = {
  accessToken: 'demo-student-access-token',
  refreshToken: 'demo-student-refresh-token',
  roles: [{ name: 'STUDENT' }],
  studentId: 1,
  email: 'student@demo.test',
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
  email: 'coach@demo.test',
  isVerifiedEmail: true,
  keyPairId: 'demo-key-pair',
  signature: 'demo-signature',
  policy: 'demo-policy',
};

export const educations: Education[] = [
  {
    id: 1,
    coachId: 1,
    institution: 'Health Coach Institute',
    degree: 'Health Coach Training Program',
    fieldOfStudy: 'Health and life coaching',
    startYear: 2022,
    endYear: 2023,
  },
  {
    id: 2,
    coachId: 1,
    institution: 'Universidad de Guadalajara',
    degree: 'Licenciatura en Nutrición',
    fieldOfStudy: 'Nutrition',
    startYear: 2012,
    endYear: 2016,
  },
  {
    id: 3,
    coachId: 1,
    institution: 'Portland Community College',
    degree: 'Certificate in Fitness Instruction',
    startYear: 2018,
    endYear: 2018,
  },
];

export const certifications: Certification[] = [
  {
    id: 1,
    coachId: 1,
    name: 'Certified Health Coach',
    issuer: 'Health Coach Institute',
    issuedOn: '2023-06-30',
  },
  {
    id: 2,
    coachId: 1,
    name: 'Mindful Eating Facilitator',
    issuer: 'The Center for Mindful Eating',
    issuedOn: '2024-02-12',
    expiresOn: '2027-02-12',
    credentialUrl: 'https://example.org/credentials/mef-2024-0212',
  },
];

export const coach: Coach = {
  id: 1,
  studentId: 3,
  user: {
    id: 3,
    email: 'coach@demo.test',
    timeZone: 'America/Denver',
    roles: demoCoachSession.roles,
  },
  personalInfo: { firstName: 'Marisol', lastName: 'Reyes', gender: 'FEMALE' },
  contactInfo: { mobilePhone: '+1 303 555 0142' },
  photo: 'coach-1-photo.jpg',
  rateOfPay: 9500,
  coverImage: 'coach-1-cover.jpg',
  intro:
    'I help busy parents build eating and movement habits that survive real life. Bilingual sessions, no crash diets.',
  specializations: ['Weight management', 'Family nutrition', 'Stress and sleep'],
  focus: 'Sustainable habits for working parents',
  languages: ['EN', 'ES'],
  hctpGraduatingClass: 'HCTP 2023 Spring',
  showPhone: false,
  socialNetworks: {
    instagram: 'https://instagram.com/marisol.coaching',
    youtube: 'https://youtube.com/@marisolcoaching',
  },
  coachWebConferenceUrl: 'https://meet.example.org/marisol-reyes',
  testCall: true,
  websiteUrl: 'https://marisolcoaching.example.org',
  educations,
  certifications,
};

export const student: Student = {
  id: 1,
  user: {
    id: 1,
    email: 'student@demo.test',
    timeZone: 'America/Chicago',
    roles: demoStudentSession.roles,
  },
  personalInfo: {
    firstName: 'Jordan',
    middleName: 'Lee',
    lastName: 'Whitaker',
    gender: 'NON_BINARY',
    dateBirth: '1988-04-17',
  },
  contactInfo: { mobilePhone: '+1 312 555 0199', homePhone: '' },
  address: {
    country: 'United States',
    countryCode: 'US',
    state: 'Illinois',
    stateCode: 'IL',
    city: 'Chicago',
    zip: '60614',
    street1: '2150 N Lincoln Ave',
    formattedAddress: '2150 N Lincoln Ave, Chicago, IL 60614, USA',
    latitude: 41.9217,
    longitude: -87.6472,
  },
  photo: 'student-1-photo.jpg',
  crmId: 'CRM-000184',
  learningSystemId: 'LMS-55021',
  learningPlatformUserId: 'LP-9f31c2',
  languageIso2LetterCode: 'EN',
  educationLevel: "Bachelor's degree",
  occupation: 'Registered nurse',
  active: true,
  militaryMember: false,
  autoPay: true,
};

export const coachStudent: Student = {
  ...student,
  id: 3,
  user: coach.user,
  personalInfo: coach.personalInfo,
  contactInfo: coach.contactInfo ?? {},
  photo: coach.photo,
  languageIso2LetterCode: 'ES',
  occupation: 'Health coach',
  coach,
};

export const products: CoachProduct[] = [
  {
    id: 1,
    coachId: 1,
    type: 'SERVICE',
    title: 'Free discovery call',
    description: 'Twenty minutes to see whether we are a good fit.',
    price: 0,
    priceUnit: 'NONE',
    serviceCategoryId: 'DISCOVERY',
    serviceSpecification: { session: { type: 'ONLINE', count: 1, duration: 20 } },
    published: true,
  },
  {
    id: 2,
    coachId: 1,
    type: 'SERVICE',
    title: 'Habit reset: 6 weekly sessions',
    image: 'product-2.jpg',
    description: 'Six one-hour sessions to rebuild eating, sleep and movement routines.',
    price: 54000,
    priceUnit: 'PACKAGE',
    serviceCategoryId: 'COACHING_PACKAGE',
    serviceSpecification: { session: { type: 'ONLINE', count: 6, duration: 60 } },
    published: true,
  },
  {
    id: 3,
    coachId: 1,
    type: 'SERVICE',
    title: 'In-person pantry makeover',
    description: 'A two-hour visit to reorganise your kitchen for easier healthy choices.',
    price: 18000,
    priceUnit: 'SESSION',
    serviceCategoryId: 'HOME_VISIT',
    serviceSpecification: { session: { type: 'IN_PERSON', count: 1, duration: 120 } },
    published: true,
  },
  {
    id: 4,
    coachId: 1,
    type: 'PRODUCT',
    title: 'Family meal planner (printable)',
    image: 'product-4.jpg',
    description: 'Four weeks of bilingual meal plans with shopping lists.',
    price: 1900,
    priceUnit: 'NONE',
    productCategoryId: 'DIGITAL_GUIDE',
    productSpecification: { colors: [] },
    published: true,
  },
  {
    id: 5,
    coachId: 1,
    type: 'PRODUCT',
    title: 'Coaching journal',
    description: 'A guided 90-day journal.',
    price: 2450,
    priceUnit: 'NONE',
    productCategoryId: 'PRINTED',
    productSpecification: { colors: ['Sage', 'Sand', 'Charcoal'] },
    published: false,
  },
];

const intentSubjects = [
  [
    'Your payment was received',
    'We received your installment payment. Thank you!',
    '/payment-information',
  ],
  ['New module available', 'Module 7, "Motivational interviewing", is now open.', '/my-courses'],
  [
    'Agreement ready to sign',
    'Your enrollment agreement is ready for your signature.',
    '/pending-signing-requests',
  ],
  ['Coaching circle tomorrow', 'Your coaching circle meets tomorrow at 6 pm.', undefined],
  ['Payment reminder', 'Your next installment is due in 5 days.', '/payment-information'],
] as const;

/** 28 notifications, newest first: the first 6 unread, every seventh archived. */
export const communicationIntents: CommunicationIntent[] = Array.from(
  { length: 28 },
  (_, index) => {
    const [subject, body, link] = intentSubjects[index % intentSubjects.length]!;
    const read = index >= 6;
    return {
      id: 28 - index,
      studentId: 1,
      subject,
      body,
      channel: 'INBOX',
      status: read ? 'READ' : index % 2 === 0 ? 'DELIVERED' : 'SENT',
      archived: index % 7 === 6,
      createdAt: marchDay(index),
      ...(read ? { readAt: marchDay(index, 18) } : {}),
      ...(link ? { link } : {}),
    };
  },
);

const historyTypes = [
  ['PAYMENT', 'Installment payment accepted', 28900],
  ['AGREEMENT', 'Enrollment agreement signed', undefined],
  ['PAYMENT_PLAN', 'Payment plan changed to 12 monthly installments', undefined],
  ['REFUND', 'Voucher refund applied', 15000],
  ['NOTE', 'Advisor call: reviewed graduation timeline', undefined],
  ['ENROLLMENT', 'Enrolled in HCTP 2026 Spring', undefined],
] as const;

export const accountHistory: AccountHistoryEvent[] = Array.from({ length: 14 }, (_, index) => {
  const [type, description, amount] = historyTypes[index % historyTypes.length]!;
  return {
    id: 14 - index,
    applicationId: 1,
    eventDate: marchDay(index * 2, 15),
    type,
    description,
    ...(amount === undefined ? {} : { amount }),
    performedBy: type === 'NOTE' ? 'Dana (advisor)' : 'System',
  };
});

export const activityLog: ActivityLogEntry[] = Array.from({ length: 12 }, (_, index) => ({
  id: 12 - index,
  category: index % 3 === 0 ? 'COACHING' : index % 3 === 1 ? 'COURSE' : 'ACCOUNT',
  type: index % 3 === 0 ? 'SESSION_NOTE' : index % 3 === 1 ? 'MODULE_COMPLETED' : 'PROFILE_UPDATED',
  source: index % 2 === 0 ? 'COACH' : 'STUDENT',
  description:
    index % 3 === 0
      ? 'Coach added a session note'
      : index % 3 === 1
        ? `Completed module ${12 - index}`
        : 'Updated contact information',
  createdAt: marchDay(index, 11),
  actorName: index % 2 === 0 ? 'Marisol Reyes' : 'Jordan Whitaker',
}));

export const envelopes: Envelope[] = [
  {
    id: 3,
    studentId: 1,
    applicationId: 1,
    name: 'Payment plan amendment',
    status: 'SENT',
    sentAt: '2026-03-28T14:00:00Z',
    documents: [{ id: 31, name: 'Amendment to payment plan', pageCount: 2 }],
  },
  {
    id: 2,
    studentId: 1,
    applicationId: 1,
    name: 'Enrollment agreement',
    status: 'COMPLETED',
    sentAt: '2026-01-10T16:00:00Z',
    completedAt: '2026-01-11T09:30:00Z',
    documents: [
      { id: 21, name: 'Enrollment agreement', pageCount: 6 },
      { id: 22, name: 'Refund policy', pageCount: 1 },
    ],
  },
  {
    id: 1,
    studentId: 1,
    name: 'Photo release',
    status: 'VOIDED',
    sentAt: '2025-12-02T10:00:00Z',
    documents: [{ id: 11, name: 'Photo release', pageCount: 1 }],
  },
];

export const paymentPlans: PaymentPlan[] = [
  {
    id: 1,
    applicationId: 1,
    name: '12 monthly installments',
    source: 'ENROLLMENT',
    status: 'ACTIVE',
    financialStatus: 'GOOD',
    autoPay: true,
    daysOverdue: 0,
    nextDueDate: '2026-04-15',
    terms: {
      installmentAmount: 28900,
      totalOwed: 346800,
      amountDue: 28900,
      interestRate: 0,
      depositAmount: 50000,
      installmentCount: 12,
    },
  },
];

export const purchases: CoachProductPurchase[] = Array.from({ length: 15 }, (_, index) => {
  const product = products[index % 4]!;
  const statuses = ['PAID', 'PAID', 'PENDING', 'REFUNDED', 'PAID'] as const;
  const customers = [
    ['Avery Thompson', 'avery.thompson@example.org'],
    ['Lucía Fernández', 'lucia.fernandez@example.org'],
    ['Sam Okafor', 'sam.okafor@example.org'],
  ] as const;
  const [name, email] = customers[index % customers.length]!;
  return {
    id: 15 - index,
    coachId: 1,
    product: { id: product.id, title: product.title },
    coachProductType: product.type,
    customer: { id: 100 + (index % customers.length), name, email },
    status: statuses[index % statuses.length]!,
    amount: product.price,
    currency: 'USD',
    purchasedAt: marchDay(index, 13),
  };
});

const lookup = (type: LookupItem['type'], values: readonly (string | [string, string])[]) =>
  values.map((value): LookupItem =>
    typeof value === 'string' ? { type, value } : { type, value: value[0], label: value[1] },
  );

export const lookups: LookupItem[] = [
  ...lookup('COUNTRY', [
    ['US', 'United States'],
    ['MX', 'Mexico'],
    ['CA', 'Canada'],
  ]),
  ...[
    ['IL', 'Illinois'],
    ['CO', 'Colorado'],
    ['TX', 'Texas'],
  ].map(([value, label]): LookupItem => ({
    type: 'STATE',
    value: value!,
    label: label!,
    parent: 'US',
  })),
  ...lookup('EDUCATION_LEVEL', [
    'High school',
    "Associate's degree",
    "Bachelor's degree",
    "Master's degree",
    'Doctorate',
  ]),
  ...lookup('OCCUPATION', [
    'Registered nurse',
    'Teacher',
    'Personal trainer',
    'Health coach',
    'Other',
  ]),
  ...lookup('SPECIALIZATION', [
    'Weight management',
    'Family nutrition',
    'Stress and sleep',
    'Gut health',
  ]),
  ...lookup('FOCUS', ['Sustainable habits for working parents', 'Women’s health', 'Healthy aging']),
  ...lookup('LANGUAGE', [
    ['EN', 'English'],
    ['ES', 'Spanish'],
  ]),
  ...lookup('TIME_ZONE', [
    'America/New_York',
    'America/Chicago',
    'America/Denver',
    'America/Los_Angeles',
  ]),
  ...lookup('PROGRAM_TRACK', ['Health Coach Training Program', 'Advanced Coaching Skills']),
  ...lookup('SERVICE_CATEGORY', [
    ['DISCOVERY', 'Discovery call'],
    ['COACHING_PACKAGE', 'Coaching package'],
    ['HOME_VISIT', 'Home visit'],
  ]),
  ...lookup('PRODUCT_CATEGORY', [
    ['DIGITAL_GUIDE', 'Digital guide'],
    ['PRINTED', 'Printed'],
  ]),
];
