/** The server's notion of now, replaceable so tests can move time forward. */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

export function isoAt(ms: number): string {
  return new Date(ms).toISOString();
}

/**
 * A clock that moves forward when told (the development clock, the tests'): another clock's time
 * plus everything it was moved by.
 */
export class AdjustableClock implements Clock {
  private movedMs = 0;

  constructor(private readonly base: Clock = systemClock) {}

  now(): number {
    return this.base.now() + this.movedMs;
  }

  advance(ms: number): void {
    this.movedMs += ms;
  }
}
