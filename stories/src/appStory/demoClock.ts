// The mocks' demo day, for every app story: a footer's year, a schedule's default dates and how
// overdue a payment is never move with the machine's clock.
import MockDate from 'mockdate';
import { spyOn } from 'storybook/test';
import { Temporal } from 'temporal-polyfill';
import { fixtures } from '@hci/api-schema/msw';

/** Noon on the mocks' demo day. */
export const demoInstant = `${fixtures.demoToday}T12:00:00Z`;

/**
 * Stops the clock at `at` for `Date` and for `Temporal.Now`: Chromium has Temporal built in, so
 * temporal-polyfill hands the app the native one, which does not read `Date`. Returns the undo.
 */
export function freezeClock(at: string): () => void {
  MockDate.set(at);
  const instant = Temporal.Instant.from(at);
  const zoned = (timeZone: Temporal.TimeZoneLike = Temporal.Now.timeZoneId()) =>
    instant.toZonedDateTimeISO(timeZone);
  const spies = [
    spyOn(Temporal.Now, 'instant').mockImplementation(() => instant),
    spyOn(Temporal.Now, 'zonedDateTimeISO').mockImplementation(zoned),
    spyOn(Temporal.Now, 'plainDateTimeISO').mockImplementation((timeZone) =>
      zoned(timeZone).toPlainDateTime(),
    ),
    spyOn(Temporal.Now, 'plainDateISO').mockImplementation((timeZone) =>
      zoned(timeZone).toPlainDate(),
    ),
    spyOn(Temporal.Now, 'plainTimeISO').mockImplementation((timeZone) =>
      zoned(timeZone).toPlainTime(),
    ),
  ];
  return () => {
    for (const spy of spies) spy.mockRestore();
    MockDate.reset();
  };
}
