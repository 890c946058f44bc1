import type { AccountHistoryEvent, ActivityLogEntry } from '@hci/api-schema';
import * as studentData from '../data/students.js';
import { fileLeftBehind } from '../files/file-store.js';
import { forbidden } from '../http/errors.js';
import { standInPath } from '../learning-platform/links.js';
import type { Handlers } from '../http/operation.js';
import { noContent, ok, paged, requirePrincipal, requireStudent } from '../http/operation.js';
import type { Services } from '../services.js';
import { loadFullStudent, loadStudent, studentView } from '../shared/views.js';
import { orderBy, pageOf } from '../shared/listing.js';
import { compact } from '../shared/rows.js';
import { settlePayments } from '../payments/settlement.js';
import { userTimeZone } from '../shared/time-zones.js';

/** A student's own record, their account history and activity, and their session. */
export function studentHandlers(services: Services) {
  const { db, files, tokens, learningPlatform } = services;

  const fullStudent = (studentId: number) => loadFullStudent(db, studentId);

  return {
    // A student sees only their own record; the list exists for the portal's session bootstrap.
    async listStudents(input) {
      const principal = requirePrincipal(input);
      if (principal.studentId === null) throw forbidden('Only students may list students');
      const { rows, total } = await studentData.studentsPage(
        db,
        principal.studentId,
        input.query.keyword || null,
        pageOf(input),
        orderBy(input, studentData.studentSortColumns),
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
      const { user, ...changes } = input.body;
      const timeZone = await userTimeZone(db, user.timeZone);
      const unusedPhoto = await db.transaction(async (tx) => {
        const formerPhoto = await studentData.lockedPhoto(tx, studentId);
        await studentData.updateStudentRecord(tx, studentId, changes);
        await studentData.setTimeZone(tx, principal.userId, timeZone);
        return fileLeftBehind(formerPhoto, changes.photo);
      });
      // A photo removed or replaced leaves storage once the record no longer names it.
      if (unusedPhoto) await files.discard(principal.userId, unusedPhoto);
      return ok(await fullStudent(studentId));
    },

    async getStudentSsoLoginUrl(input) {
      const { studentId } = input.params;
      const { sessionId } = requirePrincipal(input);
      const row = await loadStudent(db, studentId);
      const { orgUnitId } = input.query;
      if (orgUnitId) {
        // A link into a course only for a student enrolled in it.
        if (!(await studentData.isEnrolledInCourse(db, studentId, orgUnitId)))
          throw forbidden('The student is not enrolled in this course');
      }
      // Unless configured away, the platform is the stand-in this API serves.
      const baseUrl = learningPlatform.configuredUrl ?? `${services.publicUrl()}${standInPath}`;
      return ok({ url: learningPlatform.loginUrl(baseUrl, row.id, sessionId, orgUnitId) });
    },

    async listAccountHistory(input) {
      const { studentId } = input.params;
      const page = pageOf(input);
      const readPage = () =>
        studentData.accountHistoryPage(
          db,
          studentId,
          input.query.applicationId ?? null,
          page,
          orderBy(input, studentData.accountHistorySortColumns, 'eventDate'),
        );
      let { rows, total } = await readPage();
      // A payment line says where its payment stands: one due to settle is settled first.
      const settling = rows.flatMap((r) =>
        r.payment_status === 'IN_PROGRESS' && r.payment_plan_id !== null ? [r.payment_plan_id] : [],
      );
      if (await settlePayments(services, [...new Set(settling)]))
        ({ rows, total } = await readPage());
      return paged(
        rows.map((r): AccountHistoryEvent =>
          compact({
            id: r.id,
            applicationId: r.application_id,
            eventDate: r.event_date,
            type: r.type,
            description: { kind: r.kind, params: r.params },
            amount: r.amount,
            performedBy: r.performed_by,
            paymentId: r.payment_id,
            paymentStatus: r.payment_status,
          }),
        ),
        total,
        page,
      );
    },

    async updateStudentSession(input) {
      const { studentId } = input.params;
      await studentData.setSessionStatus(db, studentId, input.query.status);
      return noContent();
    },

    async listActivityLog(input) {
      const { studentId } = input.params;
      const page = pageOf(input);
      const { rows, total } = await studentData.activityPage(
        db,
        studentId,
        {
          source: input.query.source ?? 'COACH',
          categories: input.query.categories ?? null,
          types: input.query.types ?? null,
        },
        page,
        orderBy(input, studentData.activitySortColumns),
      );
      return paged(
        rows.map((r): ActivityLogEntry =>
          compact({
            id: r.id,
            category: r.category,
            type: r.type,
            source: r.source,
            description: { kind: r.kind, params: r.params },
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
      await tokens.revokeSession(principal.sessionId);
      return noContent();
    },
  } satisfies Partial<Handlers>;
}
