import type { Cohort } from '@hci/api-schema';
import { daysFrom } from './dates';

/** The institute's programs: each side names them its way (the API by a code, the mocks in full). */
export type DemoProgramTrack = 'HEALTH_COACH' | 'ADVANCED';

/** A cohort as the institute opens it; its tuition in cents. */
export interface DemoCohort extends Required<
  Pick<Cohort, 'name' | 'deliveryMode' | 'languageIso2LetterCode' | 'tuition'>
> {
  programTrack: DemoProgramTrack;
  startDate: string;
  graduationDate: string;
  seats: number;
}

/**
 * The cohorts on `today`: the spring one the demo student studies in, started in January, and the
 * four still open, the first of them (the fall cohort) "the next one".
 */
export function demoCohorts(today: string) {
  const cohort = (
    name: string,
    start: number,
    graduation: number,
    rest: Omit<DemoCohort, 'name' | 'startDate' | 'graduationDate'>,
  ): DemoCohort => ({
    name,
    ...rest,
    startDate: daysFrom(today, start),
    graduationDate: daysFrom(today, graduation),
  });
  const online = { deliveryMode: 'ONLINE', languageIso2LetterCode: 'EN' } as const;
  const program = { programTrack: 'HEALTH_COACH', tuition: 396800 } as const;
  return {
    current: cohort('HCTP 2026 Spring', -78, 101, { ...online, ...program, seats: 60 }),
    next: cohort('HCTP 2026 Fall', 167, 346, { ...online, ...program, seats: 42 }),
    spanish: cohort('HCTP 2026 Otoño (en español)', 174, 353, {
      ...online,
      ...program,
      languageIso2LetterCode: 'ES',
      seats: 18,
    }),
    denver: cohort('HCTP 2027 Winter, Denver', 286, 465, {
      ...program,
      deliveryMode: 'IN_PERSON',
      languageIso2LetterCode: 'EN',
      tuition: 449500,
      seats: 12,
    }),
    advanced: cohort('Advanced Coaching Skills 2026', 188, 304, {
      ...online,
      programTrack: 'ADVANCED',
      tuition: 189000,
      seats: 25,
    }),
  };
}
