import type { CoachSessionStatus, DeliveryMode, SessionOutcomeSetter } from '@hci/api-schema';
import type { Queryable } from '../../db/database.js';
import type { PageRequest } from '../../http/operation.js';
import { pagedQuery } from '../listing.js';

export interface SessionRow {
  id: number;
  coach_id: number;
  product_id: number | null;
  /** The service's title; null for a session booked by hand. */
  product_title: string | null;
  customer_id: number;
  customer_name: string;
  customer_email: string;
  starts_at: string;
  ends_at: string;
  status: CoachSessionStatus;
  delivery_mode: DeliveryMode;
  meeting_url: string | null;
  notes: string | null;
  purchase_id: number | null;
  rescheduled: boolean;
  refunded: boolean;
  outcome_set_at: string | null;
  outcome_set_by: SessionOutcomeSetter | null;
  client_time_zone: string | null;
  /** The session's version in calendars: one higher after each move or cancellation. */
  calendar_sequence: number;
  coach_name: string;
}

// A deleted service still names the sessions that were booked for it.
const sessionSelect = `
  SELECT s.*, cu.name AS customer_name, cu.email AS customer_email,
         concat_ws(' ', st.first_name, st.last_name) AS coach_name, p.title AS product_title
  FROM coach_sessions s JOIN coach_customers cu ON cu.id = s.customer_id
  JOIN coaches co ON co.id = s.coach_id JOIN students st ON st.id = co.student_id
  LEFT JOIN coach_products p ON p.id = s.product_id`;

/** One page of the coach's sessions, starting within the days from `from` to `to` when given. */
export function sessionsPage(
  db: Queryable,
  coachId: number,
  filters: { from: string | null; to: string | null; status: CoachSessionStatus | null },
  page: PageRequest,
  order: string,
) {
  return pagedQuery<SessionRow>(
    db,
    `${sessionSelect} WHERE s.coach_id = $1 AND ($2::date IS NULL OR s.starts_at >= $2::date)
       AND ($3::date IS NULL OR s.starts_at < $3::date + 1) AND ($4::text IS NULL OR s.status = $4)`,
    [coachId, filters.from, filters.to, filters.status],
    page,
    order,
  );
}

export async function findSession(db: Queryable, sessionId: number): Promise<SessionRow> {
  const [row] = await db.query<SessionRow>(`${sessionSelect} WHERE s.id = $1`, [sessionId]);
  return row!;
}

/** The coach's session, if the coach has one by that id. */
export async function findCoachSession(
  db: Queryable,
  coachId: number,
  sessionId: number,
): Promise<SessionRow | undefined> {
  const [row] = await db.query<SessionRow>(`${sessionSelect} WHERE s.id = $1 AND s.coach_id = $2`, [
    sessionId,
    coachId,
  ]);
  return row;
}

/** The sessions booked with any of the purchases, by start. */
export function sessionsOfPurchases(db: Queryable, purchaseIds: readonly number[]) {
  return db.query<SessionRow>(
    `${sessionSelect} WHERE s.purchase_id = ANY($1::int[]) ORDER BY s.starts_at, s.id`,
    [purchaseIds],
  );
}

/**
 * The coach's sessions, whatever their status, that start between two instants, but
 * `exceptSessionId` (the one being moved): the shared rules decide which take the coach's time.
 */
export function sessionsBetween(
  db: Queryable,
  coachId: number,
  from: string,
  to: string,
  exceptSessionId: number | null,
) {
  return db.query<{ starts_at: string; ends_at: string; status: CoachSessionStatus }>(
    `SELECT starts_at, ends_at, status FROM coach_sessions
     WHERE coach_id = $1 AND starts_at >= $2 AND starts_at < $3
       AND ($4::int IS NULL OR id <> $4)`,
    [coachId, from, to, exceptSessionId],
  );
}

/**
 * The coach's sessions, whatever their status, that overlap the time from `startsAt` to `endsAt`
 * (the shared rules decide which of them hold it).
 */
export function sessionsOverlapping(
  db: Queryable,
  coachId: number,
  startsAt: string,
  endsAt: string,
) {
  return db.query<{ id: number; starts_at: string; ends_at: string; status: CoachSessionStatus }>(
    `SELECT id, starts_at, ends_at, status FROM coach_sessions
     WHERE coach_id = $1 AND starts_at < $3 AND ends_at > $2`,
    [coachId, startsAt, endsAt],
  );
}

/** The coach's customer by id, if the coach has one. */
export async function findCustomer(
  db: Queryable,
  coachId: number,
  customerId: number,
): Promise<{ id: number; name: string; email: string } | undefined> {
  const [row] = await db.query<{ id: number; name: string; email: string }>(
    'SELECT id, name, email FROM coach_customers WHERE id = $1 AND coach_id = $2',
    [customerId, coachId],
  );
  return row;
}

/**
 * Whether the client, named by the coach's customer id or by e-mail, has bought from the coach:
 * what makes someone the coach's client.
 */
