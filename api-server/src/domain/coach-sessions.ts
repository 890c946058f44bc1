import {
  dayOfWeekValues,
  type CoachSchedule,
  type CoachSession,
  type CoachSessionStatus,
  type DeliveryMode,
} from '@hci/api-schema';
import { windowProblems } from '@hci/api-schema/rules';
import { badRequest, notFound, rule } from '../http/errors.js';
import type { Handlers } from '../http/operation.js';
import { created, noContent, ok, paged } from '../http/operation.js';
import type { Services } from '../services.js';
import { loadProduct } from './products.js';
import { orderBy, pageOf, pagedQuery } from '../shared/listing.js';
import { compact } from '../shared/rows.js';

interface SessionRow {
  id: number;
  coach_id: number;
  product_id: number | null;
  customer_id: number;
  customer_name: string;
  customer_email: string;
  starts_at: string;
  ends_at: string;
  status: CoachSessionStatus;
  delivery_mode: DeliveryMode;
  meeting_url: string | null;
  notes: string | null;
}

const sessionView = (r: SessionRow): CoachSession =>
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

const sessionSelect = `
  SELECT s.*, cu.name AS customer_name, cu.email AS customer_email
  FROM coach_sessions s JOIN coach_customers cu ON cu.id = s.customer_id`;

/** A coach's weekly schedule and booked sessions. */
export function coachSessionHandlers(services: Services) {
  const { db } = services;

  const scheduleOf = async (coachId: number): Promise<CoachSchedule> => {
    await db.query(
      'INSERT INTO coach_schedules (coach_id) VALUES ($1) ON CONFLICT (coach_id) DO NOTHING',
      [coachId],
    );
    const [schedule] = await db.query<{ id: number; time_zone: string }>(
      'SELECT id, time_zone FROM coach_schedules WHERE coach_id = $1',
      [coachId],
    );
    const windows = await db.query<{ day_of_week: number; start_time: string; end_time: string }>(
      `SELECT day_of_week, to_char(start_time, 'HH24:MI') AS start_time, to_char(end_time, 'HH24:MI') AS end_time
       FROM coach_availability WHERE schedule_id = $1 ORDER BY day_of_week, start_time`,
      [schedule!.id],
    );
    return {
      id: schedule!.id,
      coachId,
      timeZone: schedule!.time_zone,
      windows: windows.map((w) => ({
        dayOfWeek: dayOfWeekValues[w.day_of_week - 1]!,
        startTime: w.start_time,
        endTime: w.end_time,
      })),
    };
  };

  const customerFor = async (coachId: number, name: string, email: string) => {
    const [row] = await db.query<{ id: number }>(
      `INSERT INTO coach_customers (coach_id, name, email) VALUES ($1, $2, lower($3))
       ON CONFLICT (coach_id, email) DO UPDATE SET name = EXCLUDED.name RETURNING id`,
      [coachId, name.trim(), email],
    );
    return row!.id;
  };

  return {
    async listCoachSessions(input) {
      const { coachId } = input.params;
      const page = pageOf(input);
      const { rows, total } = await pagedQuery<SessionRow>(
        db,
        `${sessionSelect} WHERE s.coach_id = $1 AND ($2::date IS NULL OR s.starts_at >= $2::date)
           AND ($3::date IS NULL OR s.starts_at < $3::date + 1) AND ($4::text IS NULL OR s.status = $4)`,
        [coachId, input.query.from ?? null, input.query.to ?? null, input.query.status ?? null],
        page,
        orderBy(input, { startsAt: 'starts_at', id: 'id' }, 'startsAt'),
      );
      return paged(rows.map(sessionView), total, page);
    },

    async createCoachSession(input) {
      const { coachId } = input.params;
      const { body } = input;
      const [order] = await db.query<{ valid: boolean }>(
        'SELECT $1::timestamptz < $2::timestamptz AS valid',
        [body.startsAt, body.endsAt],
      );
      if (!order?.valid)
        throw rule(
          'startTimeMustBeLessThanEndTime',
          'The start time must be before the end time',
          400,
        );
      if (body.productId !== undefined) await loadProduct(db, coachId, body.productId);
      const customerId = await customerFor(coachId, body.customerName, body.customerEmail);
      const [inserted] = await db.query<{ id: number }>(
        `INSERT INTO coach_sessions (coach_id, product_id, customer_id, starts_at, ends_at, delivery_mode, meeting_url, notes)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
        [
          coachId,
          body.productId ?? null,
          customerId,
          body.startsAt,
          body.endsAt,
          body.deliveryMode,
          body.meetingUrl ?? null,
          body.notes ?? null,
        ],
      );
      const [row] = await db.query<SessionRow>(`${sessionSelect} WHERE s.id = $1`, [inserted!.id]);
      return created(sessionView(row!));
    },

    async deleteCoachSession(input) {
      const { coachId } = input.params;
      const rows = await db.query(
        'DELETE FROM coach_sessions WHERE id = $1 AND coach_id = $2 RETURNING id',
        [input.params.sessionId, coachId],
      );
      if (!rows.length) throw notFound('No such session');
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
      const [zone] = await db.query<{ known: boolean }>(
        'SELECT EXISTS (SELECT 1 FROM pg_timezone_names WHERE name = $1) AS known',
        [timeZone],
      );
      if (!zone?.known)
        throw badRequest('Unknown time zone', [
          { path: 'timeZone', message: 'must be an IANA time zone' },
        ]);
      const current = await scheduleOf(coachId);
      await db.transaction(async (tx) => {
        await tx.query('UPDATE coach_schedules SET time_zone = $2 WHERE id = $1', [
          current.id,
          timeZone,
        ]);
        await tx.query('DELETE FROM coach_availability WHERE schedule_id = $1', [current.id]);
        for (const w of windows) {
          await tx.query(
            'INSERT INTO coach_availability (schedule_id, day_of_week, start_time, end_time) VALUES ($1, $2, $3, $4)',
            [current.id, dayOfWeekValues.indexOf(w.dayOfWeek) + 1, w.startTime, w.endTime],
          );
        }
      });
      return ok(await scheduleOf(coachId));
    },
  } satisfies Partial<Handlers>;
}
