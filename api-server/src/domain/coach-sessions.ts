import { dayOfWeekValues, type CoachSchedule, type CoachSession } from '@hci/api-schema';
import { windowProblems } from '@hci/api-schema/rules';
import * as sessionData from '../data/coach-sessions.js';
import { badRequest, notFound, rule } from '../http/errors.js';
import type { Handlers } from '../http/operation.js';
import { created, noContent, ok, paged } from '../http/operation.js';
import type { Services } from '../services.js';
import { loadProduct } from './products.js';
import { orderBy, pageOf } from '../shared/listing.js';
import { compact } from '../shared/rows.js';

const sessionView = (r: sessionData.SessionRow): CoachSession =>
  compact({
    id: r.id,
    coachId: r.coach_id,
    productId: r.product_id,
    customer: { id: r.customer_id, name: r.customer_name, email: r.customer_email },
    startsAt: r.starts_at,
    endsAt: r.ends_at,
    status: r.status,
    deliveryMode: r.delivery_mode,
    meetingUrl: r.meeting_url,
    notes: r.notes,
  });

/** A coach's weekly schedule and booked sessions. */
export function coachSessionHandlers(services: Services) {
  const { db } = services;

  const scheduleOf = async (coachId: number): Promise<CoachSchedule> => {
    const schedule = await sessionData.scheduleOfCoach(db, coachId);
    const windows = await sessionData.scheduleWindows(db, schedule.id);
    return {
      id: schedule.id,
      coachId,
      timeZone: schedule.time_zone,
      windows: windows.map((w) => ({
        dayOfWeek: dayOfWeekValues[w.day_of_week - 1]!,
        startTime: w.start_time,
        endTime: w.end_time,
      })),
    };
  };

  return {
    async listCoachSessions(input) {
      const { coachId } = input.params;
      const page = pageOf(input);
      const { rows, total } = await sessionData.sessionsPage(
        db,
        coachId,
        {
          from: input.query.from ?? null,
          to: input.query.to ?? null,
          status: input.query.status ?? null,
        },
        page,
        orderBy(input, { startsAt: 'starts_at', id: 'id' }, 'startsAt'),
      );
      return paged(rows.map(sessionView), total, page);
    },

    async createCoachSession(input) {
      const { coachId } = input.params;
      const { body } = input;
      if (!(await sessionData.isBefore(db, body.startsAt, body.endsAt)))
        throw rule(
          'startTimeMustBeLessThanEndTime',
          'The start time must be before the end time',
          400,
        );
      if (body.productId !== undefined) await loadProduct(db, coachId, body.productId);
      const customerId = await sessionData.upsertCustomer(
        db,
        coachId,
        body.customerName.trim(),
        body.customerEmail,
      );
      const sessionId = await sessionData.insertSession(db, {
        coachId,
        productId: body.productId ?? null,
        customerId,
        startsAt: body.startsAt,
        endsAt: body.endsAt,
        deliveryMode: body.deliveryMode,
        meetingUrl: body.meetingUrl ?? null,
        notes: body.notes ?? null,
      });
      return created(sessionView(await sessionData.findSession(db, sessionId)));
    },

    async deleteCoachSession(input) {
      const { coachId } = input.params;
      if (!(await sessionData.deleteSession(db, coachId, input.params.sessionId))) {
        throw notFound('No such session');
      }
      return noContent();
    },

    async getCoachSchedule(input) {
      const { coachId } = input.params;
      return ok(await scheduleOf(coachId));
    },

    async updateCoachSchedule(input) {
      const { coachId } = input.params;
      const { timeZone, windows } = input.body;
      const problems = [...windowProblems(windows)];
      if (problems.some(([, problem]) => problem === 'startTimeMustBeLessThanEndTime')) {
        throw rule('startTimeMustBeLessThanEndTime', 'Every window must start before it ends', 400);
      }
      if (problems.length) {
        throw badRequest(
          'Windows of one day overlap',
          problems.map(([index]) => ({
            path: `windows.${index}`,
            message: 'overlaps another window of the same day',
          })),
        );
      }
      if (!(await sessionData.isKnownTimeZone(db, timeZone)))
        throw badRequest('Unknown time zone', [
          { path: 'timeZone', message: 'must be an IANA time zone' },
        ]);
      const schedule = await sessionData.scheduleOfCoach(db, coachId);
      await db.transaction(async (tx) => {
        await sessionData.setScheduleTimeZone(tx, schedule.id, timeZone);
        await sessionData.replaceWindows(
          tx,
          schedule.id,
          windows.map((w) => ({
            day_of_week: dayOfWeekValues.indexOf(w.dayOfWeek) + 1,
            start_time: w.startTime,
            end_time: w.endTime,
          })),
        );
      });
      return ok(await scheduleOf(coachId));
    },
  } satisfies Partial<Handlers>;
}
