import { expect, test } from 'vitest';
import { calendarFile } from './calendarFile';

test('one session as an iCalendar event, in UTC, with escaped text and folded lines', () => {
  const file = calendarFile({
    uid: 'session-33@hci',
    title: 'Habit reset; week 2, with Marisol',
    description: 'Bring your food log.\nJoin at the link.',
    location: 'https://meet.example.org/marisol-reyes',
    startsAt: '2026-04-06T15:00:00Z',
    endsAt: '2026-04-06T16:00:00.000Z',
    now: '2026-03-31T12:00:00Z',
  });
  const lines = file.split('\r\n');
  expect(lines).toContain('DTSTART:20260406T150000Z');
  expect(lines).toContain('DTEND:20260406T160000Z');
  expect(lines).toContain('SUMMARY:Habit reset\\; week 2\\, with Marisol');
  expect(lines).toContain('DESCRIPTION:Bring your food log.\\nJoin at the link.');
  expect(lines[0]).toBe('BEGIN:VCALENDAR');
  expect(file.endsWith('END:VCALENDAR\r\n')).toBe(true);
  expect(lines.every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
});
