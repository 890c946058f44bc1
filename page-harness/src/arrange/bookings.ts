// Bookings of the demo coach's services (a test call booked, or had), and the coach's hours.
import { unwrap, type CoachScheduleInput } from '@hci/api-schema';
import { daysFrom, demoCoach, demoStudent, demoToday } from '@hci/demo-world';
import type { DemoArrangement } from '../referenceApi';

/** The demo student booked the demo coach's free test call, at its first free time. */
export const bookedTestCall: DemoArrangement = async ({ as, query, sessions }) => {
  const student = as('student');
  const coachId = sessions.coach.coachId!;
  const [testCall] = await query<{ id: number; schedule_id: number }>(
    `SELECT p.id, s.id AS schedule_id FROM coach_products p JOIN coach_schedules s USING (coach_id)
     WHERE p.coach_id = $1 AND p.test_call`,
    [coachId],
  );
  const { content: free } = await unwrap(
    student.GET('/coaches/{coachId}/products/{productId}/available_schedules/{scheduleId}', {
      params: {
        path: { coachId, productId: testCall!.id, scheduleId: testCall!.schedule_id },
        query: { startDate: demoToday, endDate: daysFrom(demoToday, 30) },
      },
    }),
  );
  await unwrap(
    student.POST('/coach_product_purchases', {
      body: {
        coachId,
        productId: testCall!.id,
        startsAt: free.slots[0]!.startsAt,
        timeZone: demoStudent.timeZone,
      },
    }),
  );
};

/**
 * The demo student had the demo coach's free test call three weeks ago: booked, then moved into
 * the past and held by SQL, since no request books a time gone by.
 */
export const hadTestCall: DemoArrangement = async (demo) => {
  await bookedTestCall(demo);
  await demo.query(
    `UPDATE coach_sessions SET starts_at = starts_at - interval '21 days',
       ends_at = ends_at - interval '21 days', status = 'COMPLETED'
     WHERE product_id IN (SELECT id FROM coach_products WHERE coach_id = $1 AND test_call)`,
    [demo.sessions.coach.coachId!],
  );
};

/**
 * The demo coach's hours: the weekly windows and the days' exceptions given, none other, in the
 * coach's zone unless another is given.
 */
export function coachHours({
  windows = [],
  overrides = [],
  timeZone = demoCoach.timeZone,
}: Partial<CoachScheduleInput>): DemoArrangement {
  return async ({ as, sessions }) => {
    await unwrap(
      as('coach').PUT('/coaches/{coachId}/schedule', {
        params: { path: { coachId: sessions.coach.coachId! } },
        body: { timeZone, windows, overrides },
      }),
    );
  };
}

/** The demo coach clears every weekly hour (and every day's exception). */
export const noWeeklyHours: DemoArrangement = coachHours({});
