import { describe, expect, test } from 'vitest';
import { refusal } from './test/refusal';
import {
  checkClientNamed,
  checkOwnClient,
  checkOneSessionChange,
  checkScheduleWindows,
  checkSessionTimes,
  overlapsBookedSession,
  windowProblems,
} from './coach-calendar';

describe('weekly windows', () => {
  test('a window must start before it ends', () => {
    const problems = windowProblems([
      { dayOfWeek: 'MONDAY', startTime: '12:00', endTime: '09:00' },
      { dayOfWeek: 'MONDAY', startTime: '13:00', endTime: '13:00' },
    ]);
    expect([...problems]).toEqual([
      [0, 'startTimeMustBeLessThanEndTime'],
      [1, 'startTimeMustBeLessThanEndTime'],
    ]);
  });

  test('windows of one day may touch but not overlap; other days do not count', () => {
    const problems = windowProblems([
      { dayOfWeek: 'MONDAY', startTime: '09:00', endTime: '12:00' },
      { dayOfWeek: 'MONDAY', startTime: '12:00', endTime: '13:00' },
      { dayOfWeek: 'MONDAY', startTime: '11:00', endTime: '11:30' },
      { dayOfWeek: 'TUESDAY', startTime: '09:00', endTime: '12:00' },
    ]);
    expect([...problems]).toEqual([
      [0, 'overlap'],
      [2, 'overlap'],
    ]);
  });

  test('a reversed window overlaps nothing: it is reported once, as reversed', () => {
    const problems = windowProblems([
      { dayOfWeek: 'MONDAY', startTime: '09:00', endTime: '12:00' },
      { dayOfWeek: 'MONDAY', startTime: '11:00', endTime: '10:00' },
    ]);
    expect([...problems]).toEqual([[1, 'startTimeMustBeLessThanEndTime']]);
  });
});

describe('a schedule sent to be saved', () => {
  const nine = { startTime: '09:00', endTime: '12:00' };

  test('reversed times come first, then every overlap and repeated date by its field', () => {
    expect(
      refusal(() =>
        checkScheduleWindows(
          [],
          [{ date: '2027-03-22', windows: [{ ...nine, endTime: '08:00' }] }],
        ),
      ),
    ).toMatchObject({ key: 'startTimeMustBeLessThanEndTime', status: 400 });
    expect(
      refusal(() =>
        checkScheduleWindows(
          [
            { dayOfWeek: 'MONDAY', ...nine },
            { dayOfWeek: 'MONDAY', startTime: '11:00', endTime: '13:00' },
          ],
          [
            { date: '2027-03-22', windows: [nine] },
            { date: '2027-03-22', windows: [] },
          ],
        ),
      ).fields?.map((field) => field.path),
    ).toEqual(['windows.0', 'windows.1', 'overrides.1.date']);
    expect(() =>
      checkScheduleWindows(
        [{ dayOfWeek: 'MONDAY', ...nine }],
        [{ date: '2027-03-22', windows: [] }],
      ),
    ).not.toThrow();
  });
});

describe('a coach’s own session', () => {
  test('starts before it ends, whatever the offsets', () => {
    expect(() =>
      checkSessionTimes('2027-03-22T09:00:00+01:00', '2027-03-22T08:30:00Z'),
    ).not.toThrow();
    expect(
      refusal(() => checkSessionTimes('2027-03-22T09:00:00Z', '2027-03-22T09:00:00Z')).key,
    ).toBe('startTimeMustBeLessThanEndTime');
  });

  test('is only for a client who has bought from the coach', () => {
    expect(() => checkOwnClient(true)).not.toThrow();
    expect(refusal(() => checkOwnClient(false))).toMatchObject({
      status: 422,
      key: 'notYourClient',
    });
  });

  test('is for a known client, or one named by name and e-mail', () => {
    expect(() => checkClientNamed(3, true, {})).not.toThrow();
    expect(() =>
      checkClientNamed(undefined, false, { customerName: 'Ana', customerEmail: 'ana@example.org' }),
    ).not.toThrow();
    expect(refusal(() => checkClientNamed(9, false, {})).message).toBe('No such client');
    expect(refusal(() => checkClientNamed(undefined, false, { customerName: 'Ana' })).message).toBe(
      'Name the client',
    );
  });

  test('changes one thing at a time', () => {
    expect(checkOneSessionChange({ status: 'COMPLETED' })).toEqual({ status: 'COMPLETED' });
    expect(checkOneSessionChange({ startsAt: '2027-03-22T09:00:00Z' })).toEqual({
      startsAt: '2027-03-22T09:00:00Z',
    });
    expect(refusal(() => checkOneSessionChange({})).key).toBe('badRequest');
    expect(
      refusal(() =>
        checkOneSessionChange({ status: 'CANCELLED', startsAt: '2027-03-22T09:00:00Z' }),
      ).key,
    ).toBe('badRequest');
  });
});

describe('a coach’s own booking over another session', () => {
  const held = { id: 1, startsAt: '2027-03-22T06:00:00Z', endsAt: '2027-03-22T06:45:00Z' };
  const overlaps = (status: 'SCHEDULED' | 'COMPLETED' | 'NO_SHOW' | 'CANCELLED') =>
    overlapsBookedSession([{ ...held, status }], '2027-03-22T06:30:00Z', '2027-03-22T07:30:00Z');

  test('overlaps a session scheduled, completed or missed; not a cancelled one', () => {
    expect(overlaps('SCHEDULED')).toBe(true);
    expect(overlaps('COMPLETED')).toBe(true);
    expect(overlaps('NO_SHOW')).toBe(true);
    expect(overlaps('CANCELLED')).toBe(false);
  });

  test('one that only touches it, or the session itself being moved, does not overlap', () => {
    const completed = [{ ...held, status: 'COMPLETED' as const }];
    expect(overlapsBookedSession(completed, held.endsAt, '2027-03-22T07:30:00Z')).toBe(false);
    expect(overlapsBookedSession(completed, held.startsAt, held.endsAt, 1)).toBe(false);
  });
});
