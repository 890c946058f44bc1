import * as preferenceData from '../data/preferences.js';
import type { Handlers } from '../http/operation.js';
import { ok } from '../http/operation.js';
import type { Services } from '../services.js';

/** Which channels and topics a student wants to hear about. */
export function preferenceHandlers(services: Services) {
  const { db } = services;

  return {
    async getCommunicationPreferences(input) {
      const { studentId } = input.params;
      return ok(preferencesView(await preferenceData.findPreferences(db, studentId)));
    },

    async updateCommunicationPreferences(input) {
      const { studentId } = input.params;
      return ok(preferencesView(await preferenceData.savePreferences(db, studentId, input.body)));
    },
  } satisfies Partial<Handlers>;
}

/** The stored preferences, or the defaults for a student who never saved any. */
function preferencesView(row: preferenceData.PreferencesRow | undefined) {
  return {
    emailEnabled: row?.email_enabled ?? true,
    smsEnabled: row?.sms_enabled ?? false,
    pushEnabled: row?.push_enabled ?? false,
    topics: row?.topics ?? [],
  };
}
