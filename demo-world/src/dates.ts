import { Temporal } from 'temporal-polyfill';

/** The ISO day `days` after `today` (before it when negative): the world's dates move with it. */
export function daysFrom(today: string, days: number): string {
  return Temporal.PlainDate.from(today).add({ days }).toString();
}

/** The instant at `time` (UTC, HH:MM) on the day `days` after `today`. */
export function instantFrom(today: string, days: number, time: string): string {
  return `${daysFrom(today, days)}T${time}:00Z`;
}
