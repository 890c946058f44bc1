import type { ActivityLogEntry, Award, CommunicationPreferences } from '@hci/api-schema';
import { demoCohorts } from './cohorts';
import { daysFrom, instantFrom } from './dates';
import { demoCoach, demoStudent, nameOf } from './people';

/** A course the demo student takes, with how far they are in it. */
export interface DemoCourse {
  title: string;
  description: string;
  orgUnitId: string;
  /** Its dates: those of the student's cohort when it is one of the cohort's courses. */
  startDate: string;
  endDate: string;
  /** Whether the student takes it with their cohort (so it runs on the cohort's dates). */
  withCohort: boolean;
  /** Its modules' titles, in order. */
  modules: readonly string[];
  /** How many modules, from the first, the student has finished. */
  completedModules: number;
  /** How far (percent) into the module after those the student is; 0 when not begun. */
  currentModuleProgress: number;
  /** The positions (0 first) of the modules the student bookmarked. */
  bookmarks: readonly number[];
}

/** Two modules make a week of a course. */
export const demoModuleWeek = (position: number) => Math.floor(position / 2) + 1;

/** What a module teaches, by its title; none for a module the demo world does not describe. */
export const demoModuleDescription = (title: string): string | undefined =>
  moduleDescriptions[title];

/** What each demo module teaches, by its title, as the course's author wrote it. */
const moduleDescriptions: Record<string, string> = {
  'What a health coach does':
    'The role, what sets it apart from dietitians and therapists, and a day in a coach’s week.',
  'Bio-individuality': 'Why no single diet suits everyone, and how to help clients find theirs.',
  'Macronutrients without the jargon':
    'Protein, fats and carbohydrates in plain words you can use with clients.',
  'Hydration and energy': 'How water, caffeine and meal timing shape energy through the day.',
  'The science of habits': 'Cues, routines and rewards, and why small changes last longer.',
  'Sleep and stress': 'How sleep and stress feed each other, and the first changes to suggest.',
  'Motivational interviewing':
    'Open questions, reflections and summaries that help clients talk themselves into change.',
  'Powerful questions': 'Questions that move a session forward, and the ones that stall it.',
  'Setting SMART goals with clients':
    'Turning “eat better” into a goal that is specific, measurable and within reach.',
  'Emotional eating': 'Recognising eating for comfort, and gentle ways to respond to it.',
  'Movement for every body': 'Encouraging activity that fits each client’s body, time and taste.',
  'Your first practice session':
    'A full session with a classmate, from the opening question to the agreed next step.',
  'Your coaching niche': 'Choosing the people you serve best, and saying it in one sentence.',
  'Pricing packages': 'Building packages clients understand, and prices that keep you going.',
  'The discovery call': 'A free first call that helps a client decide, without a hard sell.',
  'Marketing with integrity': 'Reaching clients with honest claims and stories told with consent.',
  'Scope of practice and ethics':
    'What a coach may and may not advise, and when to refer a client on.',
  'Client agreements': 'What a coaching agreement covers: sessions, payments, cancellations.',
  'Tracking client progress': 'Simple records that show clients how far they have come.',
  'Growing by referral': 'Asking happy clients and fellow professionals to pass your name on.',
  'Welcome to the institute': 'Who we are, how the program runs and where to find help.',
  'Using the learning platform': 'Finding modules, marking them complete and keeping bookmarks.',
  'Meet your circle': 'How coaching circles work, and what to bring to your first meeting.',
  'Study plan': 'Planning your weeks so the program fits around work and family.',
};

/** A module takes half an hour, three quarters or an hour, in turn. */
export const demoModuleMinutes = (position: number) => 30 + (position % 3) * 15;

/**
 * The demo student's courses on `today`: the program's foundations with the spring cohort, seven
 * of twelve modules done and the eighth begun; the business course, on its own later dates, not
 * begun; and the orientation, finished the week before the cohort started.
 */
export function demoCourses(today: string) {
  const cohort = demoCohorts(today).current;
  const foundations: DemoCourse = {
    title: 'Health Coach Training Program: Foundations',
    description:
      'The core curriculum: nutrition science, habit change and the coaching conversation.',
    orgUnitId: 'OU-HCTP-101',
    startDate: cohort.startDate,
    endDate: cohort.graduationDate,
    withCohort: true,
    modules: [
      'What a health coach does',
      'Bio-individuality',
      'Macronutrients without the jargon',
      'Hydration and energy',
      'The science of habits',
      'Sleep and stress',
      'Motivational interviewing',
      'Powerful questions',
      'Setting SMART goals with clients',
      'Emotional eating',
      'Movement for every body',
      'Your first practice session',
    ],
    completedModules: 7,
    currentModuleProgress: 40,
    bookmarks: [2, 7],
  };
  const business: DemoCourse = {
    title: 'The Business of Coaching',
    description: 'Find your first clients, price your packages and run discovery calls.',
    orgUnitId: 'OU-HCTP-201',
    startDate: daysFrom(today, 34),
    endDate: cohort.graduationDate,
    withCohort: false,
    modules: [
      'Your coaching niche',
      'Pricing packages',
      'The discovery call',
      'Marketing with integrity',
      'Scope of practice and ethics',
      'Client agreements',
      'Tracking client progress',
      'Growing by referral',
    ],
    completedModules: 0,
    currentModuleProgress: 0,
    bookmarks: [1],
  };
  const orientation: DemoCourse = {
    title: 'Orientation',
    description: 'How the program works, the learning platform and your coaching circle.',
    orgUnitId: 'OU-HCTP-001',
    startDate: daysFrom(today, -85),
    endDate: daysFrom(today, -79),
    withCohort: false,
    modules: [
      'Welcome to the institute',
      'Using the learning platform',
      'Meet your circle',
      'Study plan',
    ],
    completedModules: 4,
    currentModuleProgress: 0,
    bookmarks: [],
  };
  return { foundations, business, orientation };
}

/** The student's progress (percent) in the module at `position` of the course. */
export const demoModuleProgress = (course: DemoCourse, position: number) =>
  position < course.completedModules
    ? 100
    : position === course.completedModules
      ? course.currentModuleProgress
      : 0;

/** An award the demo student can earn: earned already when it has a date. */
export type DemoAward = Pick<Award, 'kind' | 'params' | 'earnedAt'>;

/**
 * The awards on `today`: the demo student earned five since January and has four to earn. The
 * learning ones (first module, a week done, halfway) are what a new student earns by learning.
 */
export function demoAwards(today: string): DemoAward[] {
  const { foundations, business } = demoCourses(today);
  return [
    { kind: 'ORIENTATION_COMPLETED', params: {}, earnedAt: instantFrom(today, -80, '18:20') },
    { kind: 'PRACTICE_SESSION_LED', params: {}, earnedAt: instantFrom(today, -42, '02:05') },
    {
      kind: 'COURSE_MODULES_COMPLETED',
      params: { count: 6, course: foundations.title },
      earnedAt: instantFrom(today, -19, '21:40'),
    },
    { kind: 'COURSE_COMPLETED', params: { course: foundations.title } },
    { kind: 'COURSE_COMPLETED', params: { course: business.title } },
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
