import type { Queryable } from '../db/database.js';
import type { CoachProfile } from './views.js';

/** Merges `profile` into the coach's stored profile and drops the `cleared` keys from it. */
export async function updateProfile(
  db: Queryable,
  coachId: number,
  profile: Partial<CoachProfile>,
  cleared: string[],
): Promise<void> {
  await db.query('UPDATE coaches SET profile = (profile || $2::jsonb) - $3::text[] WHERE id = $1', [
    coachId,
    JSON.stringify(profile),
    cleared,
  ]);
}

export async function setUserTimeZone(
  db: Queryable,
  userId: number,
  timeZone: string | null,
): Promise<void> {
  await db.query('UPDATE users SET time_zone = $2 WHERE id = $1', [userId, timeZone]);
}

export async function updatePersonalInfo(
  db: Queryable,
  studentId: number,
  person: {
    firstName: string;
    middleName: string | null;
    lastName: string;
    gender: string | null;
    dateBirth: string | null;
  },
): Promise<void> {
  await db.query(
    'UPDATE students SET first_name = $2, middle_name = $3, last_name = $4, gender = $5, date_birth = $6 WHERE id = $1',
    [
      studentId,
      person.firstName,
      person.middleName,
      person.lastName,
      person.gender,
      person.dateBirth,
    ],
  );
}

export async function updateContactInfo(
  db: Queryable,
  studentId: number,
  phones: { homePhone: string | null; workPhone: string | null; mobilePhone: string | null },
): Promise<void> {
  await db.query(
    'UPDATE students SET home_phone = $2, work_phone = $3, mobile_phone = $4 WHERE id = $1',
    [studentId, phones.homePhone, phones.workPhone, phones.mobilePhone],
  );
}

export async function setPhoto(db: Queryable, studentId: number, photo: string): Promise<void> {
  await db.query('UPDATE students SET photo = $2 WHERE id = $1', [studentId, photo]);
}
