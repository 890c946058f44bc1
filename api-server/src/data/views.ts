import type {
  Address,
  CertificationInput,
  CoachUpdate,
  EducationInput,
  Gender,
  Language,
  SocialNetworks,
} from '@hci/api-schema';
import type { Queryable } from '../db/database.js';

/** The student and coach records the contract's Student and Coach are built from. */

export const studentSelect = `
  SELECT s.*, u.email, u.time_zone, c.id AS coach_id
  FROM students s JOIN users u ON u.id = s.user_id LEFT JOIN coaches c ON c.student_id = s.id`;

export async function findStudent(
  db: Queryable,
  studentId: number,
): Promise<StudentRow | undefined> {
  const [row] = await db.query<StudentRow>(`${studentSelect} WHERE s.id = $1`, [studentId]);
  return row;
}

export async function coachExists(db: Queryable, coachId: number): Promise<boolean> {
  const [row] = await db.query('SELECT 1 FROM coaches WHERE id = $1', [coachId]);
  return Boolean(row);
}

/** A coach's student record with the coach's own id and profile, and its schedule's. */
export type CoachRow = StudentRow & {
  coach_pk: number;
  profile: CoachProfile;
  schedule_id: number | null;
  schedule_time_zone: string | null;
};

export const coachSelect = `
  SELECT s.*, u.email, u.time_zone, c.id AS coach_id, c.id AS coach_pk, c.profile,
         sc.id AS schedule_id, sc.time_zone AS schedule_time_zone
  FROM coaches c JOIN students s ON s.id = c.student_id JOIN users u ON u.id = s.user_id
  LEFT JOIN coach_schedules sc ON sc.coach_id = c.id`;

export async function findCoach(db: Queryable, coachId: number): Promise<CoachRow | undefined> {
  const [row] = await db.query<CoachRow>(`${coachSelect} WHERE c.id = $1`, [coachId]);
  return row;
}

/** The educations of any of the coaches, by coach and id. */
export function coachEducations(
  db: Queryable,
  coachIds: readonly number[],
): Promise<EntryRow<EducationInput>[]> {
  return db.query<EntryRow<EducationInput>>(
    'SELECT id, coach_id, data FROM coach_educations WHERE coach_id = ANY($1::int[]) ORDER BY coach_id, id',
    [coachIds],
  );
}

/** The certifications of any of the coaches, by coach and id. */
export function coachCertifications(
  db: Queryable,
  coachIds: readonly number[],
): Promise<EntryRow<CertificationInput>[]> {
  return db.query<EntryRow<CertificationInput>>(
    'SELECT id, coach_id, data FROM coach_certifications WHERE coach_id = ANY($1::int[]) ORDER BY coach_id, id',
    [coachIds],
  );
}

export interface StudentRow {
  id: number;
  user_id: number;
  email: string;
  time_zone: string | null;
  first_name: string;
  middle_name: string | null;
  last_name: string;
  gender: Gender | null;
  date_birth: string | null;
  home_phone: string | null;
  work_phone: string | null;
  mobile_phone: string | null;
  address: Address | null;
  photo: string | null;
  crm_id: string | null;
  lms_id: string | null;
  learning_platform_user_id: string | null;
  language: Language;
  education_level: string | null;
  occupation: string | null;
  active: boolean;
  military_member: boolean;
  auto_pay: boolean;
  coach_id: number | null;
  interest_program_track: string | null;
  interest_start_date: string | null;
  interest_graduation_date: string | null;
}

/** A request body's object as stored: the members sent as null (no value) are left out. */
export type Stored<Input> = { [K in keyof Input]: Exclude<Input[K], null> };

/** A stored education or certification: what the coach entered, kept as entered. */
export interface EntryRow<Input> {
  id: number;
  coach_id: number;
  data: Stored<Input>;
}

/** The profile fields a coach edits that live on the coach record (the rest are the student's). */
export type CoachProfile = Stored<
  Omit<CoachUpdate, 'user' | 'personalInfo' | 'contactInfo' | 'photo' | 'socialNetworks'>
> & { socialNetworks?: SocialNetworks };
