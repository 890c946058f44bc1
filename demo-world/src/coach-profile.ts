import { Temporal } from 'temporal-polyfill';
import { subscriptionPrices, type SubscriptionCharge } from '@hci/rules';
import type { Certification, Coach, CoachSubscription, Education } from '@hci/api-schema';
import { daysFrom } from './dates';

/** What a coach's profile states beyond the person: what clients choose a coach by. */
export type DemoCoachProfile = Pick<
  Coach,
  | 'rateOfPay'
  | 'intro'
  | 'specializations'
  | 'focus'
  | 'languages'
  | 'hctpGraduatingClass'
  | 'showPhone'
  | 'socialNetworks'
  | 'coachWebConferenceUrl'
  | 'testCall'
  | 'websiteUrl'
>;

/** The demo coach's profile. */
export const demoCoachProfile = {
  rateOfPay: 9500,
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
} satisfies DemoCoachProfile;

/** The student coach's profile: new to coaching, on stress and sleep. */
export const demoStudentCoachProfile = {
  rateOfPay: 12000,
  intro: 'New coach focusing on stress and sleep.',
  specializations: ['Stress', 'Sleep'],
  focus: 'Nutrition',
  languages: ['EN'],
  hctpGraduatingClass: 'Spring 2021',
  showPhone: true,
  socialNetworks: { linkedIn: 'https://www.linkedin.com/in/demo-coach' },
  coachWebConferenceUrl: 'https://meet.demo.test/coach',
  testCall: true,
  websiteUrl: 'https://coach.demo.test',
} satisfies DemoCoachProfile;

/** The demo coach's education, newest first. */
export const demoCoachEducations: Omit<Education, 'id' | 'coachId'>[] = [
  {
    institution: 'Health Coach Institute',
    degree: 'Health Coach Training Program',
    fieldOfStudy: 'Health and life coaching',
    startYear: 2022,
    endYear: 2023,
  },
  {
    institution: 'Universidad de Guadalajara',
    degree: 'Licenciatura en Nutrición',
    fieldOfStudy: 'Nutrition',
    startYear: 2012,
    endYear: 2016,
  },
  {
    institution: 'Portland Community College',
    degree: 'Certificate in Fitness Instruction',
    startYear: 2018,
    endYear: 2018,
  },
];

/** The student coach's education. */
export const demoStudentCoachEducations: Omit<Education, 'id' | 'coachId'>[] = [
  {
    institution: 'Health Coach Institute',
    degree: 'Certified Health Coach',
    startYear: 2021,
    endYear: 2022,
  },
];

/** The demo coach's certifications on `today`: one for good, one still valid for months. */
export function demoCoachCertifications(today: string): Omit<Certification, 'id' | 'coachId'>[] {
  return [
    {
      name: 'Certified Health Coach',
      issuer: 'Health Coach Institute',
      issuedOn: daysFrom(today, -1005),
    },
    {
      name: 'Mindful Eating Facilitator',
      issuer: 'The Center for Mindful Eating',
      issuedOn: daysFrom(today, -778),
      expiresOn: daysFrom(today, 318),
      credentialUrl: 'https://example.org/credentials/mef-2024-0212',
    },
  ];
}

/** The demo coach's subscription on `today`: monthly, the period ending in two weeks. */
export function demoCoachSubscription(today: string): Omit<CoachSubscription, 'paymentMethodId'> {
  return {
    status: 'ACTIVE',
    plan: 'MONTHLY',
    price: subscriptionPrices.MONTHLY,
    currentPeriodEnd: daysFrom(today, 14),
  };
}

/**
 * The demo coach's charges before `today`, newest first: the monthly plan's current period and
 * the one before it, each charged on its first day, to the Visa ending in 4242.
 */
export function demoCoachCharges(today: string): Omit<SubscriptionCharge, 'invoiceId'>[] {
  const currentEnd = Temporal.PlainDate.from(demoCoachSubscription(today).currentPeriodEnd!);
  return [0, 1].map((monthsBack) => {
    const periodEnd = currentEnd.subtract({ months: monthsBack });
    const periodStart = periodEnd.subtract({ months: 1 }).toString();
    return {
      plan: 'MONTHLY',
      amount: subscriptionPrices.MONTHLY,
      chargedAt: `${periodStart}T09:00:00Z`,
      periodStart,
      periodEnd: periodEnd.toString(),
      brand: 'VISA',
      last4: '4242',
      reference: `ch_demo_subscription_${monthsBack + 1}`,
    };
  });
}
