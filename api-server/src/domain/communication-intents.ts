import type {
  CommunicationChannel,
  CommunicationIntentStatus,
  CommunicationIntent,
} from '@hci/api-schema';
import type { SqlValue } from '../db/database.js';
import { notFound } from '../http/errors.js';
import type { Handlers } from '../http/operation.js';
import { ok, paged } from '../http/operation.js';
import type { Services } from '../services.js';
import { pageOf, pagedQuery } from '../shared/listing.js';
import { compact, nowIso } from '../shared/rows.js';

interface IntentRow {
  id: number;
  student_id: number;
  subject: string;
  body: string;
  channel: CommunicationChannel;
  status: CommunicationIntentStatus;
  archived: boolean;
  created_at: string;
  read_at: string | null;
  link: string | null;
}

const intentView = (r: IntentRow): CommunicationIntent =>
  compact({
    id: r.id,
    studentId: r.student_id,
    subject: r.subject,
    body: r.body,
    channel: r.channel,
    status: r.status,
    archived: r.archived,
    createdAt: r.created_at,
    readAt: r.read_at,
    link: r.link,
  });

/** The inbox: notifications read or not, archived or not, one at a time or in bulk. */
export function communicationIntentHandlers(services: Services) {
  const { db } = services;

  const updateOne = async (
    input: { params: { studentId: number; communicationIntentId: number } },
    set: string,
    extra: SqlValue[] = [],
  ) => {
    const { studentId } = input.params;
    const [row] = await db.query<IntentRow>(
      `UPDATE communication_intents SET ${set} WHERE id = $1 AND student_id = $2 RETURNING *`,
      [input.params.communicationIntentId, studentId, ...extra],
    );
    if (!row) throw notFound('No such notification');
    return ok(intentView(row));
  };

  const updateMany = async (
    input: { params: { studentId: number }; body: { communicationIntentIds: number[] } },
    sql: string,
  ) => {
    const { studentId } = input.params;
    const { communicationIntentIds } = input.body;
    const rows = await db.query<{ id: number }>(sql, [studentId, communicationIntentIds]);
    return ok({ count: rows.length });
  };

  return {
    async findCommunicationIntents(input) {
      const { studentId } = input.params;
      const criteria = input.body ?? {};
      const page = { ...pageOf(input), size: Number(input.query.size ?? 20) };
      const descending = input.query.descending !== false;
      const { rows, total } = await pagedQuery<IntentRow>(
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
      return paged(rows.map(intentView), total, page);
    },
    archiveCommunicationIntent: (input) => updateOne(input, 'archived = true'),
    unarchiveCommunicationIntent: (input) => updateOne(input, 'archived = false'),
    updateCommunicationIntentStatus: (input) =>
      updateOne(
        input,
        "status = $3, read_at = CASE WHEN $3 = 'READ' THEN coalesce(read_at, $4::timestamptz) ELSE NULL END",
        [input.query.status, nowIso(services)],
      ),
    archiveCommunicationIntents: (input) =>
      updateMany(
        input,
        'UPDATE communication_intents SET archived = true WHERE student_id = $1 AND id = ANY($2) AND NOT archived RETURNING id',
      ),
    unarchiveCommunicationIntents: (input) =>
      updateMany(
        input,
        'UPDATE communication_intents SET archived = false WHERE student_id = $1 AND id = ANY($2) AND archived RETURNING id',
      ),
    deleteCommunicationIntents: (input) =>
      updateMany(
        input,
        'DELETE FROM communication_intents WHERE student_id = $1 AND id = ANY($2) RETURNING id',
      ),
  } satisfies Partial<Handlers>;
}
