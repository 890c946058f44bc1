import { defineMessages, type NoMessageValues } from 'react-intl';

export const formatterMessages = defineMessages<{
  free: NoMessageValues;
  timeInZone: { time: string; zone: string };
}>({
  free: { id: 'ds.format.free', defaultMessage: 'Free' },
  /** A time with the zone it is read in: `Tue, Dec 01, 2026, 9:00 AM Central Time (Chicago)`. */
  timeInZone: { id: 'ds.format.timeInZone', defaultMessage: '{time} {zone}' },
});
