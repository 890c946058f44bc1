import type { SessionRow } from '../data/coach-sessions/sessions.js';
import * as intentData from '../data/communication-intents.js';
import type { PurchaseRow } from '../data/purchases.js';
import type { Queryable } from '../db/database.js';
import { dollars } from '../files/agreement.js';

/** One inbox message for each side of a booking or purchase. */
export interface BookingMessages {
  /** The client's student record, when the client studies here. */
  studentId: number | null;
  /** The coach's own student record: a coach reads the inbox as a student. */
  coachStudentId: number;
  toStudent: { subject: string; body: string };
  toCoach: { subject: string; body: string };
  /** Where the portal shows the purchase, when there is one. */
  purchaseId: number | null;
}

/** Where the portal shows a purchase (inbox links open it). */
const purchaseLink = (purchaseId: number | null) =>
  purchaseId === null ? null : `/purchases/${purchaseId}`;

/**
 * Writes the messages of a booking, move, cancellation or purchase to both inboxes, in the
 * caller's transaction, so a change that is rolled back tells no one.
 */
export async function tellBothSides(
  tx: Queryable,
  messages: BookingMessages,
  at: string,
): Promise<void> {
  const link = purchaseLink(messages.purchaseId);
  if (messages.studentId !== null)
    await intentData.insertInboxMessages(
      tx,
      messages.studentId,
      [{ ...messages.toStudent, link }],
      at,
    );
  await intentData.insertInboxMessages(
    tx,
    messages.coachStudentId,
    [{ ...messages.toCoach, link }],
    at,
  );
}

/** The two texts of one event: the client's and the coach's. */
type Texts = Pick<BookingMessages, 'toStudent' | 'toCoach'>;

/** A purchase as its messages name it. */
type PurchaseNames = Pick<PurchaseRow, 'product_title' | 'coach_name' | 'customer_name'>;

/** A session as its messages name it. */
type SessionNames = Pick<SessionRow, 'coach_name' | 'customer_name' | 'starts_at'>;

/** A purchase: a product bought, or a service bought with its first session (`firstSession`). */
export function purchaseMessages(purchase: {
  product: string;
  coach: string;
  client: string;
  /** The price paid, in cents. */
  amount: number;
  firstSession: string | null;
}): Texts {
  const { product, coach, client, amount, firstSession } = purchase;
  const price = amount > 0 ? dollars(amount) : 'free';
  const when = firstSession === null ? '' : `, first session at ${firstSession}`;
  return {
    toStudent: {
      subject: firstSession === null ? 'Purchase confirmed' : 'Session booked',
      body: `You bought "${product}" from ${coach} (${price})${when}.`,
    },
    toCoach: {
      subject: firstSession === null ? 'New purchase' : 'New booking',
      body: `${client} bought "${product}" (${price})${when}.`,
    },
  };
}

/** The client booked one more session of the purchase. */
export const clientBookingMessages = (p: PurchaseNames, startsAt: string): Texts => ({
  toStudent: {
    subject: 'Session booked',
    body: `Your session of "${p.product_title}" with ${p.coach_name} is booked for ${startsAt}.`,
  },
  toCoach: {
    subject: 'New booking',
    body: `${p.customer_name} booked a session of "${p.product_title}" for ${startsAt}.`,
  },
});

/** The client moved a session of the purchase. */
export const clientMoveMessages = (p: PurchaseNames, from: string, to: string): Texts => ({
  toStudent: {
    subject: 'Session moved',
    body: `Your session of "${p.product_title}" with ${p.coach_name} moved from ${from} to ${to}.`,
  },
  toCoach: {
    subject: 'Session moved',
    body: `${p.customer_name} moved their session of "${p.product_title}" from ${from} to ${to}.`,
  },
});

/** The client cancelled a session of the purchase in time: it can be booked again. */
export const clientCancelMessages = (p: PurchaseNames, startsAt: string): Texts => ({
  toStudent: {
    subject: 'Session cancelled',
    body: `You cancelled your session of "${p.product_title}" at ${startsAt}; it can be booked again from the purchase.`,
  },
  toCoach: {
    subject: 'Session cancelled',
    body: `${p.customer_name} cancelled their session of "${p.product_title}" at ${startsAt}.`,
  },
});

/** The coach booked a session with a client. */
export const coachBookingMessages = (s: SessionNames): Texts => ({
  toStudent: {
    subject: 'Session booked',
    body: `${s.coach_name} booked a session with you for ${s.starts_at}.`,
  },
  toCoach: {
    subject: 'Session booked',
    body: `You booked a session with ${s.customer_name} for ${s.starts_at}.`,
  },
});

/** The coach moved a session to `to`. */
export const coachMoveMessages = (s: SessionNames, to: string): Texts => ({
  toStudent: {
    subject: 'Session moved',
    body: `${s.coach_name} moved your session of ${s.starts_at} to ${to}.`,
  },
  toCoach: {
    subject: 'Session moved',
    body: `You moved the session with ${s.customer_name} of ${s.starts_at} to ${to}.`,
  },
});

/** The coach cancelled a session, paying back `refund` (in cents) when above zero. */
export function coachCancelMessages(s: SessionNames, refund: number): Texts {
  const paidBack = (to: string) => (refund > 0 ? ` ${dollars(refund)} is refunded to ${to}.` : '');
  return {
    toStudent: {
      subject: 'Session cancelled',
      body: `${s.coach_name} cancelled your session of ${s.starts_at}.${paidBack('your card')}`,
    },
    toCoach: {
      subject: 'Session cancelled',
      body: `You cancelled the session with ${s.customer_name} of ${s.starts_at}.${paidBack('the client')}`,
    },
  };
}
