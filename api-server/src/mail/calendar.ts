import { Temporal } from 'temporal-polyfill';
import type { MailAttachment } from './letters.js';

/**
 * Calendar entries (iCalendar) a mail carries, so a session lands in the reader's calendar and
 * follows it when it moves or is cancelled. A calendar program matches entries by UID and keeps
 * the one with the highest SEQUENCE: every change of a session sends the same UID, one higher.
 */

export interface CalendarPerson {
  name: string;
  email: string;
}

export interface CalendarEvent {
  /** The same for every version of one event. */
  uid: string;
  /** 0 when first sent, one more for each change after. */
  sequence: number;
  /** When this version was written (an instant). */
  stamp: string;
  startsAt: string;
  endsAt: string;
  summary: string;
  description?: string;
  /** Where it happens: a place, or the link of an online meeting. */
  location?: string;
  organizer: CalendarPerson;
  attendees: readonly CalendarPerson[];
  /** A cancellation takes the event off the reader's calendar. */
  cancelled: boolean;
}

/** An instant as iCalendar writes it in UTC: 20261201T160000Z. */
export function utcStamp(instant: string): string {
  return Temporal.Instant.from(instant).toString({ smallestUnit: 'second' }).replace(/[-:]/g, '');
}

/** A TEXT value with its backslashes, semicolons, commas and line breaks escaped. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** A parameter value (a name): quoted when it holds a colon, semicolon or comma; no quotes in it. */
function paramValue(value: string): string {
  const plain = value.replace(/["\r\n]/g, '');
  return /[:;,]/.test(plain) ? `"${plain}"` : plain;
}

const octets = new TextEncoder();
const maxOctets = 75;

/**
 * A content line folded into lines of at most 75 octets, each continuation starting with a space;
 * a character is never split between two lines.
 */
export function fold(line: string): string {
  const lines: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const width = octets.encode(char).length;
    if (size + width > maxOctets) {
      lines.push(current);
      current = ' ';
      size = 1;
    }
    current += char;
    size += width;
  }
  lines.push(current);
  return lines.join('\r\n');
}

const person = (role: 'ORGANIZER' | 'ATTENDEE', { name, email }: CalendarPerson, extra = '') =>
  `${role};CN=${paramValue(name)}${extra}:mailto:${email}`;

/** The event as an iCalendar object: a request to add or update it, or its cancellation. */
export function calendarEntry(event: CalendarEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Health Coach Institute//Coaching sessions//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${event.cancelled ? 'CANCEL' : 'REQUEST'}`,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    `DTSTART:${utcStamp(event.startsAt)}`,
    `DTEND:${utcStamp(event.endsAt)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    person('ORGANIZER', event.organizer),
    ...event.attendees.map((attendee) =>
      person('ATTENDEE', attendee, ';ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE'),
    ),
    `STATUS:${event.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

/** The event as a mail's attachment, named for what it does to the reader's calendar. */
export function calendarAttachment(event: CalendarEvent): MailAttachment {
  const method = event.cancelled ? 'CANCEL' : 'REQUEST';
  return {
    filename: event.cancelled ? 'cancel.ics' : 'invite.ics',
    contentType: `text/calendar; charset=UTF-8; method=${method}`,
    content: calendarEntry(event),
  };
}
