import {
  demoAwards,
  demoCourses,
  demoModuleDescription,
  demoModuleMinutes,
  demoModuleProgress,
  demoModuleWeek,
  type DemoCourse,
} from '@hci/demo-world';
import type { Seed } from './context.js';
import { isoDay } from './dates.js';

/** Courses and modules (one of 2,000), the cohorts' courses, progress, bookmarks and awards. */
export async function seedLearning(
  { one, run, now }: Seed,
  {
    studentId,
    studentCoachId,
    currentCohort,
    pastCohort,
  }: { studentId: number; studentCoachId: number; currentCohort: number; pastCohort: number },
) {
  // The demo world's courses: the program's foundations, with the cohort each student takes it
  // with (the demo student's current one, the student coach's past one) and opened to every
  // health-coach cohort; the business course, the business cohort's, which the demo student takes
  // on its own later dates; and the orientation, of no cohort.
  const { foundations, business, orientation } = demoCourses(isoDay(now, 0));
  const tracks = new Map<DemoCourse, string[]>([
    [foundations, ['HEALTH_COACH']],
    [business, ['BUSINESS']],
    [orientation, []],
  ]);
  for (const [course, courseTracks] of tracks) {
    const courseId = await one(
      'INSERT INTO courses (title, description, org_unit_id, start_date, end_date) VALUES ($1, $2, $3, $4, $5) RETURNING id',
      [course.title, course.description, course.orgUnitId, course.startDate, course.endDate],
    );
    for (const [position, title] of course.modules.entries()) {
      const moduleId = await one(
        `INSERT INTO modules (course_id, position, title, description, week, duration_minutes)
           VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [
          courseId,
          position,
          title,
          demoModuleDescription(title) ?? null,
          demoModuleWeek(position),
          demoModuleMinutes(position),
        ],
      );
      const progress = demoModuleProgress(course, position);
      if (progress > 0)
        await run(
          'INSERT INTO module_progress (student_id, module_id, progress) VALUES ($1, $2, $3)',
          [studentId, moduleId, progress],
        );
      if (course.bookmarks.includes(position))
        await run('INSERT INTO module_bookmarks (student_id, module_id) VALUES ($1, $2)', [
          studentId,
          moduleId,
        ]);
    }
    await run(
      'INSERT INTO course_enrollments (student_id, course_id, cohort_id) VALUES ($1, $2, $3)',
      [studentId, courseId, course.withCohort ? currentCohort : null],
    );
    if (course.withCohort)
      await run(
        'INSERT INTO course_enrollments (student_id, course_id, cohort_id) VALUES ($1, $2, $3)',
        [studentCoachId, courseId, pastCohort],
      );
    if (courseTracks.length === 0) continue;
    await run(
      'INSERT INTO cohort_courses (cohort_id, course_id) SELECT id, $1 FROM cohorts WHERE program_track = ANY($2::text[])',
      [courseId, courseTracks],
    );
  }

  // A large course of no cohort, on its own dates: 2,000 modules in 40 weeks, so the module list is
  // tried at full size. The first 75 done, the 76th half-way (due in 3 days), a bookmark every
  // 97th module.
  const libraryId = await one(
    'INSERT INTO courses (title, description, org_unit_id, start_date, end_date) VALUES ($1, $2, $3, $4, $5) RETURNING id',
    [
      'Health Coach Library',
      'Every recorded lesson, worksheet and case study of the program, week by week.',
      'OU-1002',
      isoDay(now, -10),
      isoDay(now, 350),
    ],
  );
  await run(
    `INSERT INTO modules (course_id, position, title, description, week, duration_minutes)
       SELECT $1, g, 'Lesson ' || (g + 1) || ': ' || ($2::text[])[g % cardinality($2::text[]) + 1],
              'Recording, notes and a short exercise for lesson ' || (g + 1) || '.',
              g / 50 + 1, 15 + (g % 3) * 15
       FROM generate_series(0, 1999) AS g`,
    [libraryId, moduleTopics],
  );
  await run('INSERT INTO course_enrollments (student_id, course_id) VALUES ($1, $2), ($3, $2)', [
    studentId,
    libraryId,
    studentCoachId,
  ]);
  await run(
    `INSERT INTO module_progress (student_id, module_id, progress)
       SELECT $1, id, CASE WHEN position < 75 THEN 100 ELSE 50 END FROM modules WHERE course_id = $2 AND position < 76`,
    [studentId, libraryId],
  );
  await run(
    'INSERT INTO module_bookmarks (student_id, module_id) SELECT $1, id FROM modules WHERE course_id = $2 AND position % 97 = 3',
    [studentId, libraryId],
  );

  // Awards: five earned, four available; new students earn the learning ones as they learn.
  for (const award of demoAwards(isoDay(now, 0))) {
    const awardId = await one('INSERT INTO awards (kind, params) VALUES ($1, $2) RETURNING id', [
      award.kind,
      JSON.stringify(award.params),
    ]);
    if (award.earnedAt)
      await run(
        'INSERT INTO student_awards (student_id, award_id, earned_at) VALUES ($1, $2, $3)',
        [studentId, awardId, award.earnedAt],
      );
  }
}

const moduleTopics = [
  'Foundations of health coaching',
  'Listening skills',
  'Motivational interviewing',
  'Nutrition basics',
  'Sleep and recovery',
  'Stress and resilience',
  'Movement for everyone',
  'Habit design',
  'Goal setting',
  'Working with families',
  'Ethics and scope of practice',
  'Client assessments',
];
