import { demoAwards } from '@hci/demo-world';
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
  // Courses and modules: 48 modules in two courses, then a large one. The two run on the dates
  // of the cohort each student takes them with.
  const courseIds: number[] = [];
  const courseSpecs = [
    { title: 'Health Coach Training Program', modules: 36, groups: 12 },
    { title: 'Building Your Coaching Business', modules: 12, groups: 4 },
  ];
  for (const [ci, spec] of courseSpecs.entries()) {
    const courseId = await one(
      'INSERT INTO courses (title, description, org_unit_id, start_date, end_date) VALUES ($1, $2, $3, $4, $5) RETURNING id',
      [
        spec.title,
        `${spec.title}: lessons, practice and assessments.`,
        `OU-${1000 + ci}`,
        isoDay(now, -150),
        isoDay(now, 214),
      ],
    );
    courseIds.push(courseId);
    const perGroup = spec.modules / spec.groups;
    for (let m = 0; m < spec.modules; m += 1) {
      await run(
        `INSERT INTO modules (course_id, position, title, description, week, duration_minutes)
           VALUES ($1, $2, $3, $4, $5, $6)`,
        [
          courseId,
          m,
          `Module ${m + 1}: ${moduleTopics[m % moduleTopics.length]}`,
          `What you learn in module ${m + 1}.`,
          Math.floor(m / perGroup) + 1,
          20 + (m % 4) * 10,
        ],
      );
    }
    await run(
      'INSERT INTO course_enrollments (student_id, course_id, cohort_id) VALUES ($1, $2, $3), ($4, $2, $5)',
      [studentId, courseId, currentCohort, studentCoachId, pastCohort],
    );
    // The training program is the health-coach cohorts' course; the business course theirs and
    // the business cohort's.
    await run(
      'INSERT INTO cohort_courses (cohort_id, course_id) SELECT id, $1 FROM cohorts WHERE program_track = ANY($2::text[])',
      [courseId, ci === 0 ? ['HEALTH_COACH'] : ['HEALTH_COACH', 'BUSINESS']],
    );
  }
  // On schedule, 78 days into the cohort's 179: the first 15 modules of course 1 done, the 16th
  // half-way (due tomorrow), 5 of course 2 done; 6 bookmarks.
  await run(
    `INSERT INTO module_progress (student_id, module_id, progress)
       SELECT $1, id, CASE WHEN position < 15 THEN 100 ELSE 50 END FROM modules WHERE course_id = $2 AND position < 16`,
    [studentId, courseIds[0]!],
  );
  await run(
    'INSERT INTO module_progress (student_id, module_id, progress) SELECT $1, id, 100 FROM modules WHERE course_id = $2 AND position < 5',
    [studentId, courseIds[1]!],
  );
  await run(
    'INSERT INTO module_bookmarks (student_id, module_id) SELECT $1, id FROM modules WHERE course_id = $2 AND position IN (2, 5, 9, 14, 20, 31)',
    [studentId, courseIds[0]!],
  );

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
