import type { Address, ContactInfo, PersonalInfo } from '@hci/api-schema';

/** The password of every demo account. */
export const demoPassword = 'Welcome2026';

/** Someone of the demo world with an account, as their profile states them. */
export interface DemoPerson {
  email: string;
  /** Whether they have verified their e-mail address. */
  verified: boolean;
  /** Their time zone, or none yet for an account that has not set one. */
  timeZone: string | null;
  personalInfo: PersonalInfo;
  contactInfo: ContactInfo;
  address: Address | null;
  language: 'EN' | 'ES';
  autoPay: boolean;
  /** From the option lists (./option-lists), when they said. */
  educationLevel?: string;
  occupation?: string;
  /** Their records in the institute's other systems. */
  crmId?: string;
  learningSystemId?: string;
  learningPlatformUserId?: string;
}

/** The student the portal's demo signs in as. */
export const demoStudent = {
  email: 'student@demo.test',
  verified: true,
  timeZone: 'America/Chicago',
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
  language: 'EN',
  autoPay: true,
  educationLevel: "Bachelor's degree",
  occupation: 'Registered nurse',
  crmId: 'CRM-000184',
  learningSystemId: 'LMS-55021',
  learningPlatformUserId: 'LP-9f31c2',
} satisfies DemoPerson;

/** The coach the coach app's demo signs in as; a student of the institute too. */
export const demoCoach = {
  email: 'coach@demo.test',
  verified: true,
  timeZone: 'America/Denver',
  personalInfo: { firstName: 'Marisol', lastName: 'Reyes', gender: 'FEMALE' },
  contactInfo: { mobilePhone: '+1 303 555 0142' },
  address: null,
  language: 'ES',
  autoPay: false,
  educationLevel: "Bachelor's degree",
  occupation: 'Health coach',
} satisfies DemoPerson;

/** A student who coaches too, and leads the demo student's coaching circle. */
export const demoStudentCoach = {
  email: 'student.coach@demo.test',
  verified: true,
  timeZone: 'America/Chicago',
  personalInfo: { firstName: 'Sam', lastName: 'Okafor', gender: 'MALE', dateBirth: '1985-09-30' },
  contactInfo: { mobilePhone: '+1 312 555 0102' },
  address: null,
  language: 'EN',
  autoPay: false,
} satisfies DemoPerson;

/** Someone who signed up and has not verified their e-mail address yet. */
export const demoUnverified = {
  email: 'unverified@demo.test',
  verified: false,
  timeZone: null,
  personalInfo: { firstName: 'Uma', lastName: 'Verde' },
  contactInfo: {},
  address: null,
  language: 'EN',
  autoPay: false,
} satisfies DemoPerson;

/** The demo accounts' e-mail addresses, as the README and the end-to-end tests sign in. */
export const demoEmails = {
  student: demoStudent.email,
  unverified: demoUnverified.email,
  studentCoach: demoStudentCoach.email,
  coach: demoCoach.email,
} as const;

/** The name others see a person by: first and last. */
export function nameOf(person: Pick<DemoPerson, 'personalInfo'>): string {
  return `${person.personalInfo.firstName} ${person.personalInfo.lastName}`;
}
