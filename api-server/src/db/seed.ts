import { hashPassword } from '../auth/passwords.js';
import { textPdf } from '../files/pdf.js';
import type { Services } from '../services.js';
import type { SqlValue } from './database.js';

export const demoPassword = 'Welcome2026';

export const demoEmails = {
  student: 'student@demo.test',
  unverified: 'unverified@demo.test',
  studentCoach: 'student.coach@demo.test',
  coach: 'coach@demo.test',
} as const;

const day = 86_400_000;

/** `YYYY-MM-DD` of the UTC day `offsetDays` from now. */
function isoDay(now: number, offsetDays: number): string {
  return new Date(now + offsetDays * day).toISOString().slice(0, 10);
}

function isoTime(now: number, offsetDays: number, hours = 0): string {
  return new Date(now + offsetDays * day + hours * 3_600_000).toISOString();
}

/** The UTC day `offsetDays` from now at `hour` o'clock UTC: appointments start on the hour. */
function onTheHour(now: number, offsetDays: number, hour: number): Date {
  const start = new Date(now + offsetDays * day);
  start.setUTCHours(hour, 0, 0, 0);
  return start;
}

/**
 * Seeds the demo accounts and everything their screens show, once: a second call finds
 * student@demo.test and does nothing. Dates are relative to today so past-due rows stay past due.
 */
