import * as coachData from '../data/coaches.js';
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
        await coachData.updateProfile(tx, coachId, profile, cleared);
        if (user)
          await coachData.setUserTimeZone(
            tx,
            row.user_id,
            user.timeZone === 'none' ? null : user.timeZone,
          );
        if (personalInfo) {
          await coachData.updatePersonalInfo(tx, row.id, {
            firstName: personalInfo.firstName.trim(),
            middleName: personalInfo.middleName ?? null,
            lastName: personalInfo.lastName.trim(),
            gender: personalInfo.gender ?? null,
            dateBirth: personalInfo.dateBirth ?? null,
          });
        }
        if (contactInfo) {
          await coachData.updateContactInfo(tx, row.id, {
            homePhone: contactInfo.homePhone ?? null,
            workPhone: contactInfo.workPhone ?? null,
            mobilePhone: contactInfo.mobilePhone ?? null,
          });
        }
        if (photo !== undefined) await coachData.setPhoto(tx, row.id, photo);
      });
      return ok((await loadCoach(db, coachId)).view);
    },
  } satisfies Partial<Handlers>;
}
