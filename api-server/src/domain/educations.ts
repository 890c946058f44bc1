import type { EducationInput } from '@hci/api-schema';
import type { Handlers } from '../http/operation.js';
import type { Services } from '../services.js';
import { coachEntries } from '../shared/coach-entries.js';

/** The schools a coach lists on their profile. */
export function educationHandlers(services: Services) {
  const educations = coachEntries<EducationInput>(services.db, 'coach_educations');

  return {
    listEducations: (input) => educations.list(input),
    createEducation: (input) => educations.create(input),
    updateEducation: (input) => educations.update(input, input.params.educationId),
    deleteEducation: (input) => educations.remove(input, input.params.educationId),
  } satisfies Partial<Handlers>;
}
