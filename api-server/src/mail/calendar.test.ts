import { describe, expect, test } from 'vitest';
import type { CalendarEvent } from './calendar.js';
import { calendarAttachment, calendarEntry, escapeText, fold, utcStamp } from './calendar.js';

const event: CalendarEvent = {
  uid: 'coach-session-7@example.test',
  sequence: 0,
  stamp: '2026-11-29T10:00:00.000Z',
  startsAt: '2026-12-01T09:00:00-07:00',
  endsAt: '2026-12-01T10:00:00-07:00',
  summary: 'Session with Marisol Reyes',
  organizer: { name: 'Marisol Reyes', email: 'coach@demo.test' },
  attendees: [{ name: 'Sam Student', email: 'student@demo.test' }],
  cancelled: false,
};

const octets = (line: string) => new TextEncoder().encode(line).length;
/** The content lines of an entry, unfolded. */
const unfolded = (entry: string) => entry.replace(/\r\n /g, '').split('\r\n');

describe('utcStamp', () => {
  test('writes an instant in UTC, to the second, with a Z', () => {
    expect(utcStamp('2026-12-01T09:00:00-07:00')).toBe('20261201T160000Z');
    expect(utcStamp('2026-12-01T16:00:00.250Z')).toBe('20261201T160000Z');
  });
});

describe('escapeText', () => {
  test('escapes backslashes, semicolons, commas and every kind of line break', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
  });
});

describe('fold', () => {
  test('leaves a line of 75 octets as it is', () => {
    const line = `SUMMARY:${'x'.repeat(67)}`;
    expect(octets(line)).toBe(75);
    expect(fold(line)).toBe(line);
  });

  test('folds a longer line into lines of at most 75 octets, each continued with a space', () => {
    const line = `DESCRIPTION:${'y'.repeat(200)}`;
    const lines = fold(line).split('\r\n');
    expect(lines.length).toBe(3);
    expect(lines.every((part) => octets(part) <= 75)).toBe(true);
    expect(lines.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(lines.map((part, i) => (i ? part.slice(1) : part)).join('')).toBe(line);
  });

  test('counts octets, not characters, and never splits a character', () => {
    const line = `SUMMARY:${'ñ'.repeat(60)}😀${'é'.repeat(10)}`;
    const lines = fold(line).split('\r\n');
    expect(lines.every((part) => octets(part) <= 75)).toBe(true);
    expect(lines.map((part, i) => (i ? part.slice(1) : part)).join('')).toBe(line);
    expect(lines.join('')).not.toContain('\uFFFD');
  });
});

describe('calendarEntry', () => {
  test('a request: CRLF lines, the event in UTC, its UID and SEQUENCE, both people', () => {
    const entry = calendarEntry(event);
    expect(entry.endsWith('\r\n')).toBe(true);
    expect(entry.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = unfolded(entry);
    expect(lines.slice(0, 5)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Health Coach Institute//Coaching sessions//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:REQUEST',
    ]);
    expect(lines).toEqual(
      expect.arrayContaining([
        'BEGIN:VEVENT',
        'UID:coach-session-7@example.test',
        'SEQUENCE:0',
        'DTSTAMP:20261129T100000Z',
        'DTSTART:20261201T160000Z',
        'DTEND:20261201T170000Z',
        'SUMMARY:Session with Marisol Reyes',
        'ORGANIZER;CN=Marisol Reyes:mailto:coach@demo.test',
        'ATTENDEE;CN=Sam Student;ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:student@demo.test',
        'STATUS:CONFIRMED',
        'END:VEVENT',
      ]),
    );
    expect(lines.at(-2)).toBe('END:VCALENDAR');
    expect(
      lines.some((line) => line.startsWith('DESCRIPTION') || line.startsWith('LOCATION')),
    ).toBe(false);
  });

  test('escapes text values, quotes names with separators, and folds long lines', () => {
    const entry = calendarEntry({
      ...event,
      summary: 'Sesión con Reyes, Marisol; online',
      description: `Plan: sleep, stress\nLink: https://meet.example.test/${'r'.repeat(80)}`,
      location: 'https://meet.example.test/room',
      organizer: { name: 'Reyes, Marisol: "coach"', email: 'coach@demo.test' },
    });
    expect(entry.split('\r\n').every((line) => octets(line) <= 75)).toBe(true);
    const lines = unfolded(entry);
    expect(lines).toContain('SUMMARY:Sesión con Reyes\\, Marisol\\; online');
    expect(lines).toContain(
      `DESCRIPTION:Plan: sleep\\, stress\\nLink: https://meet.example.test/${'r'.repeat(80)}`,
    );
    expect(lines).toContain('LOCATION:https://meet.example.test/room');
    expect(lines).toContain('ORGANIZER;CN="Reyes, Marisol: coach":mailto:coach@demo.test');
  });

  test('a cancellation: METHOD:CANCEL and STATUS:CANCELLED, the same UID, the SEQUENCE given', () => {
    const lines = unfolded(calendarEntry({ ...event, sequence: 2, cancelled: true }));
    expect(lines).toContain('METHOD:CANCEL');
    expect(lines).toContain('STATUS:CANCELLED');
    expect(lines).toContain('UID:coach-session-7@example.test');
    expect(lines).toContain('SEQUENCE:2');
    expect(lines).not.toContain('METHOD:REQUEST');
  });
});

describe('calendarAttachment', () => {
  test('is a text/calendar file whose type names its method', () => {
    expect(calendarAttachment(event)).toMatchObject({
      filename: 'invite.ics',
      contentType: 'text/calendar; charset=UTF-8; method=REQUEST',
      content: calendarEntry(event),
    });
    expect(calendarAttachment({ ...event, cancelled: true })).toMatchObject({
      filename: 'cancel.ics',
      contentType: 'text/calendar; charset=UTF-8; method=CANCEL',
    });
  });
});
