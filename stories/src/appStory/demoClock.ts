// The demo world's day, for every app story: a footer's year, a schedule's default dates and how
// overdue a payment is never move with the machine's clock.
import MockDate from 'mockdate';
import { spyOn } from 'storybook/test';
import { freezeTemporal } from '@hci/app-frame/demo-clock';

/** Stops the clock at `at` for `Date` and for `Temporal.Now`. Returns the undo. */
export function freezeClock(at: string): () => void {
  MockDate.set(at);
  const thaw = freezeTemporal(spyOn, at);
  return () => {
    thaw();
    MockDate.reset();
  };
}
