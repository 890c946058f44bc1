import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createApi } from '@hci/api-schema';
import { useBoundApi, useStudentId } from '@hci/app-frame';
import { UserTimeZoneProvider } from '@hci/design-system';

/**
 * Dates and times on every signed-in page show in the student's own time zone (their profile's),
 * else in the browser's, which is also what shows while the record loads.
 */
export function StudentTimeZone({ children }: { children: ReactNode }) {
  const queries = useBoundApi(createApi);
  const student = useQuery(queries.students.detail(useStudentId()));
  return (
    <UserTimeZoneProvider timeZone={student.data?.user.timeZone}>{children}</UserTimeZoneProvider>
  );
}
