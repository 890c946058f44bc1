import type { CertificationInput, EducationInput } from '@hci/api-schema';
import { notFound } from '../http/errors.js';
import type { Handlers } from '../http/operation.js';
import { created, ok, paged, requirePrincipal } from '../http/operation.js';
import type { Services } from '../services.js';
import type { EntryRow } from '../shared/views.js';
import { coachExists, entryView, loadCoach, publicCoachView } from '../shared/views.js';
import { orderBy, pageOf, pagedQuery } from '../shared/listing.js';
import type { ListQuery } from '../shared/listing.js';

/** Coach profiles, with their educations and certifications. */
export function coachHandlers(services: Services) {
  const { db } = services;

  /** Educations and certifications share one shape of storage and rules. */
  const entries = <Input>(table: 'coach_educations' | 'coach_certifications') => ({
    async list(input: ListQuery & { params: { coachId: number } }) {
      const { coachId } = input.params;
      await coachExists(db, coachId);
      const page = { ...pageOf(input), size: input.query.size ?? 30 };
      const { rows, total } = await pagedQuery<EntryRow<Input>>(
        db,
        `SELECT * FROM ${table} WHERE coach_id = $1`,
        [coachId],
        page,
        orderBy(input, { id: 'id' }),
      );
      return paged(rows.map(entryView), total, page);
    },
    async create(input: { params: { coachId: number }; body: Input }) {
      const [row] = await db.query<EntryRow<Input>>(
        `INSERT INTO ${table} (coach_id, data) VALUES ($1, $2) RETURNING *`,
        [input.params.coachId, JSON.stringify(input.body)],
      );
      return created(entryView(row!));
    },
    async update(input: { params: { coachId: number }; body: Input }, entryId: number) {
      const [row] = await db.query<EntryRow<Input>>(
        `UPDATE ${table} SET data = $3 WHERE id = $1 AND coach_id = $2 RETURNING *`,
        [entryId, input.params.coachId, JSON.stringify(input.body)],
      );
      if (!row) throw notFound();
      return ok(entryView(row));
    },
    async remove(input: { params: { coachId: number } }, entryId: number) {
      const [row] = await db.query<EntryRow<Input>>(
        `DELETE FROM ${table} WHERE id = $1 AND coach_id = $2 RETURNING *`,
        [entryId, input.params.coachId],
      );
      if (!row) throw notFound();
      return ok(entryView(row));
    },
  });
  const educations = entries<EducationInput>('coach_educations');
  const certifications = entries<CertificationInput>('coach_certifications');

  return {
    async getCoach(input) {
      const principal = requirePrincipal(input);
      const { view } = await loadCoach(db, input.params.coachId);
      return ok(principal.coachId === input.params.coachId ? view : publicCoachView(view));
    },

    async updateCoach(input) {
      const { coachId } = input.params;
      const { row } = await loadCoach(db, coachId);
      const { user, personalInfo, contactInfo, photo, ...profile } = input.body;
      // An empty text clears its field: the key leaves the stored profile.
      const cleared = Object.entries(profile)
        .filter(([, value]) => value === '')
        .map(([key]) => key);
      await db.transaction(async (tx) => {
        await tx.query(
          'UPDATE coaches SET profile = (profile || $2::jsonb) - $3::text[] WHERE id = $1',
          [coachId, JSON.stringify(profile), cleared],
        );
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

    listEducations: (input) => educations.list(input),
    createEducation: (input) => educations.create(input),
    updateEducation: (input) => educations.update(input, input.params.educationId),
    deleteEducation: (input) => educations.remove(input, input.params.educationId),
    listCertifications: (input) => certifications.list(input),
    createCertification: (input) => certifications.create(input),
    updateCertification: (input) => certifications.update(input, input.params.certificationId),
    deleteCertification: (input) => certifications.remove(input, input.params.certificationId),
  } satisfies Partial<Handlers>;
}
