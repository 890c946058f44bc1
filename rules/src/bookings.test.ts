import { describe, expect, it } from 'vitest';
import { refusal } from './test/refusal';
import {
  bookingSettingsDefaults,
  checkFreeTime,
  clientCancelRefusal,
  clientRescheduleRefusal,
  coachStatusRefusal,
  dayPartOf,
  dayPartValues,
  freeSlots,
  freeTimeAnswer,
  isBookableAt,
  leastBookingNoticeMinutes,
  type FreeSlotsQuery,
  checkOutcomeStillSet,
  checkOutcomeUndo,
  outcomeUndoEnds,
  outcomeUndoHours,
  outcomeUndoRefusal,
  sessionRefund,
  sessionsToBook,
  takesCoachTime,
} from './bookings';

const mondayHours = [{ dayOfWeek: 'MONDAY', startTime: '09:00', endTime: '11:00' }] as const;
const query = (over: Partial<FreeSlotsQuery> = {}): FreeSlotsQuery => ({
  timeZone: 'Europe/Madrid',
  windows: mondayHours,
  overrides: [],
  settings: { minimumNoticeMinutes: 0, bufferMinutes: 0, dailyLimit: null },
  sessions: [],
  startDate: '2027-03-22',
  endDate: '2027-03-22',
  durationMinutes: 60,
  now: '2027-03-01T00:00:00Z',
  ...over,
});
const starts = (q: FreeSlotsQuery) => freeSlots(q).map((s) => s.startsAt);

describe('free slots', () => {
  it('steps every 30 minutes inside the hours where the whole session fits', () => {
    expect(starts(query())).toEqual([
      '2027-03-22T08:00:00Z',
      '2027-03-22T08:30:00Z',
      '2027-03-22T09:00:00Z',
    ]);
  });

  it('keeps 9:00 at 9:00 in the coach zone across a daylight-saving change', () => {
    const week = starts(query({ startDate: '2027-03-22', endDate: '2027-03-29' }));
    expect(week[0]).toBe('2027-03-22T08:00:00Z');
    expect(week[3]).toBe('2027-03-29T07:00:00Z');
  });

  it('closes a time the least notice before it starts, even when the coach asks none', () => {
    const q = query({ now: '2027-03-22T07:45:00Z' });
    expect(leastBookingNoticeMinutes).toBeGreaterThan(0);
    expect(starts(q)).toEqual(['2027-03-22T08:30:00Z', '2027-03-22T09:00:00Z']);
    expect(isBookableAt('2027-03-22T08:00:00Z', '2027-03-22T07:45:00Z')).toBe(false);
    expect(isBookableAt('2027-03-22T08:30:00Z', '2027-03-22T07:45:00Z')).toBe(true);
    expect(
      isBookableAt('2027-03-22T08:30:00Z', '2027-03-22T07:45:00Z', { minimumNoticeMinutes: 60 }),
    ).toBe(false);
  });

  it('leaves out times inside the minimum notice', () => {
    const q = query({
      now: '2027-03-22T07:00:00Z',
      settings: { minimumNoticeMinutes: 90, bufferMinutes: 0, dailyLimit: null },
    });
    expect(starts(q)).toEqual(['2027-03-22T08:30:00Z', '2027-03-22T09:00:00Z']);
  });

  it('keeps the buffer around a scheduled session and ignores cancelled ones', () => {
    const booked = {
      startsAt: '2027-03-22T08:00:00Z',
      endsAt: '2027-03-22T08:30:00Z',
      status: 'SCHEDULED' as const,
    };
    const q = query({
      sessions: [booked, { ...booked, startsAt: '2027-03-22T09:00:00Z', status: 'CANCELLED' }],
      settings: { minimumNoticeMinutes: 0, bufferMinutes: 15, dailyLimit: null },
    });
    expect(starts(q)).toEqual(['2027-03-22T09:00:00Z']);
  });

  it('keeps a completed or missed session’s time taken: only a cancelled one frees it', () => {
    // 9:00–9:45 in Madrid, marked completed as it started; a 60-minute session from 9:30 overlaps.
    const done = { startsAt: '2027-03-22T08:00:00Z', endsAt: '2027-03-22T08:45:00Z' };
    const free = (status: 'COMPLETED' | 'NO_SHOW' | 'CANCELLED' | 'SCHEDULED') =>
      starts(query({ sessions: [{ ...done, status }] }));
    for (const status of ['COMPLETED', 'NO_SHOW', 'SCHEDULED'] as const)
      expect(free(status)).toEqual(['2027-03-22T09:00:00Z']);
    expect(free('CANCELLED')).toEqual([
      '2027-03-22T08:00:00Z',
      '2027-03-22T08:30:00Z',
      '2027-03-22T09:00:00Z',
    ]);
    expect(
      ['COMPLETED', 'NO_SHOW', 'SCHEDULED', 'CANCELLED'].filter((status) =>
        takesCoachTime({ status: status as 'COMPLETED' }),
      ),
    ).toEqual(['COMPLETED', 'NO_SHOW', 'SCHEDULED']);
  });

  it('with no minimum notice, offers a time until the least notice before it starts', () => {
    const at = (now: string) => starts(query({ now }));
    expect(at('2027-03-22T08:00:00Z')).toEqual(['2027-03-22T08:30:00Z', '2027-03-22T09:00:00Z']);
    expect(at('2027-03-22T07:59:59Z')[0]).toBe('2027-03-22T08:30:00Z');
    expect(at('2027-03-22T07:30:00Z')[0]).toBe('2027-03-22T08:00:00Z');
  });

  it('closes a day that reached its daily limit, counted on the coach day', () => {
    const q = query({
      windows: [{ dayOfWeek: 'MONDAY', startTime: '00:30', endTime: '11:00' }],
      sessions: [
        // 00:00 in Madrid on Monday is Sunday 23:00 UTC: it counts for Monday.
        { startsAt: '2027-03-21T23:00:00Z', endsAt: '2027-03-21T23:30:00Z', status: 'SCHEDULED' },
      ],
      settings: { minimumNoticeMinutes: 0, bufferMinutes: 0, dailyLimit: 1 },
    });
    expect(starts(q)).toEqual([]);
  });

  it('reads a date override instead of the weekday, and none as time off', () => {
    const q = query({
      startDate: '2027-03-22',
      endDate: '2027-03-23',
      overrides: [
        { date: '2027-03-22', windows: [] },
        { date: '2027-03-23', windows: [{ startTime: '15:00', endTime: '16:00' }] },
      ],
    });
    expect(starts(q)).toEqual(['2027-03-23T14:00:00Z']);
  });

  it('skips a wall-clock time the daylight-saving jump removes', () => {
    // On 2027-03-28 Madrid clocks jump from 02:00 to 03:00.
    const q = query({
      startDate: '2027-03-28',
      endDate: '2027-03-28',
      windows: [{ dayOfWeek: 'SUNDAY', startTime: '01:30', endTime: '04:00' }],
      durationMinutes: 30,
    });
    expect(starts(q)).toEqual([
      '2027-03-28T00:30:00Z',
      '2027-03-28T01:00:00Z',
      '2027-03-28T01:30:00Z',
    ]);
  });

  it('has documented defaults', () => {
    expect(bookingSettingsDefaults).toEqual({
      minimumNoticeMinutes: 720,
      bufferMinutes: 15,
      dailyLimit: 6,
    });
  });
});

