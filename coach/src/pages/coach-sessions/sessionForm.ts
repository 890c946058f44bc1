import {
  dateRules,
  optionalText,
  rules,
  textSchema,
  toInstant,
  withoutUndefined,
} from '@hci/design-system';
import { deliveryModeValues, type CoachSessionInput, type DeliveryMode } from '@hci/api-schema';
import { Temporal } from 'temporal-polyfill';
import { z } from 'zod/mini';

/** A new session as the coach types it: a day and two times of day in the coach's zone. */
export interface SessionFormValues {
  customerName: string;
  customerEmail: string;
  /** YYYY-MM-DD. */
  date: string;
  /** HH:MM. */
  startTime: string;
  endTime: string;
  deliveryMode: DeliveryMode;
  meetingUrl: string;
  notes: string;
}

/**
 * The contract's limits: a name of 2–100 characters, an e-mail, a URL up to 300, notes up to 1000;
 * and a day from `today` on, since a session is booked ahead.
 */
export const sessionFormSchema = (today: Temporal.PlainDate) =>
  z.object({
    customerName: textSchema(rules.required, rules.lengthBetween(2, 100)),
    customerEmail: textSchema(rules.required, rules.email),
    date: textSchema(rules.required, dateRules.validDate, dateRules.minDate(today)),
    startTime: textSchema(rules.required),
    endTime: textSchema(rules.required),
    deliveryMode: z.enum(deliveryModeValues),
    meetingUrl: textSchema(rules.url, rules.maxLength(300)),
    notes: textSchema(rules.maxLength(1000)),
  });

export const emptySession: SessionFormValues = {
  customerName: '',
  customerEmail: '',
  date: '',
  startTime: '09:00',
  endTime: '10:00',
  deliveryMode: 'ONLINE',
  meetingUrl: '',
  notes: '',
};

/** The API's rule (`startTimeMustBeLessThanEndTime`), checked before asking it. */
export function isInOrder(startTime: string, endTime: string): boolean {
  return Temporal.PlainTime.compare(startTime, endTime) < 0;
}

/** The request body; the times are read in `timeZone`, optional texts null (none) when empty. */
export function formToSessionInput(values: SessionFormValues, timeZone: string): CoachSessionInput {
  return withoutUndefined({
    customerName: values.customerName.trim(),
    customerEmail: values.customerEmail.trim(),
    startsAt: toInstant(values.date, values.startTime, timeZone),
    endsAt: toInstant(values.date, values.endTime, timeZone),
    deliveryMode: values.deliveryMode,
    meetingUrl: values.deliveryMode === 'ONLINE' ? optionalText(values.meetingUrl) : undefined,
    notes: optionalText(values.notes),
  });
}
