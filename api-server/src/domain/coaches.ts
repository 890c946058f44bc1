import type { Handlers } from '../http/operation.js';
import { ok, requirePrincipal } from '../http/operation.js';
import type { Services } from '../services.js';
import { loadCoach, publicCoachView } from '../shared/views.js';

/** Coach profiles (their educations and certifications shown with them). */
export function coachHandlers(services: Services) {
  const { db } = services;

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
  } satisfies Partial<Handlers>;
}
