import type { CircleSessionStatus, CoachingCircle } from '@hci/api-schema';
import { instantFrom } from './dates';

/** A student of the demo student's circle who has no other part in the demo world. */
export interface DemoCirclePeer {
  firstName: string;
  lastName: string;
  email: string;
}

/** The three students of the demo student's circle besides her. */
export const demoCirclePeers: DemoCirclePeer[] = [
  { firstName: 'Priya', lastName: 'Raman', email: 'priya.raman@example.org' },
  { firstName: 'Tomás', lastName: 'Ortega', email: 'tomas.ortega@example.org' },
  { firstName: 'Grace', lastName: 'Liu', email: 'grace.liu@example.org' },
];

/** A meeting of the circle; who attended, by their place among its members (0, the leader). */
export interface DemoCircleSession {
  startsAt: string;
  endsAt: string;
  status: CircleSessionStatus;
  attendees: number[];
}

export interface DemoCoachingCircle extends Pick<
  CoachingCircle,
  'name' | 'status' | 'maxStudents'
> {
  /** The open sessions the circle needs before it takes a new member (not in its view). */
  minOpenSessions: number;
  /** The members after the leader, the demo student, who is the first of them. */
  peers: DemoCirclePeer[];
  sessions: DemoCircleSession[];
}

/**
 * The circle the demo student leads on `today`: three peers, every other Tuesday at 5 PM in
 * Chicago (6 PM in summer), two meetings held (one missed by a peer) and two to come.
 */
export function demoCoachingCircle(today: string): DemoCoachingCircle {
  const meeting = (days: number, status: CircleSessionStatus, attendees: number[]) => ({
    startsAt: instantFrom(today, days, '23:00'),
    endsAt: instantFrom(today, days, '23:59'),
    status,
    attendees,
  });
  return {
    name: 'Tuesday evening circle',
    status: 'IN_PROGRESS',
    maxStudents: 6,
    minOpenSessions: 1,
    peers: demoCirclePeers,
    sessions: [
      meeting(-21, 'CLOSED', [0, 1, 2, 3]),
      meeting(-7, 'CLOSED', [0, 1, 3]),
      meeting(7, 'OPEN', []),
      meeting(21, 'OPEN', []),
    ],
  };
}
