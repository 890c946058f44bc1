import * as preferenceData from '../data/preferences.js';
import type { Handlers } from '../http/operation.js';
import { badRequest } from '../http/errors.js';
import { noContent, ok } from '../http/operation.js';
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

    // A mail client's one-click unsubscribe: the signed token says who and which topic.
    async unsubscribeFromTopic(input) {
      const named = services.unsubscribe.read(input.query.token);
      if (!named) throw badRequest('The unsubscribe link is not valid');
      const current = preferencesView(await preferenceData.findPreferences(db, named.studentId));
      await preferenceData.savePreferences(db, named.studentId, {
        ...current,
        topics: current.topics.filter((topic) => topic !== named.topic),
      });
      return noContent();
    },
  } satisfies Partial<Handlers>;
}

/** The stored preferences, or the defaults for a student who never saved any. */
export function preferencesView(row: preferenceData.PreferencesRow | undefined) {
  return {
    emailEnabled: row?.email_enabled ?? true,
    smsEnabled: row?.sms_enabled ?? false,
    pushEnabled: row?.push_enabled ?? false,
    topics: row?.topics ?? [],
  };
}
