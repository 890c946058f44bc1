import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { Temporal } from 'temporal-polyfill';
import { expect, test } from 'vitest';
import { useFormatters } from './useFormatters';
import { UserTimeZoneProvider } from './userTimeZone';

function formattersIn(timeZone?: string | null) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <IntlProvider locale="en-US" defaultLocale="en-US">
      {timeZone === undefined ? (
        children
      ) : (
        <UserTimeZoneProvider timeZone={timeZone}>{children}</UserTimeZoneProvider>
      )}
    </IntlProvider>
  );
  return renderHook(() => useFormatters(), { wrapper }).result.current;
}

// 02:30 UTC on the 1st is still the last day of March in Chicago, and 9:30 PM there.
const startsAt = '2026-04-01T02:30:00Z';
const endsAt = '2026-04-01T03:30:00Z';

test("dates and times show in the user's time zone, whatever the browser's", () => {
  const format = formattersIn('America/Chicago');
  expect(format.timeZone).toBe('America/Chicago');
  expect(format.isoDate(startsAt)).toBe('2026-03-31');
  expect(format.longDate(startsAt)).toBe('Mar 31, 2026');
  expect(format.timeRange(startsAt, endsAt)).toMatch(/^Mar 31, 2026, 9:30\s.\s10:30\sPM$/);
});

test('a time to keep names its weekday and its zone', () => {
  const format = formattersIn('America/Chicago');
  expect(format.zonedTimeRange(startsAt, endsAt)).toMatch(
    /^Tue, Mar 31, 2026, 9:30\s.\s10:30\sPM Central Time \(Chicago\)$/,
  );
  expect(format.zonedTimeRange(startsAt, endsAt, 'America/New_York')).toMatch(
    /^Tue, Mar 31, 2026, 10:30\s.\s11:30\sPM Eastern Time \(New York\)$/,
  );
});

test("a zone named for one span (a schedule's) wins over the user's", () => {
  const format = formattersIn('America/Chicago');
  expect(format.timeRange(startsAt, endsAt, 'Asia/Tokyo')).toMatch(/^Apr 01, 2026, 11:30\sAM/);
});

test.each([
  ['no provider', undefined],
  ['a user without a zone', null],
  ["the API's 'none'", 'none'],
  ['a name the browser does not know', 'Mars/Olympus_Mons'],
])("with %s, the browser's own zone", (_case, timeZone) => {
  const format = formattersIn(timeZone);
  expect(format.timeZone).toBe(Temporal.Now.timeZoneId());
  expect(format.isoDate(startsAt)).toBe(
    Temporal.Instant.from(startsAt)
      .toZonedDateTimeISO(Temporal.Now.timeZoneId())
      .toPlainDate()
      .toString(),
  );
});
