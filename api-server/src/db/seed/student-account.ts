import type { SystemText, SystemTextKind } from '@hci/api-schema';
import {
  demoActivityLog,
  demoCommunicationPreferences,
  demoStudentCards,
  demoVouchers,
  type DemoDiscountCode,
} from '@hci/api-schema/demo-world';
import * as paymentMethodData from '../../data/payment-methods.js';
import { textPdf } from '../../files/pdf.js';
import type { Seed } from './context.js';
import { isoDay, isoTime, onTheHour } from './dates.js';
import { seedInbox } from './inbox.js';

/**
 * The demo student's account: enrollment, cards, the payment plan, transfers, a document to sign,
 * history, the inbox and a coaching circle.
 */
export async function seedStudentAccount(
  seed: Seed,
  ids: {
    studentUser: number;
    studentId: number;
    studentCoachId: number;
    coachStudentId: number;
    currentCohort: number;
    nextCohort: number;
    spanishCohort: number;
    pastCohort: number;
  },
) {
  const { tx, one, run, now, services } = seed;
  const { studentUser, studentId, studentCoachId, coachStudentId } = ids;
  const { currentCohort, nextCohort, spanishCohort, pastCohort } = ids;
  const { cards, files } = services;
  const agreement = textPdf('Enrollment agreement', [
    'Health Coach Training Program, online cohort.',
    'Tuition $6,000.00: a deposit of $600.00, then 12 monthly installments of $472.50,',
    'with interest at 5 % a year.',
    'The first transfer to another cohort is free; later transfers cost up to $300.',
    'Sign to confirm you have read and accept these terms.',
  ]);
  // The default card (the Visa) pays the plan.
  const storedCards = demoStudentCards.map((card) => ({ ...card, ...cards.tokenize(card) }));
  const visa = storedCards.find((card) => card.isDefault)!;
  // The welcome voucher's refund shows on the plan and in its history.
  const [welcome] = demoVouchers(isoDay(now, 0)) as [DemoDiscountCode];
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

  // Payment methods, stored as the API stores a card the processor tokenised.
  const cardIds: number[] = [];
  for (const card of storedCards) {
    const stored = await paymentMethodData.insertMethod(
      tx,
      studentId,
      card,
      card.holderName,
      card.isDefault,
    );
    cardIds.push(stored.id);
  }
  const visaId = cardIds[storedCards.indexOf(visa)]!;

  // The payment plan: a deposit and 4 installments paid, one 20 days past due, one due in 10 days.
  // Its 5 % a year on the $ 5,400 financed over 12 months is $ 270: $ 22.50 on each installment.
  const planId = await one(
    `INSERT INTO payment_plans (student_id, application_id, cohort_id, name, net_tuition, deposit_amount,
         installment_amount, installment_count, interest_rate_bps, refund_voucher, created_at)
       VALUES ($1, $2, $3, '12 monthly installments', 600000, 60000, 47250, 12, 500, $4, $5) RETURNING id`,
    [studentId, applicationId, currentCohort, welcome.amount, isoTime(now, -170)],
  );
  // Each paid row was paid by a payment of its own on its due date, which its receipt shows.
  const paymentOn = new Map<number, number>();
  for (let i = 0; i <= 12; i += 1) {
    const dueOffset = i === 0 ? -160 : -130 + (i - 1) * 30;
    const amount = i === 0 ? 60000 : 45000;
    const interest = i === 0 ? 0 : 2250;
    const paid = i <= 4 ? amount + interest : 0;
    const rowId = await one(
      `INSERT INTO payment_schedule (plan_id, installment, due_date, amount_due, tax_amount, interest_amount, amount_paid, payment_method_id)
         VALUES ($1, $2, $3, $4, 0, $5, $6, $7) RETURNING id`,
      [planId, i, isoDay(now, dueOffset), amount, interest, paid, visaId],
    );
    if (paid) {
      const paymentId = await one(
        `INSERT INTO payments (student_id, plan_id, payment_method_id, type, amount, status, reference, created_at, settled_at)
           VALUES ($1, $2, $3, 'INSTALLMENT', $4, 'ACCEPTED', $5, $6, $6) RETURNING id`,
        [studentId, planId, visaId, paid, `ch_seed_${i}`, isoTime(now, dueOffset)],
      );
      await run(
        'INSERT INTO payment_allocations (payment_id, schedule_row_id, amount) VALUES ($1, $2, $3)',
        [paymentId, rowId, paid],
      );
      paymentOn.set(dueOffset, paymentId);
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
    `INSERT INTO envelopes (student_id, application_id, kind, name, status, sent_at) VALUES ($1, $2, 'ENROLLMENT_AGREEMENT', 'Enrollment agreement', 'SENT', $3) RETURNING id`,
    [studentId, applicationId, isoTime(now, -3)],
  );
  await run(
    "INSERT INTO envelope_documents (envelope_id, kind, name, page_count, file_name) VALUES ($1, 'ENROLLMENT_AGREEMENT', $2, 1, $3)",
    [envelopeId, 'Enrollment agreement', agreementFile],
  );

  // Account history: what each line says is a kind and its facts.
  const history: [number, string, SystemTextKind, SystemText['params'], number | null][] = [
    [-170, 'APPLICATION', 'APPLICATION_SUBMITTED', {}, null],
    [-168, 'APPLICATION', 'APPLICATION_REVIEWED', {}, null],
    [-166, 'ENROLLMENT', 'ENROLLED', {}, null],
    [-165, 'PAYMENT_PLAN', 'PAYMENT_PLAN_CHOSEN', { installmentCount: 12 }, 600000],
    [-165, 'AGREEMENT', 'AGREEMENT_SIGNED', {}, null],
    [-160, 'PAYMENT', 'DEPOSIT_PAID', {}, 60000],
    [-150, 'REFUND', 'VOUCHER_APPLIED', { code: welcome.code }, welcome.amount],
    [-130, 'PAYMENT', 'INSTALLMENT_PAID', { installment: 1 }, 47250],
    [-100, 'PAYMENT', 'INSTALLMENT_PAID', { installment: 2 }, 47250],
    [-70, 'PAYMENT', 'INSTALLMENT_PAID', { installment: 3 }, 47250],
    [-40, 'PAYMENT', 'INSTALLMENT_PAID', { installment: 4 }, 47250],
    [-10, 'NOTE', 'INSTALLMENT_PAST_DUE', { installment: 5 }, null],
    [-2, 'TRANSFER', 'TRANSFER_REQUESTED', {}, null],
  ];
  for (const [offset, type, kind, params, amount] of history) {
    await run(
      'INSERT INTO account_history (student_id, application_id, event_date, type, kind, params, amount, payment_id, performed_by) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)',
      [
        studentId,
        applicationId,
        isoTime(now, offset),
        type,
        kind,
        JSON.stringify(params),
        amount,
        type === 'PAYMENT' ? (paymentOn.get(offset) ?? null) : null,
        type === 'NOTE' ? 'ADVISOR' : 'SYSTEM',
      ],
    );
  }
  for (const entry of demoActivityLog(isoDay(now, 0))) {
    await run(
      'INSERT INTO activity_log (student_id, category, type, source, kind, params, actor_name, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)',
      [
        studentId,
        entry.category,
        entry.type,
        entry.source,
        entry.description.kind,
        JSON.stringify(entry.description.params),
        entry.actorName ?? null,
        entry.createdAt,
      ],
    );
  }

  const { emailEnabled, smsEnabled, pushEnabled, topics } = demoCommunicationPreferences;
  await run(
    'INSERT INTO communication_preferences (student_id, email_enabled, sms_enabled, push_enabled, topics) VALUES ($1, $2, $3, $4, $5)',
    [studentId, emailEnabled, smsEnabled, pushEnabled, topics],
  );
  await run('INSERT INTO communication_preferences (student_id) VALUES ($1), ($2)', [
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
    // At 5 PM in Chicago, the demo student's zone (6 PM in summer).
    [
      circleId,
      onTheHour(now, -7, 23).toISOString(),
      onTheHour(now, -7, 24).toISOString(),
      onTheHour(now, 7, 23).toISOString(),
      onTheHour(now, 7, 24).toISOString(),
      studentId,
    ],
  );

  await seedInbox(seed, {
    studentId,
    envelopeId,
    currentCohort,
    proposedCohort: spanishCohort,
    circleId,
    visa: { cardBrand: 'VISA', cardLast4: visa.last4 },
  });
}
