import {
  demoCoach,
  demoCoachProfile,
  demoCoachCharges,
  demoCoachSubscription,
  demoStudent,
  demoStudentCoach,
  demoStudentCoachProfile,
  demoUnverified,
  type DemoCoachProfile,
  type DemoPerson,
} from '@hci/demo-world';
import type { Seed } from './context.js';
import { isoDay } from './dates.js';

/** The demo users: a student, an unverified one, a student who coaches, and a coach. */
export async function seedAccounts({ one, run, now, passwordHash }: Seed) {
  /** The person's user and student rows; the student's id. */
  const person = async (p: DemoPerson) => {
    const userId = await one(
      'INSERT INTO users (email, password_hash, email_verified, time_zone) VALUES ($1, $2, $3, $4) RETURNING id',
      [p.email, passwordHash, p.verified, p.timeZone],
    );
    const { personalInfo: name, contactInfo: contact } = p;
    const studentId = await one(
      `INSERT INTO students (user_id, first_name, middle_name, last_name, gender, date_birth, mobile_phone,
           home_phone, address, crm_id, lms_id, learning_platform_user_id, language, education_level,
           occupation, auto_pay)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16) RETURNING id`,
      [
        userId,
        name.firstName,
        name.middleName ?? null,
        name.lastName,
        name.gender ?? null,
        name.dateBirth ?? null,
        contact.mobilePhone ?? null,
        contact.homePhone ?? null,
        p.address && JSON.stringify(p.address),
        p.crmId ?? `CRM-${userId}`,
        p.learningSystemId ?? `LMS-${userId}`,
        p.learningPlatformUserId ?? `LP-${userId}`,
        p.language,
        p.educationLevel ?? null,
        p.occupation ?? null,
        p.autoPay,
      ],
    );
    return { userId, studentId };
  };
  const coach = (studentId: number, profile: DemoCoachProfile, subscription: object | null) =>
    one(
      'INSERT INTO coaches (student_id, profile, subscription) VALUES ($1, $2, $3) RETURNING id',
      [studentId, JSON.stringify(profile), subscription && JSON.stringify(subscription)],
    );

  const { userId: studentUser, studentId } = await person(demoStudent);
  await person(demoUnverified);
  const { studentId: studentCoachId } = await person(demoStudentCoach);
  const { studentId: coachStudentId } = await person(demoCoach);
  const coachId = await coach(
    coachStudentId,
    demoCoachProfile,
    demoCoachSubscription(isoDay(now, 0)),
  );
  // Oldest first, so the newest charge has the highest id as a charge made later would.
  for (const charge of demoCoachCharges(isoDay(now, 0)).reverse())
    await run(
      `INSERT INTO subscription_charges
         (coach_id, plan, amount, charged_at, period_start, period_end, brand, last4, reference)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        coachId,
        charge.plan,
        charge.amount,
        charge.chargedAt,
        charge.periodStart,
        charge.periodEnd,
        charge.brand,
        charge.last4,
        charge.reference,
      ],
    );
  const studentCoachCoachId = await coach(studentCoachId, demoStudentCoachProfile, null);

  return { studentUser, studentId, studentCoachId, coachStudentId, coachId, studentCoachCoachId };
}
