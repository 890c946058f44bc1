// The signed-in user's time zone, given once by the app's frame and read by every formatter.
import { createContext, useContext, type ReactNode } from 'react';

const UserTimeZoneContext = createContext<string | null | undefined>(undefined);

/**
 * Dates and times inside show in `timeZone` (an IANA name from the user's record). While it is
 * unknown, empty, 'none' or not a zone the browser knows, they show in the browser's own zone.
 */
export function UserTimeZoneProvider({
  timeZone,
  children,
}: {
  timeZone: string | null | undefined;
  children: ReactNode;
}) {
  return <UserTimeZoneContext.Provider value={timeZone}>{children}</UserTimeZoneContext.Provider>;
}

/** The zone given by the nearest `UserTimeZoneProvider`, as given (not yet checked). */
export function useUserTimeZone(): string | null | undefined {
  return useContext(UserTimeZoneContext);
}
