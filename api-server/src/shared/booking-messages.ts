import * as intentData from '../data/communication-intents.js';
import type { Queryable } from '../db/database.js';

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
