import type {
  Certification,
  CertificationInput,
  Coach,
  ContactInfo,
  Education,
  EducationInput,
  EnrollmentInterest,
  PersonalInfo,
  Student,
  User,
} from '@hci/api-schema';
import * as coachData from '../data/coaches.js';
import * as viewsData from '../data/views.js';
import type { CoachRow, EntryRow, Stored, StudentRow } from '../data/views.js';
import type { Queryable } from '../db/database.js';
import { notFound } from '../http/errors.js';
import type { Principal } from '../auth/principal.js';
import { roleList } from '../auth/sessions.js';
import { compact } from './rows.js';

/** Contract shapes (api-schema's components) built from rows. */

export function userView(row: {
  user_id: number;
  email: string;
  time_zone: string | null;
  id: number;
  coach_id: number | null;
}): User {
  return {
    id: row.user_id,
    email: row.email,
    timeZone: row.time_zone || 'none',
    roles: roleList(row.id, row.coach_id),
  };
}

export function personalInfoView(row: StudentRow): PersonalInfo {
  return compact({
    firstName: row.first_name,
    middleName: row.middle_name,
    lastName: row.last_name,
    gender: row.gender,
    dateBirth: row.date_birth,
  });
}

export function contactInfoView(row: StudentRow): ContactInfo {
  return compact({
    homePhone: row.home_phone,
    workPhone: row.work_phone,
    mobilePhone: row.mobile_phone,
  });
}

export function studentView(row: StudentRow, coach?: Coach): Student {
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
    enrollmentInterest: enrollmentInterestView(row),
  });
}

/** What the student said on signing up they want to study and when; none if nothing. */
function enrollmentInterestView(row: StudentRow): EnrollmentInterest | undefined {
  const interest = compact<EnrollmentInterest>({
    programTrack: row.interest_program_track,
    startDate: row.interest_start_date,
    graduationDate: row.interest_graduation_date,
  });
  return Object.keys(interest).length > 0 ? interest : undefined;
}

export async function loadStudent(db: Queryable, studentId: number): Promise<StudentRow> {
  const row = await viewsData.findStudent(db, studentId);
  if (!row) throw notFound('No such student');
  return row;
}

export function entryView<Input>(
  row: EntryRow<Input>,
): Stored<Input> & { id: number; coachId: number } {
  return { ...row.data, id: row.id, coachId: row.coach_id };
}

export async function coachExists(db: Queryable, coachId: number) {
  if (!(await viewsData.coachExists(db, coachId))) throw notFound('No such coach');
}

/**
 * Refuses (404) a coach the caller may not read. Signed out, a coach is shown only as the
 * directory shows them: one with nothing published (an unverified sign-up included) is not
 * public yet. Signed in, any coach's public side is readable.
 */
export async function coachShownTo(db: Queryable, principal: Principal | null, coachId: number) {
  if (principal) return coachExists(db, coachId);
  if (!(await coachData.isInPublicDirectory(db, coachId))) throw notFound('No such coach');
}

/**
 * What anyone sees of a coach: the profile clients choose a coach by, and the mobile
 * phone only when the coach shows it; never the e-mail, birth date, gender or rate of pay.
 */
export function publicCoachView(coach: Coach): Coach {
  const { firstName, middleName, lastName } = coach.personalInfo;
  const phone = coach.showPhone ? coach.contactInfo?.mobilePhone : undefined;
  return compact<Coach>({
    id: coach.id,
    studentId: coach.studentId,
    personalInfo: compact<Coach['personalInfo']>({ firstName, middleName, lastName }),
    contactInfo: phone ? { mobilePhone: phone } : undefined,
    photo: coach.photo,
    coverImage: coach.coverImage,
    intro: coach.intro,
    specializations: coach.specializations,
    focus: coach.focus,
    languages: coach.languages,
    hctpGraduatingClass: coach.hctpGraduatingClass,
    video: coach.video,
    showPhone: coach.showPhone,
    socialNetworks: coach.socialNetworks,
    coachWebConferenceUrl: coach.coachWebConferenceUrl,
    facebookGroupUrl: coach.facebookGroupUrl,
    testCall: coach.testCall,
    schedule: coach.schedule,
    websiteUrl: coach.websiteUrl,
    educations: coach.educations,
    certifications: coach.certifications,
  });
}

/** The coach as the contract shows them, from their row, educations and certifications. */
export function coachView(
  row: CoachRow,
  educations: readonly EntryRow<EducationInput>[],
  certifications: readonly EntryRow<CertificationInput>[],
): Coach {
  const profile = row.profile;
  return compact({
    ...profile,
    id: row.coach_pk,
    studentId: row.id,
    user: userView(row),
    personalInfo: personalInfoView(row),
    contactInfo: contactInfoView(row),
    photo: row.photo,
    specializations: profile.specializations ?? [],
    languages: profile.languages ?? [],
    showPhone: profile.showPhone ?? false,
    socialNetworks: profile.socialNetworks ?? {},
    testCall: profile.testCall ?? false,
    schedule:
      row.schedule_id === null
        ? undefined
        : { id: row.schedule_id, timeZone: row.schedule_time_zone ?? 'UTC' },
    educations: educations
      .filter((e) => e.coach_id === row.coach_pk)
      .map((e): Education => entryView(e)),
    certifications: certifications
      .filter((c) => c.coach_id === row.coach_pk)
      .map((c): Certification => entryView(c)),
  });
}

/** Coaches as the contract shows them, in three statements whatever their number. */
export async function coachViews(db: Queryable, rows: readonly CoachRow[]): Promise<Coach[]> {
  const ids = rows.map((r) => r.coach_pk);
  const educations = await viewsData.coachEducations(db, ids);
  const certifications = await viewsData.coachCertifications(db, ids);
  return rows.map((row) => coachView(row, educations, certifications));
}

export async function loadCoach(
  db: Queryable,
  coachId: number,
): Promise<{ row: CoachRow; view: Coach }> {
  const row = await viewsData.findCoach(db, coachId);
  if (!row) throw notFound('No such coach');
  return { row, view: (await coachViews(db, [row]))[0]! };
}

/** A student as the contract shows them, with their coach profile when they are a coach. */
export async function loadFullStudent(db: Queryable, studentId: number): Promise<Student> {
  const row = await loadStudent(db, studentId);
  const coach = row.coach_id !== null ? (await loadCoach(db, row.coach_id)).view : undefined;
  return studentView(row, coach);
}
