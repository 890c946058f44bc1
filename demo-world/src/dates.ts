import { Temporal } from 'temporal-polyfill';

/**
 * The day stories and page tests see the demo world from, their API's clock included: fixed, so
 * their pictures, due dates and "days overdue" never move with the machine's clock.
 */
export const demoToday = '2026-03-31';

/** Noon (UTC) on the demo day. */
export const demoInstant = `${demoToday}T12:00:00Z`;

/** The ISO day `days` after `today` (before it when negative): the world's dates move with it. */
export function daysFrom(today: string, days: number): string {
  return Temporal.PlainDate.from(today).add({ days }).toString();
}

/** The instant at `time` (UTC, HH:MM) on the day `days` after `today`. */
export function instantFrom(today: string, days: number, time: string): string {
  return `${daysFrom(today, days)}T${time}:00Z`;
}