export async function seedDemoData(services: Services): Promise<boolean> {
  const { db, clock, cards, files } = services;
  const [existing] = await db.query('SELECT 1 FROM users WHERE email = $1', [demoEmails.student]);
  if (existing) return false;
  const now = clock.now();
  const passwordHash = await hashPassword(demoPassword);
  const agreement = textPdf('Enrollment agreement', [
    'Health Coach Training Program, online cohort.',
    'Tuition $6,000.00: a deposit of $600.00, then 12 monthly installments of $472.50,',
    'with interest at 5 % a year.',
    'The first transfer to another cohort is free; later transfers cost up to $300.',
    'Sign to confirm you have read and accept these terms.',
  ]);
  const visa = cards.tokenize({ number: '4242424242424242', expMonth: 12, expYear: 2030 });
  const mastercard = cards.tokenize({ number: '5555555555554444', expMonth: 8, expYear: 2029 });

  await db.transaction(async (tx) => {
    const one = async (sql: string, params: readonly SqlValue[] = []) => {
      const [row] = await tx.query<{ id: number }>(sql, params);
      if (!row) throw new Error(`Seed statement returned nothing: ${sql}`);
      return row.id;
    };
    const run = (sql: string, params: readonly SqlValue[] = []) => tx.query(sql, params);

    const user = (email: string, verified: boolean, timeZone: string | null) =>
      one(
        'INSERT INTO users (email, password_hash, email_verified, time_zone) VALUES ($1, $2, $3, $4) RETURNING id',
        [email, passwordHash, verified, timeZone],
      );
    const student = (
      userId: number,
      first: string,
      last: string,
      extra: {
        gender?: string;
        birth?: string;
        phone?: string;
        language?: string;
        autoPay?: boolean;
      },
    ) =>
      one(
        `INSERT INTO students (user_id, first_name, last_name, gender, date_birth, mobile_phone, address, crm_id,
           lms_id, learning_platform_user_id, language, education_level, occupation, auto_pay)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'BACHELOR', 'Nurse', $12) RETURNING id`,
        [
          userId,
          first,
          last,
          extra.gender ?? null,
          extra.birth ?? null,
          extra.phone ?? null,
          JSON.stringify({
            country: 'United States',
            countryCode: 'US',
            state: 'New York',
            stateCode: 'NY',
            city: 'New York',
            zip: '10001',
            street1: '350 Fifth Avenue',
            formattedAddress: '350 Fifth Avenue, New York, NY 10001, United States',
          }),
          `CRM-${userId}`,
          `LMS-${userId}`,
          `LP-${userId}`,
          extra.language ?? 'EN',
          extra.autoPay ?? false,
        ],
      );

    // Accounts.
    const studentUser = await user(demoEmails.student, true, 'America/New_York');
    const unverifiedUser = await user(demoEmails.unverified, false, null);
    const studentCoachUser = await user(demoEmails.studentCoach, true, 'America/Chicago');
    const coachUser = await user(demoEmails.coach, true, 'America/Los_Angeles');
    const studentId = await student(studentUser, 'Alex', 'Rivera', {
      gender: 'NON_BINARY',
      birth: '1990-04-12',
      phone: '+12125550101',
      autoPay: true,
    });
    await student(unverifiedUser, 'Uma', 'Verde', {});
    const studentCoachId = await student(studentCoachUser, 'Sam', 'Okafor', {
      gender: 'MALE',
      birth: '1985-09-30',
      phone: '+13125550102',
    });
    const coachStudentId = await student(coachUser, 'Maria', 'Lopez', {
      gender: 'FEMALE',
      birth: '1982-02-17',
      phone: '+13105550103',
      language: 'ES',
    });

    const coachProfile = (intro: string, specializations: string[], languages: string[]) =>
      JSON.stringify({
        intro,
        specializations,
        focus: 'Nutrition',
        languages,
        hctpGraduatingClass: 'Spring 2021',
        showPhone: true,
        testCall: true,
        rateOfPay: 12000,
        socialNetworks: { linkedIn: 'https://www.linkedin.com/in/demo-coach' },
        coachWebConferenceUrl: 'https://meet.demo.test/coach',
        websiteUrl: 'https://coach.demo.test',
      });
    const coachId = await one(
      'INSERT INTO coaches (student_id, profile, subscription) VALUES ($1, $2, $3) RETURNING id',
      [
        coachStudentId,
        coachProfile(
          'I help busy parents build habits that last.',
          ['Weight management', 'Family nutrition'],
          ['EN', 'ES'],
        ),
        JSON.stringify({
          status: 'ACTIVE',
          plan: 'MONTHLY',
          price: 2900,
          currentPeriodEnd: isoDay(now, 20),
        }),
      ],
    );
    const studentCoachCoachId = await one(
      'INSERT INTO coaches (student_id, profile) VALUES ($1, $2) RETURNING id',
      [
        studentCoachId,
        coachProfile('New coach focusing on stress and sleep.', ['Stress', 'Sleep'], ['EN']),
      ],
    );

    // Lookups.
    const lookups: [string, string, string | null, string | null][] = [
      ['COUNTRY', 'US', 'United States', null],
      ['COUNTRY', 'MX', 'Mexico', null],
      ['COUNTRY', 'CA', 'Canada', null],
      ['STATE', 'NY', 'New York', 'US'],
      ['STATE', 'CA', 'California', 'US'],
      ['STATE', 'TX', 'Texas', 'US'],
      ['STATE', 'ON', 'Ontario', 'CA'],
      ['STATE', 'JAL', 'Jalisco', 'MX'],
      ['EDUCATION_LEVEL', 'HIGH_SCHOOL', 'High school', null],
      ['EDUCATION_LEVEL', 'BACHELOR', 'Bachelor', null],
      ['EDUCATION_LEVEL', 'MASTER', 'Master', null],
      ['OCCUPATION', 'Nurse', null, null],
      ['OCCUPATION', 'Teacher', null, null],
      ['OCCUPATION', 'Personal trainer', null, null],
      ['SPECIALIZATION', 'Weight management', null, null],
      ['SPECIALIZATION', 'Family nutrition', null, null],
      ['SPECIALIZATION', 'Stress', null, null],
      ['SPECIALIZATION', 'Sleep', null, null],
      ['FOCUS', 'Nutrition', null, null],
      ['FOCUS', 'Fitness', null, null],
      ['LANGUAGE', 'EN', 'English', null],
      ['LANGUAGE', 'ES', 'Spanish', null],
      ['TIME_ZONE', 'America/New_York', null, null],
      ['TIME_ZONE', 'America/Chicago', null, null],
      ['TIME_ZONE', 'America/Los_Angeles', null, null],
      ['TIME_ZONE', 'Europe/Madrid', null, null],
      ['PROGRAM_TRACK', 'HEALTH_COACH', 'Health coach certification', null],
      ['PROGRAM_TRACK', 'BUSINESS', 'Coaching business', null],
      ['PRODUCT_CATEGORY', 'BOOKS', 'Books', null],
      ['PRODUCT_CATEGORY', 'MEAL_PLANS', 'Meal plans', null],
      ['SERVICE_CATEGORY', 'ONE_TO_ONE', 'One-to-one coaching', null],
      ['SERVICE_CATEGORY', 'GROUP', 'Group coaching', null],
    ];
    for (const [type, value, label, parent] of lookups) {
      await run('INSERT INTO lookups (type, value, label, parent) VALUES ($1, $2, $3, $4)', [
        type,
        value,
        label,
        parent,
      ]);
    }

    // Cohorts and the plans offered for them.
    const cohort = (
      name: string,
      track: string,
      language: string,
      start: number,
      weeks: number,
      tuition: number,
    ) =>
      one(
        `INSERT INTO cohorts (name, program_track, language, start_date, graduation_date, tuition)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [name, track, language, isoDay(now, start), isoDay(now, start + weeks * 7), tuition],
      );
    const currentCohort = await cohort(
      'Health Coach Training, current cohort',
      'HEALTH_COACH',
      'EN',
      -150,
      52,
      600000,
    );
    const nextCohort = await cohort(
      'Health Coach Training, next cohort',
      'HEALTH_COACH',
      'EN',
      45,
      52,
      600000,
    );
    const spanishCohort = await cohort(
      'Formación de Health Coach, próxima cohorte',
      'HEALTH_COACH',
      'ES',
      60,
      52,
      550000,
    );
    await cohort('Coaching business essentials', 'BUSINESS', 'EN', 30, 12, 150000);
    const pastCohort = await cohort(
      'Health Coach Training, 2021 class',
      'HEALTH_COACH',
      'EN',
      -1500,
      52,
      500000,
    );
    const cohortsWithPlans = await tx.query<{ id: number }>(
      'SELECT id FROM cohorts WHERE start_date > $1',
      [isoDay(now, 0)],
    );
    for (const c of [...cohortsWithPlans, { id: currentCohort }]) {
      await run(
        `INSERT INTO plan_options (cohort_id, name, description, deposit_amount, installment_count, interest_rate_bps)
         VALUES ($1, 'Pay in full', 'One payment, no interest.', 0, 1, 0),
                ($1, '6 monthly installments', 'A deposit, then six payments.', 50000, 6, 0),
                ($1, '12 monthly installments', 'A deposit, then twelve payments.', 60000, 12, 500)`,
        [c.id],
      );
    }

    // Vouchers and promo codes.
    await run(
      `INSERT INTO vouchers (code, kind, amount, cohort_id, expires_on) VALUES
         ('WELCOME100', 'VOUCHER', 10000, NULL, $1),
         ('SUMMER2020', 'VOUCHER', 20000, NULL, $2),
         ('HCI-START', 'PROMO', 25000, $3, $1),
         ('HCI-OLD', 'PROMO', 25000, $3, $2)`,
      [isoDay(now, 365), isoDay(now, -400), nextCohort],
    );

    // Courses and modules: 48 modules in two courses, then a large one.
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
          `INSERT INTO modules (course_id, position, title, description, module_group, duration_minutes)
           VALUES ($1, $2, $3, $4, $5, $6)`,
          [
            courseId,
            m,
            `Module ${m + 1}: ${moduleTopics[m % moduleTopics.length]}`,
            `What you learn in module ${m + 1}.`,
            `Week ${Math.floor(m / perGroup) + 1}`,
            20 + (m % 4) * 10,
          ],
        );
      }
      await run(
        'INSERT INTO course_enrollments (student_id, course_id) VALUES ($1, $2), ($3, $2)',
        [studentId, courseId, studentCoachId],
      );
    }
    // The first 14 modules of course 1 done, the 15th half-way, 3 of course 2 done; 6 bookmarks.
    await run(
      `INSERT INTO module_progress (student_id, module_id, progress)
       SELECT $1, id, CASE WHEN position < 14 THEN 100 ELSE 50 END FROM modules WHERE course_id = $2 AND position < 15`,
      [studentId, courseIds[0]!],
    );
    await run(
      'INSERT INTO module_progress (student_id, module_id, progress) SELECT $1, id, 100 FROM modules WHERE course_id = $2 AND position < 3',
      [studentId, courseIds[1]!],
    );
    await run(
      'INSERT INTO module_bookmarks (student_id, module_id) SELECT $1, id FROM modules WHERE course_id = $2 AND position IN (2, 5, 9, 14, 20, 31)',
      [studentId, courseIds[0]!],
    );

    // A large course, 2,000 modules in 40 weeks, so the module list is tried at full size: the
    // first 75 done, the 76th half-way, a bookmark every 97th module.
    const libraryId = await one(
      'INSERT INTO courses (title, description, org_unit_id, start_date, end_date) VALUES ($1, $2, $3, $4, $5) RETURNING id',
      [
        'Health Coach Library',
        'Every recorded lesson, worksheet and case study of the program, week by week.',
        'OU-1002',
        isoDay(now, -60),
        isoDay(now, 300),
      ],
    );
    await run(
      `INSERT INTO modules (course_id, position, title, description, module_group, duration_minutes)
       SELECT $1, g, 'Lesson ' || (g + 1) || ': ' || ($2::text[])[g % cardinality($2::text[]) + 1],
              'Recording, notes and a short exercise for lesson ' || (g + 1) || '.',
              'Week ' || (g / 50 + 1), 15 + (g % 3) * 15
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

    // Awards: three earned, three available.
    const awardIds: number[] = [];
    for (const [title, criteria] of [
      ['First steps', 'Complete your first module.'],
      ['Week one wonder', 'Complete every module of week 1.'],
      ['Bookworm', 'Bookmark five modules.'],
      ['Halfway there', 'Complete half of the training program.'],
      ['Circle leader', 'Lead a coaching circle.'],
      ['Graduate', 'Complete the training program.'],
    ]) {
      awardIds.push(
        await one(
          'INSERT INTO awards (title, description, criteria) VALUES ($1, $2, $3) RETURNING id',
          [title!, `The ${title} award.`, criteria!],
        ),
      );
    }
    for (const [i, awardId] of awardIds.slice(0, 3).entries()) {
      await run(
        'INSERT INTO student_awards (student_id, award_id, earned_at) VALUES ($1, $2, $3)',
        [studentId, awardId, isoTime(now, -120 + i * 20)],
      );
    }

    // Enrollment: a completed application for the current cohort, a graduated one for the coach student.
    const applicationId = await one(
      `INSERT INTO applications (student_id, cohort_id, plan_option_id, status, created_at, updated_at, submitted_at)
       VALUES ($1, $2, (SELECT id FROM plan_options WHERE cohort_id = $2 AND installment_count = 12), 'COMPLETE', $3, $3, $3)
       RETURNING id`,
      [studentId, currentCohort, isoTime(now, -170)],
    );
    await run(
      `INSERT INTO applications (student_id, cohort_id, status, created_at, updated_at, submitted_at)
       VALUES ($1, $2, 'COMPLETE', $3, $3, $3)`,
      [studentCoachId, pastCohort, isoTime(now, -1520)],
    );

    // Payment methods: the Visa is the default.
    const visaId = await one(
      `INSERT INTO payment_methods (student_id, token, brand, last4, exp_month, exp_year, holder_name, fingerprint, is_default)
       VALUES ($1, $2, $3, $4, $5, $6, 'Alex Rivera', $7, true) RETURNING id`,
      [
        studentId,
        visa.token,
        visa.brand,
        visa.last4,
        visa.expMonth,
        visa.expYear,
        visa.fingerprint,
      ],
    );
    await run(
      `INSERT INTO payment_methods (student_id, token, brand, last4, exp_month, exp_year, holder_name, fingerprint, is_default)
       VALUES ($1, $2, $3, $4, $5, $6, 'Alex Rivera', $7, false)`,
      [
        studentId,
        mastercard.token,
        mastercard.brand,
        mastercard.last4,
        mastercard.expMonth,
        mastercard.expYear,
        mastercard.fingerprint,
      ],
    );

    // The payment plan: a deposit and 4 installments paid, one 20 days past due, one due in 10 days.
    // Its 5 % a year on the $ 5,400 financed over 12 months is $ 270: $ 22.50 on each installment.
    const planId = await one(
      `INSERT INTO payment_plans (student_id, application_id, cohort_id, name, net_tuition, deposit_amount,
         installment_amount, installment_count, interest_rate_bps, refund_voucher, created_at)
       VALUES ($1, $2, $3, '12 monthly installments', 600000, 60000, 47250, 12, 500, 10000, $4) RETURNING id`,
      [studentId, applicationId, currentCohort, isoTime(now, -170)],
    );
    for (let i = 0; i <= 12; i += 1) {
      const dueOffset = i === 0 ? -160 : -130 + (i - 1) * 30;
      const amount = i === 0 ? 60000 : 45000;
      const interest = i === 0 ? 0 : 2250;
      const paid = i <= 4 ? amount + interest : 0;
      await run(
        `INSERT INTO payment_schedule (plan_id, installment, due_date, amount_due, tax_amount, interest_amount, amount_paid, payment_method_id)
         VALUES ($1, $2, $3, $4, 0, $5, $6, $7)`,
        [planId, i, isoDay(now, dueOffset), amount, interest, paid, visaId],
      );
      if (paid) {
        await run(
          `INSERT INTO payments (student_id, plan_id, payment_method_id, type, amount, status, reference, created_at, settled_at)
           VALUES ($1, $2, $3, 'INSTALLMENT', $4, 'ACCEPTED', $5, $6, $6)`,
          [studentId, planId, visaId, paid, `ch_seed_${i}`, isoTime(now, dueOffset)],
        );
      }
    }

    // A pending transfer of the plan to the next cohort (the first transfer is free).
    await run(
      `INSERT INTO transfers (student_id, plan_id, from_cohort_id, to_cohort_id, installment_count, fee, requested_at)
       VALUES ($1, $2, $3, $4, 8, 0, $5)`,
      [studentId, planId, currentCohort, nextCohort, isoTime(now, -2)],
    );
    // An earlier proposal, still pending, to the Spanish-language cohort.
    await run(
      `INSERT INTO transfers (student_id, plan_id, from_cohort_id, to_cohort_id, installment_count, fee, requested_at)
       VALUES ($1, $2, $3, $4, 10, 0, $5)`,
      [studentId, planId, currentCohort, spanishCohort, isoTime(now, -3)],
    );

    // A pending signing request with a downloadable document, among the student's private files.
    const agreementFile = await files.writeGenerated(
      agreement,
      'application/pdf',
      services.media.ownerPrefix(studentUser),
    );
    await run(
      `INSERT INTO files (file_name, owner_user_id, content_type, size, original_name) VALUES ($1, $2, 'application/pdf', $3, 'enrollment-agreement.pdf')`,
      [agreementFile, studentUser, agreement.length],
    );
    const envelopeId = await one(
      `INSERT INTO envelopes (student_id, application_id, name, status, sent_at) VALUES ($1, $2, 'Enrollment agreement', 'SENT', $3) RETURNING id`,
      [studentId, applicationId, isoTime(now, -3)],
    );
    await run(
      'INSERT INTO envelope_documents (envelope_id, name, page_count, file_name) VALUES ($1, $2, 1, $3)',
      [envelopeId, 'Enrollment agreement', agreementFile],
    );

    // Account history and activity log.
    const history: [number, string, string, number | null][] = [
      [-170, 'APPLICATION', 'Application submitted', null],
      [-168, 'APPLICATION', 'Application reviewed by an advisor', null],
      [-166, 'ENROLLMENT', 'Enrolled in the current cohort', null],
      [-165, 'PAYMENT_PLAN', 'Payment plan: 12 monthly installments', 600000],
      [-165, 'AGREEMENT', 'Enrollment agreement signed', null],
      [-160, 'PAYMENT', 'Deposit paid', 60000],
      [-150, 'REFUND', 'Voucher WELCOME100 applied', 10000],
      [-130, 'PAYMENT', 'Installment 1 paid', 47250],
      [-100, 'PAYMENT', 'Installment 2 paid', 47250],
      [-70, 'PAYMENT', 'Installment 3 paid', 47250],
      [-40, 'PAYMENT', 'Installment 4 paid', 47250],
      [-10, 'NOTE', 'Installment 5 is past due', null],
      [-2, 'TRANSFER', 'Transfer to the next cohort requested', null],
    ];
    for (const [offset, type, description, amount] of history) {
      await run(
        'INSERT INTO account_history (student_id, application_id, event_date, type, description, amount, performed_by) VALUES ($1, $2, $3, $4, $5, $6, $7)',
        [
          studentId,
          applicationId,
          isoTime(now, offset),
          type,
          description,
          amount,
          type === 'NOTE' ? 'Advisor' : 'System',
        ],
      );
    }
    const activity: [string, string, string, string][] = [
      ['ACCOUNT', 'SIGN_IN', 'STUDENT', 'Signed in'],
      ['COURSE', 'MODULE_COMPLETED', 'STUDENT', 'Completed module 14'],
      ['COACHING', 'SESSION_NOTE', 'COACH', 'Coach added notes after the circle session'],
      ['COACHING', 'CIRCLE_JOINED', 'COACH', 'Added to a coaching circle'],
      ['PAYMENT', 'PAYMENT_FAILED', 'SYSTEM', 'Automatic payment of installment 5 failed'],
      ['COMMUNICATION', 'REMINDER', 'SYSTEM', 'Payment reminder sent'],
      ['ENROLLMENT', 'TRANSFER_REQUESTED', 'COACH', 'Advisor proposed a transfer'],
      ['COACHING', 'CHECK_IN', 'COACH', 'Weekly check-in completed'],
    ];
    for (const [i, [category, type, source, description]] of activity.entries()) {
      await run(
        'INSERT INTO activity_log (student_id, category, type, source, description, actor_name, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)',
        [
          studentId,
          category,
          type,
          source,
          description,
          source === 'COACH' ? 'Maria Lopez' : null,
          isoTime(now, -30 + i * 3),
        ],
      );
    }

    // The inbox: 25 unread, 5 read, 4 archived.
    for (let i = 0; i < 34; i += 1) {
      const status = i < 25 ? (i % 2 ? 'DELIVERED' : 'SENT') : 'READ';
      await run(
        `INSERT INTO communication_intents (student_id, channel, status, archived, subject, body, link, read_at, created_at)
         VALUES ($1, 'INBOX', $2, $3, $4, $5, $6, $7, $8)`,
        [
          studentId,
          status,
          i >= 30,
          inboxSubjects[i % inboxSubjects.length]!,
          'Open the portal for the details.',
          i % 3 === 0 ? '/settings/payment-information' : null,
          status === 'READ' ? isoTime(now, -i) : null,
          isoTime(now, -i, -1),
        ],
      );
    }
    await run('INSERT INTO communication_preferences (student_id) VALUES ($1), ($2), ($3)', [
      studentId,
      studentCoachId,
      coachStudentId,
    ]);

    // A coaching circle led by the student coach, the demo student a member.
    const circleId = await one(
      `INSERT INTO coaching_circles (leader_student_id, name, max_students, min_open_sessions) VALUES ($1, 'Mindful eating circle', 6, 1) RETURNING id`,
      [studentCoachId],
    );
    await run('INSERT INTO coaching_circle_members (circle_id, student_id) VALUES ($1, $2)', [
      circleId,
      studentId,
    ]);
    await run(
      `INSERT INTO coaching_circle_sessions (circle_id, starts_at, ends_at, status, attendee_student_ids)
       VALUES ($1, $2, $3, 'CLOSED', ARRAY[$6::integer]), ($1, $4, $5, 'OPEN', '{}')`,
      // At 6 PM in New York, the demo student's zone (7 PM in summer).
      [
        circleId,
        onTheHour(now, -7, 23).toISOString(),
        onTheHour(now, -7, 24).toISOString(),
        onTheHour(now, 7, 23).toISOString(),
        onTheHour(now, 7, 24).toISOString(),
        studentId,
      ],
    );

    // The coach: educations, certifications, products, a schedule, customers, sessions, purchases.
    for (const [institution, degree, field, start, end] of [
      ['Health Coach Institute', 'Certified Health Coach', 'Health coaching', 2020, 2021],
      ['University of California', 'BSc', 'Nutrition science', 2000, 2004],
    ] as const) {
      await run('INSERT INTO coach_educations (coach_id, data) VALUES ($1, $2)', [
        coachId,
        JSON.stringify({
          institution,
          degree,
          fieldOfStudy: field,
          startYear: start,
          endYear: end,
        }),
      ]);
    }
    await run('INSERT INTO coach_educations (coach_id, data) VALUES ($1, $2)', [
      studentCoachCoachId,
      JSON.stringify({
        institution: 'Health Coach Institute',
        degree: 'Certified Health Coach',
        startYear: 2021,
        endYear: 2022,
      }),
    ]);
    for (const [name, issuer, issued] of [
      ['Board Certified Health Coach', 'NBHWC', -900],
      ['Precision Nutrition Level 1', 'Precision Nutrition', -600],
    ] as const) {
      await run('INSERT INTO coach_certifications (coach_id, data) VALUES ($1, $2)', [
        coachId,
        JSON.stringify({
          name,
          issuer,
          issuedOn: isoDay(now, issued),
          credentialUrl: 'https://credentials.demo.test/verify',
        }),
      ]);
    }
    const product = (
      owner: number,
      type: string,
      title: string,
      price: number,
      unit: string,
      spec: object | null,
      published = true,
    ) =>
      one(
        `INSERT INTO coach_products (coach_id, type, title, description, price, price_unit, product_specification,
           service_specification, service_category_id, product_category_id, published)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
        [
          owner,
          type,
          title,
          `${title}, with Maria.`,
          price,
          unit,
          type === 'PRODUCT' ? JSON.stringify(spec) : null,
          type === 'SERVICE' ? JSON.stringify(spec) : null,
          type === 'SERVICE' ? 'ONE_TO_ONE' : null,
          type === 'PRODUCT' ? 'MEAL_PLANS' : null,
          published,
        ],
      );
    const discovery = await product(coachId, 'SERVICE', 'Discovery call', 0, 'SESSION', {
      session: { type: 'ONLINE', count: 1, duration: 30 },
    });
    const coaching = await product(
      coachId,
      'SERVICE',
      '8-week coaching package',
      96000,
      'PACKAGE',
      { session: { type: 'ONLINE', count: 8, duration: 60 } },
    );
    const inPerson = await product(coachId, 'SERVICE', 'In-person session', 15000, 'HOUR', {
      session: { type: 'IN_PERSON', count: 1, duration: 60 },
    });
    const mealPlan = await product(coachId, 'PRODUCT', 'Family meal plan', 4900, 'NONE', {
      colors: ['green', 'orange'],
    });
    await product(
      coachId,
      'SERVICE',
      'Group workshop (draft)',
      5000,
      'SESSION',
      { session: { type: 'ONLINE', count: 1, duration: 90 } },
      false,
    );
    await product(studentCoachCoachId, 'SERVICE', 'Sleep reset session', 8000, 'SESSION', {
      session: { type: 'ONLINE', count: 1, duration: 45 },
    });

    const scheduleId = await one(
      `INSERT INTO coach_schedules (coach_id, time_zone) VALUES ($1, 'America/New_York') RETURNING id`,
      [coachId],
    );
    for (let d = 1; d <= 5; d += 1) {
      await run(
        `INSERT INTO coach_availability (schedule_id, day_of_week, start_time, end_time) VALUES ($1, $2, '09:00', '12:00'), ($1, $2, '13:00', '17:00')`,
        [scheduleId, d],
      );
    }
    const customers: number[] = [];
    for (const [name, email] of [
      ['Jordan Smith', 'jordan.smith@customer.test'],
      ['Priya Patel', 'priya.patel@customer.test'],
      ['Chen Wei', 'chen.wei@customer.test'],
      ['Lucía Fernández', 'lucia.fernandez@customer.test'],
      ['Alex Rivera', demoEmails.student],
    ]) {
      customers.push(
        await one(
          'INSERT INTO coach_customers (coach_id, name, email) VALUES ($1, $2, $3) RETURNING id',
          [coachId, name!, email!],
        ),
      );
    }
    const sessions: [number, number, number, number, string][] = [
      [0, coaching, -14, 60, 'COMPLETED'],
      [1, discovery, -7, 30, 'COMPLETED'],
      [2, coaching, -3, 60, 'CANCELLED'],
      [0, coaching, 3, 60, 'SCHEDULED'],
      [3, inPerson, 5, 60, 'SCHEDULED'],
      [4, discovery, 8, 30, 'SCHEDULED'],
    ];
    for (const [customer, productId, offset, minutes, status] of sessions) {
      const start = onTheHour(now, offset, 15);
      await run(
        `INSERT INTO coach_sessions (coach_id, product_id, customer_id, starts_at, ends_at, status, delivery_mode, meeting_url)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          coachId,
          productId,
          customers[customer]!,
          start.toISOString(),
          new Date(start.getTime() + minutes * 60_000).toISOString(),
          status,
          productId === inPerson ? 'IN_PERSON' : 'ONLINE',
          productId === inPerson ? null : 'https://meet.demo.test/coach',
        ],
      );
    }
    const statuses = [
      'PAID',
      'PAID',
      'PAID',
      'PENDING',
      'REFUNDED',
      'PAID',
      'FAILED',
      'PAID',
      'PAID',
      'CANCELLED',
      'PAID',
      'PAID',
    ];
    const purchaseProducts = [coaching, mealPlan, inPerson, discovery];
    const prices = new Map([
      [coaching, 96000],
      [mealPlan, 4900],
      [inPerson, 15000],
      [discovery, 0],
    ]);
    for (const [i, status] of statuses.entries()) {
      const productId = purchaseProducts[i % purchaseProducts.length]!;
      await run(
        'INSERT INTO coach_product_purchases (coach_id, product_id, customer_id, amount, status, purchased_at) VALUES ($1, $2, $3, $4, $5, $6)',
        [
          coachId,
          productId,
          customers[i % customers.length]!,
          prices.get(productId)!,
          status,
          isoTime(now, -90 + i * 7),
        ],
      );
    }

    // The student coach's own sales: more paid ones than fit on a page, so the portal's
    // purchases can be filtered and paged.
    const sleepReset = await one(
      'SELECT id FROM coach_products WHERE coach_id = $1 ORDER BY id LIMIT 1',
      [studentCoachCoachId],
    );
    const studentCoachCustomers: number[] = [];
    for (const [name, email] of [
      ['Noor Haddad', 'noor.haddad@customer.test'],
      ['Tom Becker', 'tom.becker@customer.test'],
      ['Ana Souza', 'ana.souza@customer.test'],
    ]) {
      studentCoachCustomers.push(
        await one(
          'INSERT INTO coach_customers (coach_id, name, email) VALUES ($1, $2, $3) RETURNING id',
          [studentCoachCoachId, name!, email!],
        ),
      );
    }
    for (let i = 0; i < 14; i += 1) {
      await run(
        'INSERT INTO coach_product_purchases (coach_id, product_id, customer_id, amount, status, purchased_at) VALUES ($1, $2, $3, $4, $5, $6)',
        [
          studentCoachCoachId,
          sleepReset,
          studentCoachCustomers[i % studentCoachCustomers.length]!,
          8000,
          i % 5 === 4 ? 'REFUNDED' : 'PAID',
          isoTime(now, -60 + i * 4),
        ],
      );
    }
  });
  return true;
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

const inboxSubjects = [
  'Your next installment is due soon',
  'New module available',
  'Your coaching circle meets this week',
  'Please sign your enrollment agreement',
  'A transfer to the next cohort is waiting for you',
  'Payment received, thank you',
  'Reminder: complete your profile',
];
