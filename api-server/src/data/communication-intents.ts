import type {
  CommunicationChannel,
  CommunicationIntentCriteria,
  CommunicationIntentParameters,
  CommunicationIntentStatus,
  CommunicationIntentType,
} from '@hci/api-schema';
import type { Queryable, SqlValue } from '../db/database.js';
import type { PageRequest } from '../http/operation.js';
import { pagedQuery } from './listing.js';

/** A student's inbox as stored: notifications read or not, archived or not. */

export interface IntentRow {
  id: number;
  student_id: number;
  type: CommunicationIntentType;
  parameters: CommunicationIntentParameters;
  channel: CommunicationChannel;
  status: CommunicationIntentStatus;
  archived: boolean;
  created_at: string;
  read_at: string | null;
  link: string;
}

/** A message as its writer states it: what happened, its facts, and the page it is about. */
export interface InboxMessage {
  type: CommunicationIntentType;
  parameters: CommunicationIntentParameters;
  link: string;
}

/** One page of the student's notifications that meet the criteria, by creation time. */
export function intentsPage(
  db: Queryable,
  studentId: number,
  criteria: CommunicationIntentCriteria,
  page: PageRequest,
  descending: boolean,
) {
  return pagedQuery<IntentRow>(
    db,
    `SELECT * FROM communication_intents WHERE student_id = $1 AND archived = $2
       AND channel = ANY($3) AND ($4::text[] IS NULL OR status = ANY($4))`,
    [
      studentId,
      criteria.archived ?? false,
      criteria.channels ?? ['INBOX'],
      criteria.statuses?.length ? criteria.statuses : null,
    ],
    page,
    descending ? 'created_at DESC, id DESC' : 'created_at ASC, id ASC',
  );
}

/** One of the student's own notifications with `set` applied, if there is one by that id. */
async function updateIntent(
  db: Queryable,
  studentId: number,
  intentId: number,
  set: string,
  extra: SqlValue[] = [],
): Promise<IntentRow | undefined> {
  const [row] = await db.query<IntentRow>(
    `UPDATE communication_intents SET ${set} WHERE id = $1 AND student_id = $2 RETURNING *`,
    [intentId, studentId, ...extra],
  );
  return row;
}

export const archiveIntent = (db: Queryable, studentId: number, intentId: number) =>
  updateIntent(db, studentId, intentId, 'archived = true');

export const unarchiveIntent = (db: Queryable, studentId: number, intentId: number) =>
  updateIntent(db, studentId, intentId, 'archived = false');

/** The notification's status; read at `now` the first time it is marked READ, unread otherwise. */
export const setIntentStatus = (
  db: Queryable,
  studentId: number,
  intentId: number,
  status: CommunicationIntentStatus,
  now: string,
) =>
  updateIntent(
    db,
    studentId,
    intentId,
    "status = $3, read_at = CASE WHEN $3 = 'READ' THEN coalesce(read_at, $4::timestamptz) ELSE NULL END",
    [status, now],
  );

/** How many rows of `ids` (the student's own only) the statement changed. */
async function countChanged(
  db: Queryable,
  sql: string,
  studentId: number,
  ids: readonly number[],
): Promise<number> {
  const rows = await db.query<{ id: number }>(sql, [studentId, ids]);
  return rows.length;
}

export const archiveIntents = (db: Queryable, studentId: number, ids: readonly number[]) =>
  countChanged(
    db,
    'UPDATE communication_intents SET archived = true WHERE student_id = $1 AND id = ANY($2) AND NOT archived RETURNING id',
    studentId,
    ids,
  );

export const unarchiveIntents = (db: Queryable, studentId: number, ids: readonly number[]) =>
  countChanged(
    db,
    'UPDATE communication_intents SET archived = false WHERE student_id = $1 AND id = ANY($2) AND archived RETURNING id',
    studentId,
    ids,
  );

export const deleteIntents = (db: Queryable, studentId: number, ids: readonly number[]) =>
  countChanged(
    db,
    'DELETE FROM communication_intents WHERE student_id = $1 AND id = ANY($2) RETURNING id',
    studentId,
    ids,
  );

/** New, unread inbox messages for the student, in one statement, in the order given. */
export async function insertInboxMessages(
  tx: Queryable,
  studentId: number,
  messages: readonly InboxMessage[],
  createdAt: string,
): Promise<void> {
  await tx.query(
    `INSERT INTO communication_intents (student_id, channel, status, type, parameters, link, created_at)
     SELECT $1, 'INBOX', 'SENT', m.type, m.parameters::jsonb, m.link, $5
     FROM unnest($2::text[], $3::text[], $4::text[]) WITH ORDINALITY AS m(type, parameters, link, n) ORDER BY m.n`,
    [
      studentId,
      messages.map((m) => m.type),
      messages.map((m) => JSON.stringify(m.parameters)),
      messages.map((m) => m.link),
      createdAt,
    ],
  );
}
