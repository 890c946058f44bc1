import { demoCoachingCircle } from '@hci/demo-world';
import type { Seed } from './context.js';
import { isoDay } from './dates.js';

/**
 * The coaching circle the demo student leads, as the demo world has it: its peers get accounts of
 * their own (the demo password, verified), so a member who does not lead can sign in. Answers the
 * circle's id.
 */
export async function seedCoachingCircle(
  { one, run, now, passwordHash }: Seed,
  { studentId }: { studentId: number },
): Promise<number> {
  const circle = demoCoachingCircle(isoDay(now, 0));
  const members = [studentId];
  for (const peer of circle.peers) {
    const userId = await one(
      'INSERT INTO users (email, password_hash, email_verified) VALUES ($1, $2, true) RETURNING id',
      [peer.email, passwordHash],
    );
    members.push(
      await one(
        'INSERT INTO students (user_id, first_name, last_name) VALUES ($1, $2, $3) RETURNING id',
        [userId, peer.firstName, peer.lastName],
      ),
    );
  }
  const circleId = await one(
    `INSERT INTO coaching_circles (leader_student_id, name, max_students, min_open_sessions, status)
       VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [studentId, circle.name, circle.maxStudents, circle.minOpenSessions, circle.status],
  );
  for (const member of members)
    await run('INSERT INTO coaching_circle_members (circle_id, student_id) VALUES ($1, $2)', [
      circleId,
      member,
    ]);
  for (const session of circle.sessions)
    await run(
      `INSERT INTO coaching_circle_sessions (circle_id, starts_at, ends_at, status, attendee_student_ids)
         VALUES ($1, $2, $3, $4, $5)`,
      [
        circleId,
        session.startsAt,
        session.endsAt,
        session.status,
        session.attendees.map((place) => members[place]!),
      ],
    );
  return circleId;
}
