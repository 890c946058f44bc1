import type { Seed } from './context.js';
import { isoDay } from './dates.js';
import { demoEmails } from './demo-accounts.js';

/** The demo users: a student, an unverified one, a student who coaches, and a coach. */
export async function seedAccounts({ one, now, passwordHash }: Seed) {
  const user = (email: string, verified: boolean, timeZone: string | null) =>
    one(
      'INSERT INTO users (email, password_hash, email_verified, time_zone) VALUES ($1, $2, $3, $4) RETURNING id',
      [email, passwordHash, verified, timeZone],
    );
  const student = (
    userId: number,
    first: string,
    last: string,
    extra: {
      gender?: string;
      birth?: string;
      phone?: string;
      language?: string;
      autoPay?: boolean;
    },
  ) =>
    one(
      `INSERT INTO students (user_id, first_name, last_name, gender, date_birth, mobile_phone, address, crm_id,
           lms_id, learning_platform_user_id, language, education_level, occupation, auto_pay)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'BACHELOR', 'Nurse', $12) RETURNING id`,
      [
        userId,
        first,
        last,
        extra.gender ?? null,
        extra.birth ?? null,
        extra.phone ?? null,
        JSON.stringify({
          country: 'United States',
          countryCode: 'US',
          state: 'New York',
          stateCode: 'NY',
          city: 'New York',
          zip: '10001',
          street1: '350 Fifth Avenue',
          formattedAddress: '350 Fifth Avenue, New York, NY 10001, United States',
        }),
        `CRM-${userId}`,
        `LMS-${userId}`,
        `LP-${userId}`,
        extra.language ?? 'EN',
        extra.autoPay ?? false,
      ],
    );

  // Accounts.
  const studentUser = await user(demoEmails.student, true, 'America/New_York');
  const unverifiedUser = await user(demoEmails.unverified, false, null);
  const studentCoachUser = await user(demoEmails.studentCoach, true, 'America/Chicago');
  const coachUser = await user(demoEmails.coach, true, 'America/Los_Angeles');
  const studentId = await student(studentUser, 'Alex', 'Rivera', {
    gender: 'NON_BINARY',
    birth: '1990-04-12',
    phone: '+12125550101',
    autoPay: true,
  });
  await student(unverifiedUser, 'Uma', 'Verde', {});
  const studentCoachId = await student(studentCoachUser, 'Sam', 'Okafor', {
    gender: 'MALE',
    birth: '1985-09-30',
    phone: '+13125550102',
  });
  const coachStudentId = await student(coachUser, 'Maria', 'Lopez', {
    gender: 'FEMALE',
    birth: '1982-02-17',
    phone: '+13105550103',
    language: 'ES',
  });

  const coachProfile = (intro: string, specializations: string[], languages: string[]) =>
    JSON.stringify({
      intro,
      specializations,
      focus: 'Nutrition',
      languages,
      hctpGraduatingClass: 'Spring 2021',
      showPhone: true,
      testCall: true,
      rateOfPay: 12000,
      socialNetworks: { linkedIn: 'https://www.linkedin.com/in/demo-coach' },
      coachWebConferenceUrl: 'https://meet.demo.test/coach',
      websiteUrl: 'https://coach.demo.test',
    });
  const coachId = await one(
    'INSERT INTO coaches (student_id, profile, subscription) VALUES ($1, $2, $3) RETURNING id',
    [
      coachStudentId,
      coachProfile(
        'I help busy parents build habits that last.',
        ['Weight management', 'Family nutrition'],
        ['EN', 'ES'],
      ),
      JSON.stringify({
        status: 'ACTIVE',
        plan: 'MONTHLY',
        price: 2900,
        currentPeriodEnd: isoDay(now, 20),
      }),
    ],
  );
  const studentCoachCoachId = await one(
    'INSERT INTO coaches (student_id, profile) VALUES ($1, $2) RETURNING id',
    [
      studentCoachId,
      coachProfile('New coach focusing on stress and sleep.', ['Stress', 'Sleep'], ['EN']),
    ],
  );

  return { studentUser, studentId, studentCoachId, coachStudentId, coachId, studentCoachCoachId };
}
