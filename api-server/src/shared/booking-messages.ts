import type { SessionRow } from '../data/coach-sessions/sessions.js';
import * as intentData from '../data/communication-intents.js';
import type { InboxMessage } from '../data/communication-intents.js';
import type { PurchaseRow } from '../data/purchases.js';
import type { Queryable } from '../db/database.js';
import { inboxMessage, type MessageFacts } from './inbox-messages.js';

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
const namesOf = (row: Pick<PurchaseRow, 'coach_name' | 'customer_name'>) => ({
  coach: row.coach_name,
  client: row.customer_name,
});

/** Each event's message to the client and its message to the coach. */
const sides = {
  purchased: ['PURCHASE_CONFIRMED', 'CLIENT_PURCHASED'],
  booked: ['SESSION_BOOKED', 'CLIENT_SESSION_BOOKED'],
  moved: ['SESSION_MOVED', 'CLIENT_SESSION_MOVED'],
  cancelled: ['SESSION_CANCELLED', 'CLIENT_SESSION_CANCELLED'],
} as const;
type Event = keyof typeof sides;

/** What both messages of an event state: all but whom each names. */
type SharedFacts<E extends Event> = Omit<MessageFacts[(typeof sides)[E][0]], 'coachName'>;

/**
 * An event's two messages state the same facts; the client's names the coach and the coach's
 * names the client.
 */
function bothSides<E extends Event>(
  event: E,
  facts: SharedFacts<E>,
  names: { coach: string; client: string },
): Messages {
  const [student, coach] = sides[event];
  // Each pair's two kinds state the same facts but the name (the MessageFacts table).
  return {
    toStudent: inboxMessage(student, {
      ...facts,
      coachName: names.coach,
    } as MessageFacts[typeof student]),
    toCoach: inboxMessage(coach, {
      ...facts,
      clientName: names.client,
    } as MessageFacts[typeof coach]),
  };
}

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
  return bothSides('purchased', facts, purchase);
}

/** The client booked one more session of the purchase. */
export const clientBookingMessages = (p: PurchaseNames, startsAt: string): Messages =>
  bothSides('booked', { ...ofPurchase(p), startsAt }, namesOf(p));

/** The client moved a session of the purchase. */
export const clientMoveMessages = (p: PurchaseNames, from: string, to: string): Messages =>
  bothSides('moved', { ...ofPurchase(p), previousStartsAt: from, startsAt: to }, namesOf(p));

/** The client cancelled a session of the purchase in time: it can be booked again. */
export const clientCancelMessages = (p: PurchaseNames, startsAt: string): Messages =>
  bothSides('cancelled', { ...ofPurchase(p), startsAt }, namesOf(p));

/** The coach booked a session with a client. */
export const coachBookingMessages = (s: SessionNames): Messages =>
  bothSides('booked', { ...ofSession(s), startsAt: s.starts_at }, namesOf(s));

/** The coach moved a session to `to`. */
export const coachMoveMessages = (s: SessionNames, to: string): Messages =>
  bothSides('moved', { ...ofSession(s), previousStartsAt: s.starts_at, startsAt: to }, namesOf(s));

/** The coach cancelled a session, paying back `refund` (in cents) when above zero. */
export const coachCancelMessages = (s: SessionNames, refund: number): Messages =>
  bothSides(
    'cancelled',
    { ...ofSession(s), startsAt: s.starts_at, ...(refund > 0 ? { refund } : {}) },
    namesOf(s),
  );
