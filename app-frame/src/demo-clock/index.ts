// The demo world's day, for page tests and stories alike: the rules that read the clock (a session
// started, a week shown, how overdue a payment is) are seen from the day the demo world is.
import { Temporal } from 'temporal-polyfill';
import { demoInstant } from '@hci/demo-world';

/** A test runner's spy: vitest's `vi.spyOn`, or storybook/test's `spyOn`. */
type SpyOn = <T extends object, K extends keyof T & string>(object: T, method: K) => Spy;
interface Spy {
  mockImplementation(implementation: never): Spy;
  mockRestore(): void;
}

/**
 * Stops `Temporal.Now` at `at`, with the runner's `spyOn`; answers the undo. Chromium has Temporal
 * built in, so temporal-polyfill hands the app the native one, which fake timers and a mocked
 * `Date` do not reach.
 */
export function freezeTemporal(spyOn: SpyOn, at: string = demoInstant): () => void {
  const instant = Temporal.Instant.from(at);
  const zoned = (timeZone: Temporal.TimeZoneLike = Temporal.Now.timeZoneId()) =>
    instant.toZonedDateTimeISO(timeZone);
  const now = Temporal.Now;
  const implementations = {
    instant: () => instant,
    zonedDateTimeISO: zoned,
    plainDateTimeISO: (timeZone?: Temporal.TimeZoneLike) => zoned(timeZone).toPlainDateTime(),
    plainDateISO: (timeZone?: Temporal.TimeZoneLike) => zoned(timeZone).toPlainDate(),
    plainTimeISO: (timeZone?: Temporal.TimeZoneLike) => zoned(timeZone).toPlainTime(),
  };
  const spies = (Object.keys(implementations) as (keyof typeof implementations)[]).map((name) =>
    spyOn(now, name).mockImplementation(implementations[name] as never),
  );
  return () => {
    for (const spy of spies) spy.mockRestore();
  };
}
