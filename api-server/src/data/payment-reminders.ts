import type { Language } from '@hci/api-schema';
import type { Queryable } from '../db/database.js';

/** Installments whose students pay by hand, and the reminders sent before they fall due. */

/** An installment a reminder may be due for, and where its student lives. */
export interface ReminderCandidate {
  id: number;
  due_date: string;
  time_zone: string | null;
}

/** The business event of an installment's reminder, claimed once it is sent. */
export const reminderKey = (rowId: number) => `payment-reminder:${rowId}`;

/**
 * Open, owing installments due after `afterDay` and by `throughDay` (the caller checks each one's
 * day where its student lives), on an active plan out of collections, that nothing will charge on
 * their day (the student's automatic payment is off, or the row is paid by hand), and not yet
 * reminded of.
 */
export function reminderCandidates(
  db: Queryable,
  afterDay: string,
  throughDay: string,
  limit: number,
): Promise<ReminderCandidate[]> {
  return db.query<ReminderCandidate>(
    `SELECT r.id, r.due_date, u.time_zone
     FROM payment_schedule r
     JOIN payment_plans p ON p.id = r.plan_id AND p.status = 'ACTIVE' AND NOT p.collections
     JOIN students s ON s.id = p.student_id
     JOIN users u ON u.id = s.user_id
     WHERE r.state = 'OPEN'
       AND r.amount_paid < r.amount_due + r.interest_amount + r.tax_amount
       AND r.due_date > $1::date AND r.due_date <= $2::date
       AND (NOT s.auto_pay OR r.capture_method <> 'AUTOMATIC')
       AND NOT EXISTS (SELECT 1 FROM job_events e WHERE e.key = 'payment-reminder:' || r.id)
     ORDER BY r.due_date, r.id
     LIMIT $3`,
    [afterDay, throughDay, limit],
  );
}

/** An installment as its reminder tells it, with its student. */
export interface RemindedRow {
  installment: number;
  owing: number;
  due_date: string;
  student_id: number;
  first_name: string;
  email: string;
  language: Language;
}

export async function findRemindedRow(
  db: Queryable,
  rowId: number,
): Promise<RemindedRow | undefined> {
  const [row] = await db.query<RemindedRow>(
    `SELECT r.installment, r.amount_due + r.interest_amount + r.tax_amount - r.amount_paid AS owing,
            r.due_date, s.id AS student_id, s.first_name, u.email, s.language
     FROM payment_schedule r
     JOIN payment_plans p ON p.id = r.plan_id
     JOIN students s ON s.id = p.student_id JOIN users u ON u.id = s.user_id
     WHERE r.id = $1`,
    [rowId],
  );
  return row;
}

/** The student's activity records that the product reminded them, on its own. */
export async function insertReminderActivity(tx: Queryable, studentId: number, createdAt: string) {
  await tx.query(
    `INSERT INTO activity_log (student_id, category, type, source, kind, params, created_at)
     VALUES ($1, 'PAYMENT', 'REMINDER', 'SYSTEM', 'PAYMENT_REMINDER_SENT', '{}', $2)`,
    [studentId, createdAt],
  );
}
