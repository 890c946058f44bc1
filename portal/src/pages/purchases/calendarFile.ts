/** What an "Add to calendar" file names: one session, from start to end. */
export interface CalendarEvent {
  /** Stable across downloads, so a calendar updates the event rather than adding a second. */
  uid: string;
  /**
   * The entry's version, as the session's mails number it (one more for each move): a calendar
   * keeps the entry of the highest SEQUENCE for a UID, so a file of a moved session replaces the
   * older one rather than being ignored.
   */
  sequence: number;
  title: string;
  description?: string;
  location?: string;
  startsAt: string;
  endsAt: string;
  /** When the file is made, as an ISO instant. */
  now: string;
}

/** An instant as the calendar format's UTC date-time: 20260406T150000Z. */
const utc = (iso: string) =>
  new Date(Date.parse(iso))
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** Text values escape backslashes, semicolons, commas and line breaks. */
const text = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Lines longer than 75 octets continue on the next line after a space. */
function fold(line: string): string {
  const bytes = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  for (const char of line) {
    if (bytes.encode(current + char).length > 75) {
      parts.push(current);
      current = ` ${char}`;
    } else current += char;
  }
  parts.push(current);
  return parts.join('\r\n');
}

/**
 * One event as an iCalendar file (what every calendar app opens). Written here rather than with
 * a library: the one event needs a dozen lines, and the libraries bring a validator many times
 * that size into the booking page.
 */
export function calendarFile(event: CalendarEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Health Coach Institute//Student portal//EN',
    'CALSCALE:GREGORIAN',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utc(event.now)}`,
    `DTSTART:${utc(event.startsAt)}`,
    `DTEND:${utc(event.endsAt)}`,
    `SUMMARY:${text(event.title)}`,
    ...(event.description ? [`DESCRIPTION:${text(event.description)}`] : []),
    ...(event.location ? [`LOCATION:${text(event.location)}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

/** The file as a link's address, for a download link. */
export const calendarFileHref = (event: CalendarEvent) =>
  `data:text/calendar;charset=utf-8,${encodeURIComponent(calendarFile(event))}`;
