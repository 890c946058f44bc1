import type { Award, CommunicationPreferences } from '../schema';
import { instantFrom } from './dates';

/** An award the demo student can earn: earned already when it has a date. */
export type DemoAward = Pick<Award, 'kind' | 'params' | 'earnedAt'>;

/** The demo student's awards on `today`: three earned since January, three to earn. */
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
  ];
}

/** How the demo student chose to be told: e-mail and push, on payments, courses and circles. */
export const demoCommunicationPreferences: CommunicationPreferences = {
  emailEnabled: true,
  smsEnabled: false,
  pushEnabled: true,
  topics: ['PAYMENT_REMINDERS', 'COURSE_UPDATES', 'COACHING_CIRCLES'],
};