describe('changes to a session', () => {
  const session = { startsAt: '2027-03-22T08:00:00Z', status: 'SCHEDULED' as const };
  it('lets the client move once and cancel up to 24 hours ahead', () => {
    expect(clientRescheduleRefusal(session, '2027-03-21T08:00:00Z')).toBeNull();
    expect(clientRescheduleRefusal(session, '2027-03-21T08:00:01Z')).toBe('changeWindowClosed');
    expect(clientRescheduleRefusal({ ...session, rescheduled: true }, '2027-03-20T00:00:00Z')).toBe(
      'rescheduleLimitReached',
    );
    expect(clientCancelRefusal(session, '2027-03-21T08:00:00Z')).toBeNull();
    expect(clientCancelRefusal(session, '2027-03-22T07:00:00Z')).toBe('changeWindowClosed');
    expect(clientCancelRefusal({ ...session, status: 'CANCELLED' }, '2027-03-01T00:00:00Z')).toBe(
      'sessionStatusChanged',
    );
  });

  it('lets the coach complete after the start and mark missed after the grace', () => {
    expect(coachStatusRefusal(session, 'CANCELLED', '2027-03-22T07:59:00Z')).toBeNull();
    expect(coachStatusRefusal(session, 'COMPLETED', '2027-03-22T07:59:00Z')).toBe(
      'sessionNotStarted',
    );
    expect(coachStatusRefusal(session, 'NO_SHOW', '2027-03-22T08:14:00Z')).toBe(
      'sessionNotStarted',
    );
    expect(coachStatusRefusal(session, 'NO_SHOW', '2027-03-22T08:15:00Z')).toBeNull();
  });

  it('lets the coach undo an outcome for 24 hours after it was set, not after', () => {
    expect(outcomeUndoHours).toBe(24);
    expect(outcomeUndoEnds('2027-03-22T09:00:00Z')).toBe('2027-03-23T09:00:00Z');
    const completed = { status: 'COMPLETED' as const, outcomeSetAt: '2027-03-22T09:00:00Z' };
    expect(outcomeUndoRefusal(completed, '2027-03-22T09:00:00Z')).toBeNull();
    expect(outcomeUndoRefusal(completed, '2027-03-23T08:59:59Z')).toBeNull();
    expect(outcomeUndoRefusal(completed, '2027-03-23T09:00:00Z')).toBe('sessionStatusChanged');
    expect(outcomeUndoRefusal({ ...completed, status: 'NO_SHOW' }, '2027-03-22T10:00:00Z')).toBe(
      null,
    );
    expect(() => checkOutcomeUndo(completed, '2027-03-22T10:00:00Z')).not.toThrow();
    expect(() => checkOutcomeUndo(completed, '2027-03-24T00:00:00Z')).toThrow(
      expect.objectContaining({ key: 'sessionStatusChanged', status: 409 }),
    );
  });

  it('refuses to undo a session with no outcome, or one set before its time was recorded', () => {
    const at = '2027-03-22T09:00:00Z';
    expect(outcomeUndoRefusal({ status: 'SCHEDULED' }, at)).toBe('sessionStatusChanged');
    expect(outcomeUndoRefusal({ status: 'CANCELLED', outcomeSetAt: at }, at)).toBe(
      'sessionStatusChanged',
    );
    expect(outcomeUndoRefusal({ status: 'COMPLETED' }, at)).toBe('sessionStatusChanged');
    expect(() => checkOutcomeStillSet(true)).not.toThrow();
    expect(() => checkOutcomeStillSet(false)).toThrow(
      expect.objectContaining({ key: 'sessionStatusChanged', status: 409 }),
    );
  });

  it('refunds each cancelled share and the rounding with the last', () => {
    const purchase = { amount: 10_000, sessionsIncluded: 3, refundedAmount: 0 };
    expect(sessionRefund(purchase)).toBe(3_333);
    expect(sessionRefund({ ...purchase, refundedAmount: 6_666 })).toBe(3_334);
    expect(sessionRefund({ ...purchase, sessionsIncluded: 1 })).toBe(10_000);
  });

  it('counts what is left to book, a cancelled session going back', () => {
    expect(sessionsToBook(3, [{ status: 'SCHEDULED' }, { status: 'CANCELLED' }])).toBe(2);
    expect(sessionsToBook(1, [{ status: 'NO_SHOW' }])).toBe(0);
  });

  it('keeps a session the coach cancelled and refunded from going back', () => {
    const cancelled = { status: 'CANCELLED' as const };
    expect(sessionsToBook(3, [{ ...cancelled, refunded: true }, cancelled])).toBe(2);
    expect(sessionsToBook(1, [{ ...cancelled, refunded: true }])).toBe(0);
  });
});

