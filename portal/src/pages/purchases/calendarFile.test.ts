import { expect, test } from 'vitest';
import { calendarFile } from './calendarFile';

test('one session as an iCalendar event, in UTC, with escaped text and folded lines', () => {
  const file = calendarFile({
    uid: 'session-33@hci',
    sequence: 2,
    title: 'Habit reset; week 2, with Marisol',
    description: 'Bring your food log.\nJoin at the link.',
    location: 'https://meet.example.org/marisol-reyes',
    startsAt: '2026-04-06T15:00:00Z',
    endsAt: '2026-04-06T16:00:00.000Z',
    now: '2026-03-31T12:00:00Z',
  });
  const lines = file.split('\r\n');
  // The same UID, one version higher for each move: calendars replace the older entry.
  expect(lines).toContain('UID:session-33@hci');
  expect(lines).toContain('SEQUENCE:2');
  expect(lines).toContain('DTSTART:20260406T150000Z');
  expect(lines).toContain('DTEND:20260406T160000Z');
  expect(lines).toContain('SUMMARY:Habit reset\\; week 2\\, with Marisol');
  expect(lines).toContain('DESCRIPTION:Bring your food log.\\nJoin at the link.');
  expect(lines[0]).toBe('BEGIN:VCALENDAR');
  expect(file.endsWith('END:VCALENDAR\r\n')).toBe(true);
  expect(lines.every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
});

test('an in-person session: its address as LOCATION, what and with whom as DESCRIPTION', () => {
  // 9:00 AM in New York on December 1 is 14:00 UTC: the instant is written in UTC, marked Z.
  const file = calendarFile({
    uid: 'session-41@hci',
    sequence: 0,
    title: 'In-person pantry makeover with Marisol Reyes',
    description: 'In-person pantry makeover, a session with your coach Marisol Reyes.',
    location: '2100 Larimer Street, Suite 4, Denver, CO 80205',
    startsAt: '2026-12-01T09:00:00-05:00',
    endsAt: '2026-12-01T11:00:00-05:00',
    now: '2026-11-28T12:00:00Z',
  });
  const lines = file.replace(/\r\n /g, '').split('\r\n');
  expect(lines).toContain('DTSTART:20261201T140000Z');
  expect(lines).toContain('DTEND:20261201T160000Z');
  expect(lines).toContain('LOCATION:2100 Larimer Street\\, Suite 4\\, Denver\\, CO 80205');
  expect(lines).toContain(
    'DESCRIPTION:In-person pantry makeover\\, a session with your coach Marisol Reyes.',
  );
  // No zone-less local time: every date-time names UTC.
  const dateTimes = lines.filter((line) => /^DT(START|END|STAMP)/.test(line));
  expect(dateTimes).toHaveLength(3);
  expect(dateTimes.every((line) => line.endsWith('Z'))).toBe(true);
});
