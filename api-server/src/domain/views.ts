import type { Queryable } from '../db/database.js';
import { notFound } from '../http/errors.js';
import { compact, roleList } from './common.js';

/** Contract shapes (api-schema's components) built from rows. */

export interface StudentRow {
  id: number;
  user_id: number;
  email: string;
  time_zone: string | null;
  first_name: string;
  middle_name: string | null;
  last_name: string;
  gender: string | null;
  date_birth: string | null;
  home_phone: string | null;
  work_phone: string | null;
  mobile_phone: string | null;
  address: Record<string, unknown> | null;
  photo: string | null;
  crm_id: string | null;
  lms_id: string | null;
  learning_platform_user_id: string | null;
  language: string;
  education_level: string | null;
  occupation: string | null;
  active: boolean;
  military_member: boolean;
  auto_pay: boolean;
  coach_id: number | null;
}

export const studentSelect = `
  SELECT s.*, u.email, u.time_zone, c.id AS coach_id
  FROM students s JOIN users u ON u.id = s.user_id LEFT JOIN coaches c ON c.student_id = s.id`;

export function userView(row: {
  user_id: number;
  email: string;
  time_zone: string | null;
  id: number;
  coach_id: number | null;
}) {
  return {
    id: row.user_id,
    email: row.email,
    timeZone: row.time_zone || 'none',
    roles: roleList(row.id, row.coach_id),
  };
}

export function personalInfoView(row: StudentRow) {
  return compact({
    firstName: row.first_name,
    middleName: row.middle_name,
    lastName: row.last_name,
    gender: row.gender,
    dateBirth: row.date_birth,
  });
}

export function contactInfoView(row: StudentRow) {
  return compact({
    homePhone: row.home_phone,
    workPhone: row.work_phone,
    mobilePhone: row.mobile_phone,
  });
}

export function studentView(row: StudentRow, coach?: object) {
  return compact({
    id: row.id,
    user: userView(row),
    personalInfo: personalInfoView(row),
    contactInfo: contactInfoView(row),
    address: row.address ?? {},
    photo: row.photo,
    crmId: row.crm_id,
    learningSystemId: row.lms_id,
    learningPlatformUserId: row.learning_platform_user_id,
    languageIso2LetterCode: row.language,
    educationLevel: row.education_level,
    occupation: row.occupation,
    active: row.active,
    militaryMember: row.military_member,
    autoPay: row.auto_pay,
    coach,
  });
}

export async function loadStudent(db: Queryable, studentId: number): Promise<StudentRow> {
  const [row] = await db.query<StudentRow>(`${studentSelect} WHERE s.id = $1`, [studentId]);
  if (!row) throw notFound('No such student');
  return row;
}

export function educationView(row: {
  id: number;
  coach_id: number;
  data: Record<string, unknown>;
}) {
  return { ...row.data, id: row.id, coachId: row.coach_id };
}

export async function coachExists(db: Queryable, coachId: number) {
  const [row] = await db.query('SELECT 1 FROM coaches WHERE id = $1', [coachId]);
  if (!row) throw notFound('No such coach');
}

export async function loadCoach(db: Queryable, coachId: number) {
  const [row] = await db.query<StudentRow & { coach_pk: number; profile: Record<string, unknown> }>(
    `SELECT s.*, u.email, u.time_zone, c.id AS coach_id, c.id AS coach_pk, c.profile
     FROM coaches c JOIN students s ON s.id = c.student_id JOIN users u ON u.id = s.user_id WHERE c.id = $1`,
    [coachId],
  );
  if (!row) throw notFound('No such coach');
  const educations = await db.query<{
    id: number;
    coach_id: number;
    data: Record<string, unknown>;
  }>('SELECT id, coach_id, data FROM coach_educations WHERE coach_id = $1 ORDER BY id', [coachId]);
  const certifications = await db.query<{
    id: number;
    coach_id: number;
    data: Record<string, unknown>;
  }>('SELECT id, coach_id, data FROM coach_certifications WHERE coach_id = $1 ORDER BY id', [
    coachId,
  ]);
  const profile = row.profile;
  return {
    row,
    view: compact({
      ...profile,
      id: row.coach_pk,
      studentId: row.id,
      user: userView(row),
      personalInfo: personalInfoView(row),
      contactInfo: contactInfoView(row),
      photo: row.photo,
      specializations: (profile.specializations as string[] | undefined) ?? [],
      languages: (profile.languages as string[] | undefined) ?? [],
      showPhone: (profile.showPhone as boolean | undefined) ?? false,
      socialNetworks: (profile.socialNetworks as object | undefined) ?? {},
      testCall: (profile.testCall as boolean | undefined) ?? false,
      educations: educations.map(educationView),
      certifications: certifications.map(educationView),
    }),
  };
}
