import type { CertificationInput } from '@hci/api-schema';
import type { Handlers } from '../http/operation.js';
import type { Services } from '../services.js';
import { coachEntries } from '../shared/coach-entries.js';

/** The certificates a coach lists on their profile. */
export function certificationHandlers(services: Services) {
  const certifications = coachEntries<CertificationInput>(services.db, 'coach_certifications');

  return {
    listCertifications: (input) => certifications.list(input),
    createCertification: (input) => certifications.create(input),
    updateCertification: (input) => certifications.update(input, input.params.certificationId),
    deleteCertification: (input) => certifications.remove(input, input.params.certificationId),
  } satisfies Partial<Handlers>;
}