export async function hasBoughtFrom(
  db: Queryable,
  coachId: number,
  client: { customerId?: number; email?: string },
): Promise<boolean> {
  const [row] = await db.query<{ bought: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM coach_product_purchases p
       JOIN coach_customers c ON c.id = p.customer_id
       WHERE p.coach_id = $1 AND (c.id = $2 OR lower(c.email) = lower($3))) AS bought`,
    [coachId, client.customerId ?? null, client.email ?? null],
  );
  return row?.bought ?? false;
}

/** The student whose account has this e-mail, if any (a coach's customer who studies here). */
export async function studentIdByEmail(db: Queryable, email: string): Promise<number | undefined> {
  const [row] = await db.query<{ id: number }>(
    'SELECT s.id FROM students s JOIN users u ON u.id = s.user_id WHERE lower(u.email) = lower($1)',
    [email],
  );
  return row?.id;
}

/**
 * Moves a session; `rescheduled` records a move by the client, `clientTimeZone` the zone the
 * client moved it in (the one kept otherwise).
 */
export async function moveSession(
  db: Queryable,
  sessionId: number,
  move: { startsAt: string; endsAt: string; rescheduled: boolean; clientTimeZone?: string | null },
): Promise<void> {
  await db.query(
    `UPDATE coach_sessions SET starts_at = $2, ends_at = $3, rescheduled = rescheduled OR $4,
       client_time_zone = COALESCE($5, client_time_zone), calendar_sequence = calendar_sequence + 1
     WHERE id = $1`,
    [sessionId, move.startsAt, move.endsAt, move.rescheduled, move.clientTimeZone ?? null],
  );
}

/**
 * Gives a scheduled session its new status, unless it changed meanwhile (false then); `refunded`
 * records a cancellation that paid its share back, `outcome` when and by whom a completion or a
 * missed mark was set.
 */
export async function setSessionStatus(
  db: Queryable,
  sessionId: number,
  status: CoachSessionStatus,
  refunded: boolean,
  outcome: { outcomeSetAt: string; outcomeSetBy: SessionOutcomeSetter } | null,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE coach_sessions SET status = $2, refunded = $3, outcome_set_at = $4, outcome_set_by = $5,
       calendar_sequence = calendar_sequence + (CASE WHEN $2 = 'CANCELLED' THEN 1 ELSE 0 END)
     WHERE id = $1 AND status = 'SCHEDULED' RETURNING id`,
    [sessionId, status, refunded, outcome?.outcomeSetAt ?? null, outcome?.outcomeSetBy ?? null],
  );
  return rows.length > 0;
}

/**
 * Puts a session back to scheduled, clearing its outcome, unless the outcome read at
 * `outcomeSetAt` changed meanwhile (false then).
 */
export async function undoSessionOutcome(
  db: Queryable,
  sessionId: number,
  status: CoachSessionStatus,
  outcomeSetAt: string,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE coach_sessions SET status = $2, outcome_set_at = NULL, outcome_set_by = NULL
     WHERE id = $1 AND status IN ('COMPLETED', 'NO_SHOW') AND outcome_set_at = $3 RETURNING id`,
    [sessionId, status, outcomeSetAt],
  );
  return rows.length > 0;
}

/** The coach's customer with this e-mail, created or renamed to `name`. */
export async function upsertCustomer(
  db: Queryable,
  coachId: number,
  name: string,
  email: string,
): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO coach_customers (coach_id, name, email) VALUES ($1, $2, lower($3))
     ON CONFLICT (coach_id, email) DO UPDATE SET name = EXCLUDED.name RETURNING id`,
    [coachId, name, email],
  );
  return row!.id;
}

export async function insertSession(
  db: Queryable,
  session: {
    coachId: number;
    productId: number | null;
    customerId: number;
    startsAt: string;
    endsAt: string;
    deliveryMode: DeliveryMode;
    meetingUrl: string | null;
    notes: string | null;
    purchaseId?: number;
    /** The zone the client booked it in; none when the coach books it. */
    clientTimeZone?: string | null;
  },
): Promise<number> {
  const [inserted] = await db.query<{ id: number }>(
    `INSERT INTO coach_sessions (coach_id, product_id, customer_id, starts_at, ends_at, delivery_mode, meeting_url, notes, purchase_id, client_time_zone)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
    [
      session.coachId,
      session.productId,
      session.customerId,
      session.startsAt,
      session.endsAt,
      session.deliveryMode,
      session.meetingUrl,
      session.notes,
      session.purchaseId ?? null,
      session.clientTimeZone ?? null,
    ],
  );
  return inserted!.id;
}

/** Deletes the coach's session; false when the coach has no such session. */
export async function deleteSession(
  db: Queryable,
  coachId: number,
  sessionId: number,
): Promise<boolean> {
  const rows = await db.query(
    'DELETE FROM coach_sessions WHERE id = $1 AND coach_id = $2 RETURNING id',
    [sessionId, coachId],
  );
  return rows.length > 0;
}

/** The coach's own student record (where the coach's inbox is). */
export async function coachStudentId(db: Queryable, coachId: number): Promise<number> {
  const [row] = await db.query<{ student_id: number }>(
    'SELECT student_id FROM coaches WHERE id = $1',
    [coachId],
  );
  return row!.student_id;
}
