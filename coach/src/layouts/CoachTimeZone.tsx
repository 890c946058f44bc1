import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createApi } from '@hci/api-schema';
import { useApiSession, useBoundApi } from '@hci/app-frame';
import { UserTimeZoneProvider } from '@hci/design-system';

/**
 * Dates and times on every signed-in page show in the coach's own time zone (their user
 * record's); a coach who has not set one sees their schedule's, the zone their hours are in;
 * else the browser's, which is also what shows while the record loads.
 */
export function CoachTimeZone({ children }: { children: ReactNode }) {
  const api = useBoundApi(createApi);
  const { coachId } = useApiSession();
  const coach = useQuery({
    ...api.coaches.detail(coachId ?? 0),
    enabled: coachId !== undefined,
  });
  return (
    <UserTimeZoneProvider timeZone={coach.data?.user?.timeZone ?? coach.data?.schedule?.timeZone}>
      {children}
    </UserTimeZoneProvider>
  );
}
