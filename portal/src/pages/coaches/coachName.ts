import type { Coach } from '@hci/api-schema';

/** A coach as clients see the name: first and last. */
export const coachName = (coach: Pick<Coach, 'personalInfo'>) =>
  [coach.personalInfo.firstName, coach.personalInfo.lastName].join(' ');
