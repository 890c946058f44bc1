import { notFound } from '../http/errors.js';
import type { HandlerFactory, OperationInput, OperationResult } from '../http/operation.js';
import { ok, paged, requireCoach, requirePrincipal } from '../http/operation.js';
import { num, orderBy, pageOf, pagedQuery } from './common.js';
import { coachExists, educationView, loadCoach } from './views.js';

/** Coach profiles, with their educations and certifications. */
export const coachHandlers: HandlerFactory = (services) => {
  const { db } = services;

  /** Educations and certifications share one shape of storage and rules. */
  const entries = (table: 'coach_educations' | 'coach_certifications', idParam: string) => ({
    async list(input: OperationInput): Promise<OperationResult> {
      requirePrincipal(input);
      const coachId = num(input.params.coachId);
      await coachExists(db, coachId);
      const page = pageOf(input);
      const { rows, total } = await pagedQuery<{
        id: number;
        coach_id: number;
        data: Record<string, unknown>;
      }>(
        db,
        `SELECT * FROM ${table} WHERE coach_id = $1`,
        [coachId],
        { ...page, size: Number(input.query.size ?? 30) },
        orderBy(input, { id: 'id' }),
      );
      return paged(rows.map(educationView), total, {
        ...page,
        size: Number(input.query.size ?? 30),
      });
    },
    async create(input: OperationInput): Promise<OperationResult> {
      const coachId = num(input.params.coachId);
      requireCoach(input, coachId);
      const [row] = await db.query<{ id: number; coach_id: number; data: Record<string, unknown> }>(
        `INSERT INTO ${table} (coach_id, data) VALUES ($1, $2) RETURNING *`,
        [coachId, JSON.stringify(input.body)],
      );
      return { status: 201, body: { content: educationView(row!) } };
    },
    async update(input: OperationInput): Promise<OperationResult> {
      const coachId = num(input.params.coachId);
      requireCoach(input, coachId);
      const [row] = await db.query<{ id: number; coach_id: number; data: Record<string, unknown> }>(
        `UPDATE ${table} SET data = $3 WHERE id = $1 AND coach_id = $2 RETURNING *`,
        [num(input.params[idParam]), coachId, JSON.stringify(input.body)],
      );
      if (!row) throw notFound();
      return ok(educationView(row));
    },
    async remove(input: OperationInput): Promise<OperationResult> {
      const coachId = num(input.params.coachId);
      requireCoach(input, coachId);
      const [row] = await db.query<{ id: number; coach_id: number; data: Record<string, unknown> }>(
        `DELETE FROM ${table} WHERE id = $1 AND coach_id = $2 RETURNING *`,
        [num(input.params[idParam]), coachId],
      );
      if (!row) throw notFound();
      return ok(educationView(row));
    },
  });
  const educations = entries('coach_educations', 'educationId');
  const certifications = entries('coach_certifications', 'certificationId');

  return {
    async getCoach(input) {
      requirePrincipal(input);
      return ok((await loadCoach(db, num(input.params.coachId))).view);
    },

    async updateCoach(input) {
      const coachId = num(input.params.coachId);
      requireCoach(input, coachId);
      const { row } = await loadCoach(db, coachId);
      const { user, personalInfo, contactInfo, photo, ...profile } = input.body as {
        user?: { timeZone: string };
        personalInfo?: {
          firstName: string;
          middleName?: string;
          lastName: string;
          gender?: string;
          dateBirth?: string;
        };
        contactInfo?: { homePhone?: string; workPhone?: string; mobilePhone?: string };
        photo?: string;
        [key: string]: unknown;
      };
      await db.transaction(async (tx) => {
        await tx.query('UPDATE coaches SET profile = profile || $2::jsonb WHERE id = $1', [
          coachId,
          JSON.stringify(profile),
        ]);
        if (user)
          await tx.query('UPDATE users SET time_zone = $2 WHERE id = $1', [
            row.user_id,
            user.timeZone === 'none' ? null : user.timeZone,
          ]);
        if (personalInfo) {
          await tx.query(
            'UPDATE students SET first_name = $2, middle_name = $3, last_name = $4, gender = $5, date_birth = $6 WHERE id = $1',
            [
              row.id,
              personalInfo.firstName.trim(),
              personalInfo.middleName ?? null,
              personalInfo.lastName.trim(),
              personalInfo.gender ?? null,
              personalInfo.dateBirth ?? null,
            ],
          );
        }
        if (contactInfo) {
          await tx.query(
            'UPDATE students SET home_phone = $2, work_phone = $3, mobile_phone = $4 WHERE id = $1',
            [
              row.id,
              contactInfo.homePhone ?? null,
              contactInfo.workPhone ?? null,
              contactInfo.mobilePhone ?? null,
            ],
          );
        }
        if (photo !== undefined)
          await tx.query('UPDATE students SET photo = $2 WHERE id = $1', [row.id, photo]);
      });
      return ok((await loadCoach(db, coachId)).view);
    },

    listEducations: educations.list,
    createEducation: educations.create,
    updateEducation: educations.update,
    deleteEducation: educations.remove,
    listCertifications: certifications.list,
    createCertification: certifications.create,
    updateCertification: certifications.update,
    deleteCertification: certifications.remove,
  };
};
