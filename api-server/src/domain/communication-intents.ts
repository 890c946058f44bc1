import type { CommunicationIntent } from '@hci/api-schema';
import * as intentData from '../data/communication-intents.js';
import { notFound } from '../http/errors.js';
import type { Handlers } from '../http/operation.js';
import { ok, paged } from '../http/operation.js';
import type { Services } from '../services.js';
import { pageOf } from '../shared/listing.js';
import { compact, nowIso } from '../shared/rows.js';
import { simulatedAdvisor } from './enrollment/advisor.js';

const intentView = (r: intentData.IntentRow): CommunicationIntent =>
  compact({
    id: r.id,
    studentId: r.student_id,
    type: r.type,
    parameters: r.parameters,
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
  const advisor = simulatedAdvisor(services);

  /** One of the student's notifications, changed by `update`, or 404. */
  const updateOne = async (
    input: { params: { studentId: number; communicationIntentId: number } },
    update: typeof intentData.archiveIntent,
  ) => {
    const { studentId, communicationIntentId } = input.params;
    const row = await update(db, studentId, communicationIntentId);
    if (!row) throw notFound('No such notification');
    return ok(intentView(row));
  };

  /** How many of the student's notifications named in the body `update` changed. */
  const updateMany = async (
    input: { params: { studentId: number }; body: { communicationIntentIds: number[] } },
    update: typeof intentData.archiveIntents,
  ) => ok({ count: await update(db, input.params.studentId, input.body.communicationIntentIds) });

  return {
    async findCommunicationIntents(input) {
      const { studentId } = input.params;
      // The advisor's steps due by now are told of here too, so the inbox (and Home's count of
      // its unread messages) agrees with the application and the documents read beside it.
      await advisor.advanceStudent(studentId);
      const criteria = input.body ?? {};
      const page = { ...pageOf(input), size: Number(input.query.size ?? 20) };
      const descending = input.query.descending !== false;
      const { rows, total } = await intentData.intentsPage(
        db,
        studentId,
        criteria,
        page,
        descending,
      );
      return paged(rows.map(intentView), total, page);
    },
    archiveCommunicationIntent: (input) => updateOne(input, intentData.archiveIntent),
    unarchiveCommunicationIntent: (input) => updateOne(input, intentData.unarchiveIntent),
    updateCommunicationIntentStatus: (input) =>
      updateOne(input, (q, studentId, intentId) =>
        intentData.setIntentStatus(q, studentId, intentId, input.query.status, nowIso(services)),
      ),
    archiveCommunicationIntents: (input) => updateMany(input, intentData.archiveIntents),
    unarchiveCommunicationIntents: (input) => updateMany(input, intentData.unarchiveIntents),
    deleteCommunicationIntents: (input) => updateMany(input, intentData.deleteIntents),
  } satisfies Partial<Handlers>;
}
