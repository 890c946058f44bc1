import type { CommunicationPreferences, CommunicationTopic } from '@hci/api-schema';
import type { Queryable } from '../db/database.js';

/** Which channels and topics a student wants to hear about, as stored. */

export interface PreferencesRow {
  email_enabled: boolean;
  sms_enabled: boolean;
  push_enabled: boolean;
  topics: CommunicationTopic[];
}

export async function findPreferences(
  db: Queryable,
  studentId: number,
): Promise<PreferencesRow | undefined> {
  const [row] = await db.query<PreferencesRow>(
    'SELECT email_enabled, sms_enabled, push_enabled, topics FROM communication_preferences WHERE student_id = $1',
    [studentId],
  );
  return row;
}

/** The student's preferences as they saved them, stored whether or not they had any before. */
export async function savePreferences(
  db: Queryable,
  studentId: number,
  preferences: CommunicationPreferences,
): Promise<PreferencesRow> {
  const [row] = await db.query<PreferencesRow>(
    `INSERT INTO communication_preferences (student_id, email_enabled, sms_enabled, push_enabled, topics)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (student_id) DO UPDATE SET email_enabled = $2, sms_enabled = $3, push_enabled = $4, topics = $5
     RETURNING email_enabled, sms_enabled, push_enabled, topics`,
    [
      studentId,
      preferences.emailEnabled,
      preferences.smsEnabled,
      preferences.pushEnabled,
      preferences.topics,
    ],
  );
  return row!;
}

/** A new student's preferences: the stored defaults. */
export async function insertDefaults(tx: Queryable, studentId: number): Promise<void> {
  await tx.query('INSERT INTO communication_preferences (student_id) VALUES ($1)', [studentId]);
}
