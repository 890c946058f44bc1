import {
  demoAccountHistory,
  demoCohorts,
  demoActivityLog,
  demoCommunicationPreferences,
  demoEnrolledOn,
  demoEnvelopes,
  demoPlanOption,
  demoPlanRows,
  demoPlanTerms,
  demoPlanVoucher,
  demoStudent,
  demoStudentCards,
  demoTransferCohort,
  demoTransfers,
  nameOf,
} from '@hci/demo-world';
import { envelopeSignable, planName } from '@hci/rules';
import * as paymentMethodData from '../../data/payment-methods.js';
import { agreementPdf, titledPdf, type AgreementTerms } from '../../files/agreement.js';
import type { Seed } from './context.js';
import { isoDay, isoTime } from './dates.js';
import { seedCoachingCircle } from './coaching-circles.js';
import { seedInbox } from './inbox.js';

/**
 * The demo student's account: enrollment, cards, the payment plan, transfers, the envelopes,
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
    pastCohort: number;
  },
) {
  const { tx, one, run, now, services } = seed;
  const { studentUser, studentId, studentCoachId, coachStudentId } = ids;
  const { currentCohort, pastCohort } = ids;
  const { cards, files } = services;
  const today = isoDay(now, 0);
  const terms = demoPlanTerms(today);
  // The agreement the student was sent, as the API writes one for the plan they chose.
  const cohort = demoCohorts(today).current;
  const agreement: AgreementTerms = {
    studentName: nameOf(demoStudent),
    cohortName: cohort.name,
    startDate: cohort.startDate,
    graduationDate: cohort.graduationDate,
    plan: planName('ENROLLMENT', {
      installmentCount: demoPlanOption.count,
      depositAmount: demoPlanOption.deposit,
    }),
    tuition: cohort.tuition,
    // The demo student enrolled without a voucher or promo code.
    discounts: [],
    terms,
  };
  // The default card (the Visa) pays the plan.
  const storedCards = demoStudentCards.map((card) => ({ ...card, ...cards.tokenize(card) }));
  const visa = storedCards.find((card) => card.isDefault)!;
  // The welcome voucher's refund shows on the plan and in its history.
  const welcome = demoPlanVoucher(today);
  const enrolledAt = `${demoEnrolledOn(today)}T15:00:00Z`;
  // Enrollment: a completed application for the current cohort, a graduated one for the coach student.
  const applicationId = await one(
    `INSERT INTO applications (student_id, cohort_id, plan_option_id, status, created_at, updated_at, submitted_at)
       VALUES ($1, $2, (SELECT id FROM plan_options WHERE cohort_id = $2 AND installment_count = $4), 'COMPLETE', $3, $3, $3)
       RETURNING id`,
    [studentId, currentCohort, enrolledAt, demoPlanOption.count],
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

  // The payment plan, as the demo world lays it out: each row due so far paid by a payment of its
  // own on its due day, which its receipt shows.
  const planId = await one(
    `INSERT INTO payment_plans (student_id, application_id, cohort_id, name, net_tuition, deposit_amount,
         installment_amount, installment_count, interest_rate_bps, refund_voucher, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
    [
      studentId,
      applicationId,
      currentCohort,
      demoPlanOption.name,
      terms.totalOwed,
      terms.depositAmount,
      terms.installmentAmount,
      terms.installmentCount,
      demoPlanOption.rateBps,
      welcome.amount,
      enrolledAt,
    ],
  );
  const paymentOf = new Map<number, number>();
  for (const row of demoPlanRows(today)) {
    const paid = row.paidAt ? row.amountDue + row.interestAmount : 0;
    const rowId = await one(
      `INSERT INTO payment_schedule (plan_id, installment, due_date, amount_due, tax_amount, interest_amount, amount_paid, capture_method, payment_method_id)
         VALUES ($1, $2, $3, $4, 0, $5, $6, $7, $8) RETURNING id`,
      [
        planId,
        row.installment,
        row.dueDate,
        row.amountDue,
        row.interestAmount,
        paid,
        row.captureMethod,
        visaId,
      ],
    );
    if (!row.paidAt) continue;
    const paymentId = await one(
      `INSERT INTO payments (student_id, plan_id, payment_method_id, type, amount, status, reference, created_at, settled_at)
         VALUES ($1, $2, $3, 'INSTALLMENT', $4, 'ACCEPTED', $5, $6, $6) RETURNING id`,
      [studentId, planId, visaId, paid, `ch_seed_${row.installment}`, row.paidAt],
    );
    await run(
      'INSERT INTO payment_allocations (payment_id, schedule_row_id, amount) VALUES ($1, $2, $3)',
      [paymentId, rowId, paid],
    );
    paymentOf.set(row.installment, paymentId);
  }

  // The transfers of the plan the student asked for (the first transfer is free).
  for (const transfer of demoTransfers(today)) {
    await run(
      `INSERT INTO transfers (student_id, plan_id, from_cohort_id, to_cohort_id, installment_count, fee, status, requested_at, decided_at)
         VALUES ($1, $2, $3, (SELECT id FROM cohorts WHERE name = $4), $5, 0, $6, $7, $8)`,
      [
        studentId,
        planId,
        currentCohort,
        demoTransferCohort(today, transfer).name,
        transfer.installmentCount,
        transfer.status,
        transfer.requestedAt,
        transfer.status === 'PENDING' ? null : transfer.requestedAt,
      ],
    );
  }

  // The envelopes of the demo world, each document a file of the student's; the agreement is the
  // one the API writes for the plan, signed as the envelope says.
  let envelopeToSign: number | undefined;
  for (const envelope of [...demoEnvelopes(today)].reverse()) {
    const envelopeId = await one(
      `INSERT INTO envelopes (student_id, application_id, kind, name, status, signature_name, sent_at, completed_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [
        studentId,
        envelope.forEnrollment ? applicationId : null,
        envelope.kind,
        envelope.documents[0]!.title,
        envelope.status,
        envelope.signedBy ?? null,
        envelope.sentAt,
        envelope.completedAt ?? null,
      ],
    );
    if (envelopeSignable(envelope)) envelopeToSign = envelopeId;
    const { language, timeZone } = demoStudent;
    for (const document of envelope.documents) {
      const isAgreement = document.kind === 'ENROLLMENT_AGREEMENT';
      const pdf = isAgreement
        ? await agreementPdf(
            agreement,
            language,
            envelope.signedBy && envelope.completedAt
              ? { name: envelope.signedBy, signedAt: envelope.completedAt, timeZone, envelopeId }
              : undefined,
          )
        : await titledPdf(document.title, document.pageCount);
      const fileName = await files.writeGenerated(
        pdf,
        'application/pdf',
        services.media.ownerPrefix(studentUser),
      );
      await run(
        `INSERT INTO files (file_name, owner_user_id, content_type, size, original_name) VALUES ($1, $2, 'application/pdf', $3, $4)`,
        [fileName, studentUser, pdf.length, `${document.title}.pdf`],
      );
      await run(
        `INSERT INTO envelope_documents (envelope_id, kind, name, page_count, file_name, agreement, language)
           VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [
          envelopeId,
          document.kind,
          document.title,
          document.pageCount,
          fileName,
          isAgreement ? JSON.stringify(agreement) : null,
          isAgreement ? language : null,
        ],
      );
    }
  }

  // Account history: what each line says is a kind and its facts.
  for (const event of demoAccountHistory(today)) {
    await run(
      'INSERT INTO account_history (student_id, application_id, event_date, type, kind, params, amount, payment_id, performed_by) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)',
      [
        studentId,
        applicationId,
        event.at,
        event.type,
        event.description.kind,
        JSON.stringify(event.description.params),
        event.amount ?? null,
        event.installment === undefined ? null : (paymentOf.get(event.installment) ?? null),
        event.performedBy,
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

  const circleId = await seedCoachingCircle(seed, { studentId });

  await seedInbox(seed, {
    studentId,
    envelopeId: envelopeToSign!,
    circleId,
  });
}
