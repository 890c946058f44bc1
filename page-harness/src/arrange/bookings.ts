// Bookings of the demo coach's services (a test call booked, or had), the coach's hours, and
// the lookups a test books with: an offer's id, a service's free times.
import { unwrap, type CoachScheduleInput, type TimeSlot } from '@hci/api-schema';
import { daysFrom, demoCoach, demoStudent, demoToday } from '@hci/demo-world';
import type { Arrangement, DemoArrangement } from '../referenceApi';

/** The id of the demo coach's offer by its title, or of her free test call. */
export async function productIdOf(
  { query, sessions }: Arrangement,
  title: string | 'test call',
): Promise<number> {
  const coachId = sessions.coach.coachId!;
  const [product] = await query<{ id: number }>(
    title === 'test call'
      ? 'SELECT id FROM coach_products WHERE coach_id = $1 AND test_call'
      : 'SELECT id FROM coach_products WHERE coach_id = $1 AND title = $2',
    title === 'test call' ? [coachId] : [coachId, title],
  );
  return product!.id;
}

/** The free times of one of the demo coach's services over `days` days from the demo day on. */
export async function freeTimes(
  { as, sessions }: Arrangement,
  { productId, days }: { productId: number; days: number },
): Promise<TimeSlot[]> {
  const coach = as('coach');
  const path = { coachId: sessions.coach.coachId! };
  const { content: schedule } = await unwrap(
    coach.GET('/coaches/{coachId}/schedule', { params: { path } }),
  );
  const { content } = await unwrap(
    coach.GET('/coaches/{coachId}/products/{productId}/available_schedules/{scheduleId}', {
      params: {
        path: { ...path, productId, scheduleId: schedule.id },
        query: { startDate: demoToday, endDate: daysFrom(demoToday, days - 1) },
      },
    }),
  );
  return content.slots;
}

/** The demo student booked the demo coach's free test call, at its first free time. */
export const bookedTestCall: DemoArrangement = async (demo) => {
  const productId = await productIdOf(demo, 'test call');
  const [first] = await freeTimes(demo, { productId, days: 30 });
  await unwrap(
    demo.as('student').POST('/coach_product_purchases', {
      body: {
        coachId: demo.sessions.coach.coachId!,
        productId,
        startsAt: first!.startsAt,
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
