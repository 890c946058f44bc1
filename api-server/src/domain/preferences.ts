import type { CommunicationTopic } from '@hci/api-schema';
import type { Handlers } from '../http/operation.js';
import { ok } from '../http/operation.js';
import type { Services } from '../services.js';

/** Which channels and topics a student wants to hear about. */
export function preferenceHandlers(services: Services) {
  const { db } = services;

  async function preferences(studentId: number) {
    const [row] = await db.query<PreferencesRow>(
      'SELECT email_enabled, sms_enabled, push_enabled, topics FROM communication_preferences WHERE student_id = $1',
      [studentId],
    );
    return preferencesView(row);
  }

  return {
    async getCommunicationPreferences(input) {
      const { studentId } = input.params;
      return ok(await preferences(studentId));
    },

    async updateCommunicationPreferences(input) {
      const { studentId } = input.params;
      const { body } = input;
      const [row] = await db.query<PreferencesRow>(
        `INSERT INTO communication_preferences (student_id, email_enabled, sms_enabled, push_enabled, topics)
         VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (student_id) DO UPDATE SET email_enabled = $2, sms_enabled = $3, push_enabled = $4, topics = $5
         RETURNING email_enabled, sms_enabled, push_enabled, topics`,
        [studentId, body.emailEnabled, body.smsEnabled, body.pushEnabled, body.topics],
      );
      return ok(preferencesView(row));
    },
  } satisfies Partial<Handlers>;
}

interface PreferencesRow {
  email_enabled: boolean;
  sms_enabled: boolean;
  push_enabled: boolean;
  topics: CommunicationTopic[];
}

/** The stored preferences, or the defaults for a student who never saved any. */
function preferencesView(row: PreferencesRow | undefined) {
  return {
    emailEnabled: row?.email_enabled ?? true,
    smsEnabled: row?.sms_enabled ?? false,
    pushEnabled: row?.push_enabled ?? false,
    topics: row?.topics ?? [],
  };
}
