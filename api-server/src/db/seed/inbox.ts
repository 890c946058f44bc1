import type { CardBrand } from '@hci/api-schema';
import type { InboxMessage } from '../../data/communication-intents.js';
import { inboxMessage } from '../../shared/inbox-messages.js';
import type { Seed } from './context.js';
import { isoDay, isoTime } from './dates.js';

/** Installment n (1 to 12) of the demo plan falls due this many days from today. */
const installmentDueOffset = (n: number) => -130 + (n - 1) * 30;

/** An installment of the demo plan with its interest: $450.00 + $22.50. */
const installmentAmount = 47250;

/**
 * The demo student's inbox, 34 messages of what the rest of the demo data holds, newest first:
 * 25 unread, 5 read, and the 4 oldest archived. Every message states its facts and leads to them.
 */
export async function seedInbox(
  { tx, run, now }: Seed,
  ids: {
    studentId: number;
    envelopeId: number;
    currentCohort: number;
    proposedCohort: number;
    circleId: number;
    visa: { cardBrand: CardBrand; cardLast4: string };
  },
) {
  const cohortName = async (id: number) =>
    (await tx.query<{ name: string }>('SELECT name FROM cohorts WHERE id = $1', [id]))[0]!.name;
  // The circle meets twice, a week ago and in a week: each meeting told two days before.
  const meetings = await tx.query<{ name: string; starts_at: string }>(
    `SELECT c.name, s.starts_at FROM coaching_circles c JOIN coaching_circle_sessions s ON s.circle_id = c.id
       WHERE c.id = $1 ORDER BY s.starts_at`,
    [ids.circleId],
  );
  // The first 16 modules of the program's course, one a week, the newest today.
  const modules = await tx.query<{
    id: number;
    title: string;
    course_id: number;
    course_title: string;
  }>(
    `SELECT m.id, m.title, c.id AS course_id, c.title AS course_title
       FROM modules m JOIN courses c ON c.id = m.course_id
       WHERE c.title = 'Health Coach Training Program' AND m.position < 16 ORDER BY m.position`,
  );
  const currentCohort = await cohortName(ids.currentCohort);

  const dated: [number, InboxMessage][] = [
    [-166, inboxMessage('ENROLLMENT_COMPLETED', { cohortName: currentCohort })],
    [-150, inboxMessage('PROFILE_INCOMPLETE', {})],
    [-160, inboxMessage('PAYMENT_RECEIVED', { amount: 60000, ...ids.visa })],
    ...[1, 2, 3, 4].map((n): [number, InboxMessage] => [
      installmentDueOffset(n),
      inboxMessage('PAYMENT_RECEIVED', { amount: installmentAmount, ...ids.visa }),
    ]),
    // A reminder ten days before each installment, the sixth (due in three weeks) yesterday.
    ...[1, 2, 3, 4, 5, 6].map((n): [number, InboxMessage] => [
      n === 6 ? -1 : installmentDueOffset(n) - 10,
      inboxMessage('INSTALLMENT_DUE', {
        installment: n,
        amount: installmentAmount,
        dueDate: isoDay(now, installmentDueOffset(n)),
      }),
    ]),
    [
      installmentDueOffset(5),
      inboxMessage('PAYMENT_FAILED', { amount: installmentAmount, ...ids.visa }),
    ],
    ...modules.map((m, position): [number, InboxMessage] => [
      (position - 15) * 7,
      inboxMessage('MODULE_AVAILABLE', {
        courseId: m.course_id,
        courseTitle: m.course_title,
        moduleId: m.id,
        moduleTitle: m.title,
      }),
    ]),
    ...meetings.map((meeting): [number, InboxMessage] => [
      Math.round((Date.parse(meeting.starts_at) - now) / 86_400_000) - 2,
      inboxMessage('COACHING_CIRCLE_MEETING', {
        circleName: meeting.name,
        startsAt: meeting.starts_at,
      }),
    ]),
    [
      -3,
      inboxMessage('AGREEMENT_TO_SIGN', { agreementId: ids.envelopeId, cohortName: currentCohort }),
    ],
    [-3, inboxMessage('TRANSFER_PROPOSED', { cohortName: await cohortName(ids.proposedCohort) })],
  ];
  const newestFirst = dated.sort(([a], [b]) => b - a);
  for (const [rank, [offset, message]] of newestFirst.entries()) {
    const status = rank < 25 ? (rank % 2 ? 'DELIVERED' : 'SENT') : 'READ';
    const createdAt = isoTime(now, offset, -1);
    await run(
      `INSERT INTO communication_intents (student_id, channel, status, archived, type, parameters, link, read_at, created_at)
         VALUES ($1, 'INBOX', $2, $3, $4, $5, $6, $7, $8)`,
      [
        ids.studentId,
        status,
        rank >= 30,
        message.type,
        JSON.stringify(message.parameters),
        message.link,
        status === 'READ' ? createdAt : null,
        createdAt,
      ],
    );
  }
}
