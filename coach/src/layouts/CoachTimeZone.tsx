import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createApi } from '@hci/api-schema';
import { useApiSession, useBoundApi } from '@hci/app-frame';
import { UserTimeZoneProvider } from '@hci/design-system';

/**
 * Dates and times on every signed-in page show in the coach's working zone: the one their hours
 * are in, which the coach chooses in this app; a coach with no schedule sees their user record's;
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
    <UserTimeZoneProvider timeZone={coach.data?.schedule?.timeZone ?? coach.data?.user?.timeZone}>
      {children}
    </UserTimeZoneProvider>
  );
}
