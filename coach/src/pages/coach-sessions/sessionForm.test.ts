import { describe, expect, test } from 'vitest';
import { quarterHours } from '../../components/quarterHours';
import { emptySession, formToSessionInput, isInOrder } from './sessionForm';

describe('a new session as typed', () => {
  test('times are offered every quarter of an hour, all day', () => {
    expect(quarterHours).toHaveLength(96);
    expect(quarterHours.slice(0, 3)).toEqual(['00:00', '00:15', '00:30']);
    expect(quarterHours.at(-1)).toBe('23:45');
  });

  test('the start must come before the end', () => {
    expect(isInOrder('09:00', '10:00')).toBe(true);
    expect(isInOrder('10:00', '10:00')).toBe(false);
    expect(isInOrder('11:00', '10:00')).toBe(false);
  });

  test('the times are read in the coach’s zone, summer time included', () => {
    const values = { ...emptySession, customerName: ' Dana Kim ', customerEmail: 'dana@x.test' };
    const winter = formToSessionInput({ ...values, date: '2026-01-15' }, 'America/Denver');
    expect([winter.startsAt, winter.endsAt]).toEqual([
      '2026-01-15T16:00:00Z',
      '2026-01-15T17:00:00Z',
    ]);
    const summer = formToSessionInput({ ...values, date: '2026-07-15' }, 'America/Denver');
    expect(summer.startsAt).toBe('2026-07-15T15:00:00Z');
    expect(winter.customerName).toBe('Dana Kim');
  });

  test('optional texts are null when empty, and the link is sent only for online sessions', () => {
    const base = {
      ...emptySession,
      customerName: 'Dana Kim',
      customerEmail: 'dana@x.test',
      date: '2026-04-20',
    };
    expect(formToSessionInput(base, 'UTC')).toMatchObject({ meetingUrl: null, notes: null });
    const inPerson = formToSessionInput(
      {
        ...base,
        deliveryMode: 'IN_PERSON',
        meetingUrl: 'https://meet.x.test',
        notes: ' Bring log ',
      },
      'UTC',
    );
    expect(inPerson).not.toHaveProperty('meetingUrl');
    expect(inPerson.notes).toBe('Bring log');
  });
});
