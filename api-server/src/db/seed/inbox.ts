import { demoAccountMessages, demoCourses } from '@hci/demo-world';
import type { InboxMessage } from '../../data/communication-intents.js';
import { inboxMessage } from '../../shared/inbox-messages.js';
import type { Seed } from './context.js';
import { isoDay, isoTime } from './dates.js';

/**
 * The demo student's inbox, newest first: the demo world's messages about the account, and those
 * about the modules and the circle seeded here; 25 unread, the oldest read and the last 4 archived.
 * Every message states its facts and leads to them.
 */
export async function seedInbox(
  { tx, run, now }: Seed,
  ids: {
    studentId: number;
    /** The envelope the student still has to sign. */
    envelopeId: number;
    circleId: number;
  },
) {
  // The circle's meetings, held and to come: each told two days before.
  const meetings = await tx.query<{ name: string; starts_at: string }>(
    `SELECT c.name, s.starts_at FROM coaching_circles c JOIN coaching_circle_sessions s ON s.circle_id = c.id
       WHERE c.id = $1 ORDER BY s.starts_at`,
    [ids.circleId],
  );
  // The modules of the orientation and of the program's foundations, one a week, the newest today.
  const { orientation, foundations } = demoCourses(isoDay(now, 0));
  const modules = await tx.query<{
    id: number;
    title: string;
    course_id: number;
    course_title: string;
  }>(
    `SELECT m.id, m.title, c.id AS course_id, c.title AS course_title
       FROM modules m JOIN courses c ON c.id = m.course_id
       WHERE c.title = ANY($1::text[]) ORDER BY c.start_date, m.position`,
    [[orientation.title, foundations.title]],
  );

  const day = (offset: number) => isoTime(now, offset, -1);
  const dated: [string, InboxMessage][] = [
    ...demoAccountMessages(isoDay(now, 0), { agreementToSign: ids.envelopeId }).map(
      ({ sentAt, ...message }): [string, InboxMessage] => [sentAt, message],
    ),
    [day(-150), inboxMessage('PROFILE_INCOMPLETE', {})],
    ...modules.map((m, position): [string, InboxMessage] => [
      day((position - modules.length + 1) * 7),
      inboxMessage('MODULE_AVAILABLE', {
        courseId: m.course_id,
        courseTitle: m.course_title,
        moduleId: m.id,
        moduleTitle: m.title,
      }),
    ]),
    // Only the notices sent by today: one still to come is not in the inbox yet.
    ...meetings.flatMap((meeting): [string, InboxMessage][] => {
      const toldOn = Math.round((Date.parse(meeting.starts_at) - now) / 86_400_000) - 2;
      if (toldOn > 0) return [];
      const notice = inboxMessage('COACHING_CIRCLE_MEETING', {
        circleName: meeting.name,
        startsAt: meeting.starts_at,
      });
      return [[day(toldOn), notice]];
    }),
  ];
  const newestFirst = dated.sort(([a], [b]) => Date.parse(b) - Date.parse(a));
  for (const [rank, [createdAt, message]] of newestFirst.entries()) {
    const status = rank < 25 ? (rank % 2 ? 'DELIVERED' : 'SENT') : 'READ';
    await run(
      `INSERT INTO communication_intents (student_id, channel, status, archived, type, parameters, link, read_at, created_at)
         VALUES ($1, 'INBOX', $2, $3, $4, $5, $6, $7, $8)`,
      [
        ids.studentId,
        status,
        rank >= newestFirst.length - 4,
        message.type,
        JSON.stringify(message.parameters),
        message.link,
        status === 'READ' ? createdAt : null,
        createdAt,
      ],
    );
  }
}
