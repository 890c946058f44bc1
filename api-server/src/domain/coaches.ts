import * as coachData from '../data/coaches.js';
import * as productData from '../data/products.js';
import * as studentData from '../data/students.js';
import { fileLeftBehind } from '../files/file-store.js';
import type { Handlers } from '../http/operation.js';
import { ok, paged } from '../http/operation.js';
import type { Services } from '../services.js';
import { withoutNulls } from '../shared/rows.js';
import { checkTestCallLink } from '@hci/rules';
import { pageOf } from '../shared/listing.js';
import { coachShownTo, coachViews, loadCoach, publicCoachView } from '../shared/views.js';
import { testCallIn } from './products.js';
import { userTimeZone } from '../shared/time-zones.js';

/** Coach profiles (their educations and certifications shown with them). */
export function coachHandlers(services: Services) {
  const { db, files } = services;

  return {
    async getCoach(input) {
      const { coachId } = input.params;
      await coachShownTo(db, input.principal, coachId);
      const { view } = await loadCoach(db, coachId);
      return ok(input.principal?.coachId === coachId ? view : publicCoachView(view));
    },

    async listCoaches(input) {
      const page = pageOf(input);
      const pattern = (value: string | undefined) => (value ? `%${value}%` : null);
      const { rows, total } = await coachData.publicCoachesPage(
        db,
        {
          keyword: pattern(input.query.keyword),
          specialization: pattern(input.query.specialization),
          language: input.query.language ?? null,
        },
        page,
      );
      return paged((await coachViews(db, rows)).map(publicCoachView), total, page);
    },

    async updateCoach(input) {
      const { coachId } = input.params;
      const { row, view } = await loadCoach(db, coachId);
      const { user, personalInfo, contactInfo, photo, socialNetworks, ...profile } = input.body;
      const timeZone = user ? await userTimeZone(db, user.timeZone) : undefined;
      // A member sent as null clears its field: the key leaves the stored profile.
      const cleared = Object.entries(profile)
        .filter(([, value]) => value === null)
        .map(([key]) => key);
      // The profile as it would stand, a member left out keeping its stored value.
      checkTestCallLink({
        testCall: profile.testCall ?? view.testCall,
        coachWebConferenceUrl:
          profile.coachWebConferenceUrl === undefined
            ? view.coachWebConferenceUrl
            : profile.coachWebConferenceUrl,
      });
      const unusedFiles = await db.transaction(async (tx) => {
        const formerPhoto = await studentData.lockedPhoto(tx, row.id);
        await coachData.updateProfile(
          tx,
          coachId,
          {
            ...withoutNulls(profile),
            ...(socialNetworks && { socialNetworks: withoutNulls(socialNetworks) }),
          },
          cleared,
        );
        if (profile.testCall !== undefined)
          await productData.keepTestCall(tx, coachId, profile.testCall, testCallIn(row.language));
        if (timeZone !== undefined) await coachData.setUserTimeZone(tx, row.user_id, timeZone);
        await studentData.updateStudentRecord(tx, row.id, { personalInfo, contactInfo, photo });
        return [
          fileLeftBehind(formerPhoto, photo),
          fileLeftBehind(view.coverImage, profile.coverImage),
        ];
      });
      // A picture removed or replaced leaves storage once the profile no longer names it.
      for (const file of unusedFiles) if (file) await files.discard(row.user_id, file);
      return ok((await loadCoach(db, coachId)).view);
    },
  } satisfies Partial<Handlers>;
}
