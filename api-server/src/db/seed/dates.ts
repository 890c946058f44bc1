// Dates of the demo data, relative to today so past-due rows stay past due.
const day = 86_400_000;

/** `YYYY-MM-DD` of the UTC day `offsetDays` from now. */
export function isoDay(now: number, offsetDays: number): string {
  return new Date(now + offsetDays * day).toISOString().slice(0, 10);
}

export function isoTime(now: number, offsetDays: number, hours = 0): string {
  return new Date(now + offsetDays * day + hours * 3_600_000).toISOString();
}

/** The UTC day `offsetDays` from now at `hour` o'clock UTC: appointments start on the hour. */
export function onTheHour(now: number, offsetDays: number, hour: number): Date {
  const start = new Date(now + offsetDays * day);
  start.setUTCHours(hour, 0, 0, 0);
  return start;
}
