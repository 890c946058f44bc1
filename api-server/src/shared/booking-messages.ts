import type { SessionRow } from '../data/coach-sessions/sessions.js';
import * as intentData from '../data/communication-intents.js';
import type { InboxMessage } from '../data/communication-intents.js';
import type { PurchaseRow } from '../data/purchases.js';
import type { Queryable } from '../db/database.js';
import { inboxMessage } from './inbox-messages.js';

/** One inbox message for each side of a booking or purchase. */
export interface BookingMessages {
  /** The client's student record, when the client studies here. */
  studentId: number | null;
  /** The coach's own student record: a coach reads the inbox as a student. */
  coachStudentId: number;
  toStudent: InboxMessage;
  toCoach: InboxMessage;
}

/**
 * Writes the messages of a booking, move, cancellation or purchase to both inboxes, in the
 * caller's transaction, so a change that is rolled back tells no one.
 */
export async function tellBothSides(
  tx: Queryable,
  messages: BookingMessages,
  at: string,
): Promise<void> {
  if (messages.studentId !== null)
    await intentData.insertInboxMessages(tx, messages.studentId, [messages.toStudent], at);
  await intentData.insertInboxMessages(tx, messages.coachStudentId, [messages.toCoach], at);
}

/** The two messages of one event: the client's and the coach's. */
type Messages = Pick<BookingMessages, 'toStudent' | 'toCoach'>;

/** A purchase as its messages name it. */
type PurchaseNames = Pick<PurchaseRow, 'id' | 'coach_name' | 'customer_name'>;

/** A session as its messages name it. */
type SessionNames = Pick<SessionRow, 'coach_name' | 'customer_name' | 'starts_at' | 'purchase_id'>;

const ofPurchase = (p: PurchaseNames) => ({ purchaseId: p.id });
const ofSession = (s: SessionNames) =>
  s.purchase_id === null ? {} : { purchaseId: s.purchase_id };

/** A purchase: a product bought, or a service bought with its first session (`firstSession`). */
export function purchaseMessages(purchase: {
  purchaseId: number;
  product: string;
  coach: string;
  client: string;
  /** The price paid, in cents. */
  amount: number;
  firstSession: string | null;
}): Messages {
  const { purchaseId, product, amount, firstSession } = purchase;
  const facts = {
    purchaseId,
    productTitle: product,
    amount,
    ...(firstSession === null ? {} : { startsAt: firstSession }),
  };
  return {
    toStudent: inboxMessage('PURCHASE_CONFIRMED', { ...facts, coachName: purchase.coach }),
    toCoach: inboxMessage('CLIENT_PURCHASED', { ...facts, clientName: purchase.client }),
  };
}

/** The client booked one more session of the purchase. */
export const clientBookingMessages = (p: PurchaseNames, startsAt: string): Messages => ({
  toStudent: inboxMessage('SESSION_BOOKED', {
    ...ofPurchase(p),
    coachName: p.coach_name,
    startsAt,
  }),
  toCoach: inboxMessage('CLIENT_SESSION_BOOKED', {
    ...ofPurchase(p),
    clientName: p.customer_name,
    startsAt,
  }),
});

/** The client moved a session of the purchase. */
export const clientMoveMessages = (p: PurchaseNames, from: string, to: string): Messages => {
  const times = { ...ofPurchase(p), previousStartsAt: from, startsAt: to };
  return {
    toStudent: inboxMessage('SESSION_MOVED', { ...times, coachName: p.coach_name }),
    toCoach: inboxMessage('CLIENT_SESSION_MOVED', { ...times, clientName: p.customer_name }),
  };
};

/** The client cancelled a session of the purchase in time: it can be booked again. */
export const clientCancelMessages = (p: PurchaseNames, startsAt: string): Messages => ({
  toStudent: inboxMessage('SESSION_CANCELLED', {
    ...ofPurchase(p),
    coachName: p.coach_name,
    startsAt,
  }),
  toCoach: inboxMessage('CLIENT_SESSION_CANCELLED', {
    ...ofPurchase(p),
    clientName: p.customer_name,
    startsAt,
  }),
});

/** The coach booked a session with a client. */
export const coachBookingMessages = (s: SessionNames): Messages => ({
  toStudent: inboxMessage('SESSION_BOOKED', {
    ...ofSession(s),
    coachName: s.coach_name,
    startsAt: s.starts_at,
  }),
  toCoach: inboxMessage('CLIENT_SESSION_BOOKED', {
    ...ofSession(s),
    clientName: s.customer_name,
    startsAt: s.starts_at,
  }),
});

/** The coach moved a session to `to`. */
export const coachMoveMessages = (s: SessionNames, to: string): Messages => {
  const times = { ...ofSession(s), previousStartsAt: s.starts_at, startsAt: to };
  return {
    toStudent: inboxMessage('SESSION_MOVED', { ...times, coachName: s.coach_name }),
    toCoach: inboxMessage('CLIENT_SESSION_MOVED', { ...times, clientName: s.customer_name }),
  };
};

/** The coach cancelled a session, paying back `refund` (in cents) when above zero. */
export function coachCancelMessages(s: SessionNames, refund: number): Messages {
  const facts = { ...ofSession(s), startsAt: s.starts_at, ...(refund > 0 ? { refund } : {}) };
  return {
    toStudent: inboxMessage('SESSION_CANCELLED', { ...facts, coachName: s.coach_name }),
    toCoach: inboxMessage('CLIENT_SESSION_CANCELLED', { ...facts, clientName: s.customer_name }),
  };
}
