import type { AccountHistoryEvent, ActivityLogEntry, ActivitySource } from '@hci/api-schema';
import { forbidden } from '../http/errors.js';
import type { Handlers } from '../http/operation.js';
import { noContent, ok, paged, requirePrincipal, requireStudent } from '../http/operation.js';
import type { Services } from '../services.js';
import type { StudentRow } from '../shared/views.js';
import { loadFullStudent, loadStudent, studentSelect, studentView } from '../shared/views.js';
import { orderBy, pageOf, pagedQuery } from '../shared/listing.js';
import { compact } from '../shared/rows.js';

/** A student's own record, their account history and activity, and their session. */
export function studentHandlers(services: Services) {
  const { db, tokens } = services;

  const fullStudent = (studentId: number) => loadFullStudent(db, studentId);

  return {
    // A student sees only their own record; the list exists for the portal's session bootstrap.
    async listStudents(input) {
      const principal = requirePrincipal(input);
      if (principal.studentId === null) throw forbidden('Only students may list students');
      const keyword = input.query.keyword ? `%${input.query.keyword}%` : null;
      const { rows, total } = await pagedQuery<StudentRow>(
        db,
        `${studentSelect} WHERE s.id = $1 AND ($2::text IS NULL OR s.first_name ILIKE $2 OR s.last_name ILIKE $2 OR u.email ILIKE $2)`,
        [principal.studentId, keyword],
        pageOf(input),
        orderBy(input, {
          id: 'id',
          firstName: 'first_name',
          lastName: 'last_name',
          email: 'email',
        }),
      );
      return paged(
        rows.map((row) => studentView(row)),
        total,
        pageOf(input),
      );
    },

    async getStudent(input) {
      const { studentId } = input.params;
      return ok(await fullStudent(studentId));
    },

    async updateStudent(input) {
      const { studentId } = input.params;
      const principal = requireStudent(input);
      const { body } = input;
      const timeZone = body.user.timeZone === 'none' ? null : body.user.timeZone;
      await db.transaction(async (tx) => {
        await tx.query(
          `UPDATE students SET first_name = $2, middle_name = $3, last_name = $4, gender = $5, date_birth = $6,
             home_phone = coalesce($7, home_phone), work_phone = coalesce($8, work_phone),
             mobile_phone = coalesce($9, mobile_phone), address = coalesce($10, address),
             education_level = coalesce($11, education_level), language = coalesce($12, language),
             military_member = coalesce($13, military_member), occupation = coalesce($14, occupation),
             photo = coalesce($15, photo)
           WHERE id = $1`,
          [
            studentId,
            body.personalInfo.firstName.trim(),
            body.personalInfo.middleName ?? null,
            body.personalInfo.lastName.trim(),
            body.personalInfo.gender ?? null,
            body.personalInfo.dateBirth ?? null,
            body.contactInfo?.homePhone ?? null,
            body.contactInfo?.workPhone ?? null,
            body.contactInfo?.mobilePhone ?? null,
            body.address ? JSON.stringify(body.address) : null,
            body.educationLevel ?? null,
            body.languageIso2LetterCode ?? null,
            body.militaryMember ?? null,
            body.occupation ?? null,
            body.photo ?? null,
          ],
        );
        await tx.query('UPDATE users SET time_zone = $2 WHERE id = $1', [
          principal.userId,
          timeZone,
        ]);
      });
      return ok(await fullStudent(studentId));
    },

    async getStudentSsoLoginUrl(input) {
      const { studentId } = input.params;
      const row = await loadStudent(db, studentId);
      const system = input.params.n === 1 ? 'lms' : 'platform';
      const userRef = system === 'lms' ? row.lms_id : row.learning_platform_user_id;
      const { orgUnitId } = input.query;
      if (orgUnitId) {
        // A link into a course only for a student enrolled in it.
        const [enrolled] = await db.query(
          `SELECT 1 FROM course_enrollments ce JOIN courses c ON c.id = ce.course_id
           WHERE ce.student_id = $1 AND c.org_unit_id = $2`,
          [studentId, orgUnitId],
        );
        if (!enrolled) throw forbidden('The student is not enrolled in this course');
      }
      const url = new URL(`https://${system}.demo.test/sso/login`);
      url.searchParams.set('user', userRef ?? String(row.id));
      if (orgUnitId) url.searchParams.set('orgUnitId', orgUnitId);
      return ok({ url: url.toString() });
    },

    async listAccountHistory(input) {
      const { studentId } = input.params;
      const page = pageOf(input);
      const { rows, total } = await pagedQuery<{
        id: number;
        application_id: number | null;
        event_date: string;
        type: AccountHistoryEvent['type'];
        description: string;
        amount: number | null;
        performed_by: string | null;
      }>(
        db,
        'SELECT * FROM account_history WHERE student_id = $1 AND ($2::int IS NULL OR application_id = $2)',
        [studentId, input.query.applicationId ?? null],
        page,
        orderBy(input, { eventDate: 'event_date', id: 'id', type: 'type' }, 'eventDate'),
      );
      return paged(
        rows.map((r): AccountHistoryEvent =>
          compact({
            id: r.id,
            applicationId: r.application_id,
            eventDate: r.event_date,
            type: r.type,
            description: r.description,
            amount: r.amount,
            performedBy: r.performed_by,
          }),
        ),
        total,
        page,
      );
    },

    async updateStudentSession(input) {
      const { studentId } = input.params;
      await db.query('UPDATE students SET session_status = $2 WHERE id = $1', [
        studentId,
        input.query.status,
      ]);
      return noContent();
    },

    async listActivityLog(input) {
      const { studentId } = input.params;
      const page = pageOf(input);
      const categories = input.query.categories ?? null;
      const types = input.query.types ?? null;
      const { rows, total } = await pagedQuery<{
        id: number;
        category: ActivityLogEntry['category'];
        type: string;
        source: ActivitySource;
        description: string;
        actor_name: string | null;
        created_at: string;
      }>(
        db,
        `SELECT * FROM activity_log WHERE student_id = $1 AND source = $2
           AND ($3::text[] IS NULL OR category = ANY($3)) AND ($4::text[] IS NULL OR type = ANY($4))`,
        [studentId, input.query.source ?? 'COACH', categories, types],
        page,
        orderBy(input, { id: 'id', createdAt: 'created_at', category: 'category', type: 'type' }),
      );
      return paged(
        rows.map((r): ActivityLogEntry =>
          compact({
            id: r.id,
            category: r.category,
            type: r.type,
            source: r.source,
            description: r.description,
            createdAt: r.created_at,
            actorName: r.actor_name,
          }),
        ),
        total,
        page,
      );
    },

    async logoutStudent(input) {
      const principal = requireStudent(input);
      if (principal.sessionId) await tokens.revokeSession(principal.sessionId);
      else await tokens.revokeAll(principal.userId);
      return noContent();
    },
  } satisfies Partial<Handlers>;
}
