import type { EnrollmentApplication } from '@hci/api-schema';
import { Temporal } from 'temporal-polyfill';

/**
 * Each of the student's applications numbered from 1 in the order they were started: the
 * student's first is Application 1, whatever its id among everyone's. Id to number.
 */
export function applicationNumbers(
  applications: readonly Pick<EnrollmentApplication, 'id' | 'createdAt'>[],
): Map<number, number> {
  const byStart = [...applications].sort(
    (a, b) => Temporal.Instant.compare(a.createdAt, b.createdAt) || a.id - b.id,
  );
  return new Map(byStart.map((application, index) => [application.id, index + 1]));
}