describe('a requested time', () => {
  const booked = {
    startsAt: '2027-03-22T08:00:00Z',
    endsAt: '2027-03-22T09:00:00Z',
    status: 'SCHEDULED' as const,
  };

  it('is free, taken by a booking, or never offered', () => {
    expect(freeTimeAnswer(query(), '2027-03-22T08:00:00Z')).toBe('free');
    expect(freeTimeAnswer(query({ sessions: [booked] }), '2027-03-22T08:00:00Z')).toBe('taken');
    expect(freeTimeAnswer(query(), '2027-03-22T12:00:00Z')).toBe('notOffered');
  });

  it('a taken time is a conflict, one never offered a bad request; a free one is answered', () => {
    expect(refusal(() => checkFreeTime('taken'))).toMatchObject({
      key: 'slotUnavailable',
      status: 409,
    });
    expect(refusal(() => checkFreeTime('notOffered'))).toMatchObject({
      key: 'slotUnavailable',
      status: 400,
    });
    const slot = { startsAt: '2027-03-22T08:00:00Z', endsAt: '2027-03-22T09:00:00Z' };
    expect(checkFreeTime(slot)).toBe(slot);
  });
});

describe('the parts of a day', () => {
  it('are morning until noon, afternoon until 5 p.m. and evening after, on the zone’s clock', () => {
    // 16:59 and 17:00 in Chicago (UTC-6 in December).
    expect(dayPartOf('2026-12-01T17:59:00Z', 'America/Chicago')).toBe('morning');
    expect(dayPartOf('2026-12-01T18:00:00Z', 'America/Chicago')).toBe('afternoon');
    expect(dayPartOf('2026-12-01T22:59:00Z', 'America/Chicago')).toBe('afternoon');
    expect(dayPartOf('2026-12-01T23:00:00Z', 'America/Chicago')).toBe('evening');
    // The same instant is another part of the day elsewhere: just after midnight in Madrid.
    expect(dayPartOf('2026-12-01T23:00:00Z', 'Europe/Madrid')).toBe('morning');
    expect(dayPartOf('2026-12-01T23:00:00Z', 'Pacific/Honolulu')).toBe('afternoon');
    expect(dayPartValues).toEqual(['morning', 'afternoon', 'evening']);
  });
});
