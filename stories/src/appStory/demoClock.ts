// The mocks' demo day, for every app story: a footer's year, a schedule's default dates and how
// overdue a payment is never move with the machine's clock.
import MockDate from 'mockdate';
import { spyOn } from 'storybook/test';
import { demoInstant, freezeTemporal } from '@hci/app-frame/demo-clock';

export { demoInstant };

/** Stops the clock at `at` for `Date` and for `Temporal.Now`. Returns the undo. */
export function freezeClock(at: string): () => void {
  MockDate.set(at);
  const thaw = freezeTemporal(spyOn, at);
  return () => {
    thaw();
    MockDate.reset();
  };
}

/** The demo day, as the demo world counts its dates from it. */
export const demoDay = demoInstant.slice(0, 10);
