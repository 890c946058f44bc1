import type { ActivityLogEntry, Award, CommunicationPreferences } from '@hci/api-schema';
import { instantFrom } from './dates';
import { demoCoach, demoStudent, nameOf } from './people';

/** An award the demo student can earn: earned already when it has a date. */
export type DemoAward = Pick<Award, 'kind' | 'params' | 'earnedAt'>;

/**
 * The awards on `today`: the demo student earned five since January and has four to earn. The
 * learning ones (first module, a week done, halfway) are what a new student earns by learning.
 */
export function demoAwards(today: string): DemoAward[] {
  const foundations = 'Health Coach Training Program: Foundations';
  return [
    { kind: 'ORIENTATION_COMPLETED', params: {}, earnedAt: instantFrom(today, -80, '18:20') },
    { kind: 'PRACTICE_SESSION_LED', params: {}, earnedAt: instantFrom(today, -42, '02:05') },
    {
      kind: 'COURSE_MODULES_COMPLETED',
      params: { count: 6, course: foundations },
      earnedAt: instantFrom(today, -19, '21:40'),
    },
    { kind: 'COURSE_COMPLETED', params: { course: foundations } },
    { kind: 'COURSE_COMPLETED', params: { course: 'The Business of Coaching' } },
    { kind: 'CIRCLE_SESSIONS_ATTENDED', params: { count: 8 } },
    { kind: 'FIRST_MODULE', params: {}, earnedAt: instantFrom(today, -78, '20:10') },
    { kind: 'WEEK_COMPLETED', params: { week: 1 }, earnedAt: instantFrom(today, -72, '19:30') },
    { kind: 'PROGRAM_HALFWAY', params: {} },
  ];
}

/** How the demo student chose to be told: e-mail and push, on payments, courses and circles. */
export const demoCommunicationPreferences: CommunicationPreferences = {
  emailEnabled: true,
  smsEnabled: false,
  pushEnabled: true,
  topics: ['PAYMENT_REMINDERS', 'COURSE_UPDATES', 'COACHING_CIRCLES'],
};

/**
 * The demo student's activity on `today`, newest first, one entry a day at 11:00 UTC: in turn a
 * coach's session note, a module completed and the contact details updated, each by the coach and
 * the student alternately.
 */
export function demoActivityLog(today: string): Omit<ActivityLogEntry, 'id'>[] {
  return Array.from({ length: 12 }, (_, index) => {
    const byCoach = index % 2 === 0;
    const turns: Pick<ActivityLogEntry, 'category' | 'type' | 'description'>[] = [
      {
        category: 'COACHING',
        type: 'SESSION_NOTE',
        description: { kind: 'SESSION_NOTE_ADDED', params: {} },
      },
      {
        category: 'COURSE',
        type: 'MODULE_COMPLETED',
        description: { kind: 'MODULE_COMPLETED', params: { moduleNumber: 12 - index } },
      },
      {
        category: 'ACCOUNT',
        type: 'PROFILE_UPDATED',
        description: { kind: 'CONTACT_INFO_UPDATED', params: {} },
      },
    ];
    return {
      ...turns[index % turns.length]!,
      source: byCoach ? 'COACH' : 'STUDENT',
      createdAt: instantFrom(today, -index, '11:00'),
      actorName: nameOf(byCoach ? demoCoach : demoStudent),
    };
  });
}
