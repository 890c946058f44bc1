// Page tests whose rules read the clock (a session started, a week shown) run on the mocks' demo
// day, the day the mocks' own rules are seen from.
import { fixtures } from '@hci/api-schema/msw';
import { Temporal } from 'temporal-polyfill';
import { onTestFinished, vi } from 'vitest';

/** Noon (UTC) on the mocks' demo day. */
export const demoInstant = `${fixtures.demoToday}T12:00:00Z`;

/**
 * Stops `Temporal.Now` at `at` until the test ends. Chromium has Temporal built in, so
 * temporal-polyfill hands the app the native one, which fake timers do not reach.
 */
export function freezeClock(at: string = demoInstant) {
  const instant = Temporal.Instant.from(at);
  const zoned = (timeZone: Temporal.TimeZoneLike = Temporal.Now.timeZoneId()) =>
    instant.toZonedDateTimeISO(timeZone);
  const spies = [
    vi.spyOn(Temporal.Now, 'instant').mockImplementation(() => instant),
    vi.spyOn(Temporal.Now, 'zonedDateTimeISO').mockImplementation(zoned),
    vi
      .spyOn(Temporal.Now, 'plainDateISO')
      .mockImplementation((timeZone) => zoned(timeZone).toPlainDate()),
  ];
  onTestFinished(() => {
    for (const spy of spies) spy.mockRestore();
  });
}
