import { Temporal } from 'temporal-polyfill';

/** The ISO day `days` after `today` (before it when negative): the world's dates move with it. */
export function daysFrom(today: string, days: number): string {
  return Temporal.PlainDate.from(today).add({ days }).toString();
}
