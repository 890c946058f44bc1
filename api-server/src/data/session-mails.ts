import type { CoachSessionStatus, DeliveryMode, Language } from '@hci/api-schema';
import type { Queryable } from '../db/database.js';

/** One side of a session as its mails address them. */
export interface SessionReader {
  /** Their student record, whose preferences decide; none for a client without an account. */
  studentId: number | null;
  /** What the other side calls them. */
  name: string;
  /** What their own mail greets them by. */
  firstName: string;
  email: string;
  language: Language;
  timeZone: string | null;
}

/** A session with both its readers: the client and the coach. */
export interface SessionMailFacts {
  id: number;
  status: CoachSessionStatus;
  startsAt: string;
  endsAt: string;
  deliveryMode: DeliveryMode;
  meetingUrl: string | null;
  productTitle: string | null;
  productLocation: string | null;
  client: SessionReader;
  coach: SessionReader;
}

interface Row {
  id: number;
  status: CoachSessionStatus;
  starts_at: string;
  ends_at: string;
  delivery_mode: DeliveryMode;
  meeting_url: string | null;
  product_title: string | null;
  product_location: string | null;
  client_student_id: number | null;
  client_name: string;
  client_first_name: string | null;
  client_email: string;
  client_language: Language | null;
  client_time_zone: string | null;
  coach_student_id: number;
  coach_name: string;
  coach_first_name: string;
  coach_email: string;
  coach_language: Language;
  coach_time_zone: string | null;
}

/**
 * The client is the purchase's buyer, or the student whose account has the client's address. Each
 * side's zone is the one their account names, else where they book: the zone the client booked
 * in, the coach's schedule's.
 */
const sessionFacts = `
  SELECT s.id, s.status, s.starts_at, s.ends_at, s.delivery_mode, s.meeting_url,
    p.title AS product_title, p.location AS product_location,
    cs.id AS client_student_id, cu.name AS client_name, cs.first_name AS client_first_name,
    coalesce(cuu.email, cu.email) AS client_email, cs.language AS client_language,
    coalesce(cuu.time_zone, s.client_time_zone) AS client_time_zone,
    st.id AS coach_student_id, concat_ws(' ', st.first_name, st.last_name) AS coach_name,
    st.first_name AS coach_first_name, cou.email AS coach_email, st.language AS coach_language,
    coalesce(cou.time_zone, sch.time_zone) AS coach_time_zone
  FROM coach_sessions s
  JOIN coach_customers cu ON cu.id = s.customer_id
  LEFT JOIN coach_product_purchases pu ON pu.id = s.purchase_id
  LEFT JOIN students cs ON cs.id = coalesce(pu.buyer_student_id,
    (SELECT x.id FROM students x JOIN users xu ON xu.id = x.user_id
     WHERE lower(xu.email) = lower(cu.email)))
  LEFT JOIN users cuu ON cuu.id = cs.user_id
  JOIN coaches co ON co.id = s.coach_id
  JOIN students st ON st.id = co.student_id JOIN users cou ON cou.id = st.user_id
  LEFT JOIN coach_schedules sch ON sch.coach_id = s.coach_id
  LEFT JOIN coach_products p ON p.id = s.product_id
  WHERE s.id = $1`;

/** The session and the two people its mails go to; none when it was deleted. */
export async function sessionMailFacts(
  db: Queryable,
  sessionId: number,
): Promise<SessionMailFacts | undefined> {
  const [row] = await db.query<Row>(sessionFacts, [sessionId]);
  if (!row) return undefined;
  return {
    id: row.id,
    status: row.status,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    deliveryMode: row.delivery_mode,
    meetingUrl: row.meeting_url,
    productTitle: row.product_title,
    productLocation: row.product_location,
    client: {
      studentId: row.client_student_id,
      name: row.client_name,
      firstName: row.client_first_name || row.client_name,
      email: row.client_email,
      language: row.client_language ?? 'EN',
      timeZone: row.client_time_zone,
    },
    coach: {
      studentId: row.coach_student_id,
      name: row.coach_name,
      firstName: row.coach_first_name,
      email: row.coach_email,
      language: row.coach_language,
      timeZone: row.coach_time_zone,
    },
  };
}

/** A session's version in calendars, and where it now stands, read in the changing transaction. */
export async function sessionVersion(
  db: Queryable,
  sessionId: number,
): Promise<{ sequence: number; startsAt: string; endsAt: string }> {
  const [row] = await db.query<{ calendar_sequence: number; starts_at: string; ends_at: string }>(
    'SELECT calendar_sequence, starts_at, ends_at FROM coach_sessions WHERE id = $1',
    [sessionId],
  );
  return { sequence: row!.calendar_sequence, startsAt: row!.starts_at, endsAt: row!.ends_at };
}
