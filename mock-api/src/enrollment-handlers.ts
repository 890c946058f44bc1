// Enrollment: cohorts and the plans they offer, vouchers and promo codes, applications, and the
// agreements (envelopes) signed along the way.
import type {
  CommunicationIntentParameters,
  CommunicationIntentType,
  EnrollmentApplication,
  EnrollmentApplicationInput,
  PaymentScheduleRow,
} from '@hci/api-schema';
import {
  agreementSigner,
  amountDueNow,
  applicationStepMessage,
  balance,
  checkCanJoin,
  checkCode,
  checkDraft,
  checkEnvelopeSignable,
  checkPromoCode,
  checkSignature,
  checkSubmittable,
  cohortRefusal,
  discountFor,
  enrollmentFinancing,
  enrollmentSchedule,
  envelopeTitle,
  lifecycle,
  offeredTerms,
  studentRecordFromApplication,
} from '@hci/rules';
import * as fixtures from './fixtures';
import { restatePlan } from './plan-view';
import {
  all,
  applyUpdate,
  demoNow,
  inboxMessage,
  notFound,
  page,
  type MockContext,
} from './mock-kit';

/**
 * A one-page PDF naming the document, so an agreement viewer has something real to show. ASCII
 * only, so string lengths are the byte offsets the cross-reference table needs.
 */
function documentPdf(title: string): string {
  const text = title.replace(/[^\x20-\x7e]|[()\\]/g, '');
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = body.length;
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return body;
}

export function enrollmentHandlers({ http, db, nextId }: MockContext) {
  const byCode = <Code extends { code: string }>(codes: readonly Code[], code?: string | null) =>
    code
      ? codes.find((candidate) => candidate.code.toUpperCase() === code.toUpperCase())
      : undefined;
  const voucherOf = (code?: string | null) => byCode(fixtures.vouchers, code);
  /** A promo code as the shared rules read a code: what it takes off is its amount. */
  const promoOf = (code?: string | null) => {
    const promo = byCode(fixtures.promoCodes, code);
    return promo && { ...promo, amount: promo.discount };
  };
  /** The steps as the draft keeps them: each group replaced whole, its members sent as null none. */
  const draftSteps = ({
    personalInfo,
    contactInfo,
    address,
    ...steps
  }: EnrollmentApplicationInput) => ({
    ...steps,
    ...(personalInfo && { personalInfo: applyUpdate({}, personalInfo) }),
    ...(contactInfo && { contactInfo: applyUpdate({}, contactInfo) }),
    ...(address && { address: applyUpdate({}, address) }),
  });

  /** Refuses a voucher or promo code the input names that is unknown, expired or for another cohort. */
  const checkCodes = (input: EnrollmentApplicationInput, cohortId?: number) => {
    if (input.voucherCode) checkCode(voucherOf(input.voucherCode), cohortId, fixtures.demoToday);
    if (input.promoCode) checkCode(promoOf(input.promoCode), cohortId, fixtures.demoToday);
  };

  /**
   * The student's applications to cohorts of the cohort's program, as the rule of who may join
   * reads them (the mocks know the program of the cohorts they list only).
   */
  const programApplications = (studentId: number, cohort: fixtures.OpenCohort) =>
    db.applications.flatMap((application) => {
      const applied = fixtures.cohorts.find((entry) => entry.id === application.cohortId);
      return application.studentId === studentId && applied?.programTrack === cohort.programTrack
        ? [{ status: application.status, graduationDate: applied.graduationDate }]
        : [];
    });

  /** Refuses a cohort the student may not join, as the API refuses saving or submitting it. */
  const checkJoin = (studentId: number, cohortId: number | null | undefined) => {
    const cohort = fixtures.cohorts.find((entry) => entry.id === cohortId);
    if (cohort)
      checkCanJoin(
        programApplications(studentId, cohort),
        cohort.seatsAvailable,
        fixtures.demoToday,
      );
  };

  const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

  /**
   * What the API creates when the last signature completes an application: the plan it chose
   * (its codes' discount applied) with its schedule, what is due today paid with its card (the
   * mocks' processor accepts every charge), and the inbox messages. Amounts and dates come from
   * the shared rules. The demo student's courses are already open.
   */
  const provision = (application: EnrollmentApplication) => {
    const cohort = fixtures.cohorts.find((entry) => entry.id === application.cohortId);
    const option =
      cohort &&
      fixtures
        .offeredPaymentPlans(cohort)
        .find((candidate) => candidate.id === application.paymentPlanId);
    if (!cohort || !option) return;
    const discount = discountFor(
      cohort.id,
      [voucherOf(application.voucherCode), promoOf(application.promoCode)],
      fixtures.demoToday,
    );
    const { depositAmount, installmentCount, interestRate } = option.terms;
    const offer = {
      tuition: cohort.tuition,
      discount,
      deposit: depositAmount,
      count: installmentCount,
      rateBps: Math.round(interestRate * 100),
    };
    const card = db.paymentMethods.find((method) => method.id === application.paymentMethodId);
    const planned = enrollmentSchedule(offer, cohort.startDate, fixtures.demoToday);
    const schedule = planned.map((row): PaymentScheduleRow => {
      const amountDue = row.amountDue + row.interestAmount;
      const paid = row.dueDate <= fixtures.demoToday;
      return {
        id: nextId(),
        installment: row.installment,
        dueDate: row.dueDate,
        captureMethod: row.captureMethod,
        currency: 'USD',
        status: paid ? 'PAID' : 'PENDING',
        amountDue,
        taxAmount: 0,
        amountPaid: paid ? amountDue : 0,
        ...(card && { paymentMethodId: card.id, brand: card.brand, last4: card.last4 }),
      };
    });
    // Its standing, what is due and what comes next, by the rules every plan view is read with.
    const plan = restatePlan(
      {
        id: nextId(),
        name: option.name,
        source: option.source,
        status: 'ACTIVE',
        financialStatus: 'GOOD',
        autoPay: false,
        daysOverdue: 0,
        applicationId: application.id,
        terms: {
          ...offeredTerms(offer),
          amountDue: amountDueNow(schedule, fixtures.demoToday),
        },
        schedule,
        breakdown: {
          netTuition: enrollmentFinancing(offer).net,
          totalPaid: sum(schedule.map((row) => row.amountPaid)),
          totalRemaining: balance(schedule),
          refunds: { withdrawal: 0, voucher: 0, custom: 0 },
          rollover: 0,
          interest: sum(planned.map((row) => row.interestAmount)),
          taxes: 0,
        },
      },
      fixtures.demoToday,
      false,
    );
    db.paymentPlans.unshift(plan);
    db.intents.unshift(
      message(application, 'PAYMENT_RECEIVED', {
        amount: sum(schedule.map((row) => row.amountPaid)),
        ...(card && { cardBrand: card.brand, cardLast4: card.last4 }),
      }),
      message(application, applicationStepMessage.COMPLETE, { cohortName: cohort.name }),
    );
  };

  /** A message to the applicant's inbox, leading where the API's would. */
  const message = (
    application: EnrollmentApplication,
    type: CommunicationIntentType,
    parameters: CommunicationIntentParameters,
  ) => inboxMessage(nextId(), application.studentId, type, parameters);

  return [
    http.get('/cohorts', ({ query, response }) => {
      const track = query.get('programTrack');
      const open = fixtures.cohorts.filter((cohort) => !track || cohort.programTrack === track);
      // The mocks answer for the demo student, who is signed in.
      const listed = open.map((cohort) => {
        const refusal = cohortRefusal(
          programApplications(db.student.id, cohort),
          cohort.seatsAvailable,
          fixtures.demoToday,
        );
        return { ...cohort, canJoin: !refusal, ...(refusal && { refusal: refusal.key }) };
      });
      return response(200).json(page(listed, query));
    }),
    http.get('/cohorts/{cohortId}/payment_plans', ({ params, query, response }) => {
      const cohort = fixtures.cohorts.find((entry) => entry.id === Number(params.cohortId));
      if (!cohort) return response(404).json(notFound());
      const discount = discountFor(
        cohort.id,
        [voucherOf(query.get('voucherCode')), promoOf(query.get('promoCode'))],
        fixtures.demoToday,
      );
      return response(200).json(all(fixtures.offeredPaymentPlans(cohort, discount)));
    }),
    http.post('/vouchers/validate', async ({ request, response }) => {
      const { code, cohortId } = await request.json();
      return response(200).json({
        content: checkCode(voucherOf(code), cohortId, fixtures.demoToday),
      });
    }),
    http.get('/public/promo_codes/{code}', ({ params, response }) => {
      const promoCode = checkPromoCode(
        byCode(fixtures.promoCodes, params.code),
        fixtures.demoToday,
      );
      return response(200).json({ content: promoCode });
    }),
    http.get('/students/{studentId}/enrollment_applications', ({ params, response }) =>
      response(200).json(
        all(db.applications.filter((entry) => entry.studentId === Number(params.studentId))),
      ),
    ),
    http.post(
      '/students/{studentId}/enrollment_applications',
      async ({ params, request, response }) => {
        const studentId = Number(params.studentId);
        const input = await request.json();
        checkCodes(input, input.cohortId);
        checkJoin(studentId, input.cohortId);
        const application = {
          ...draftSteps(input),
          id: nextId(),
          studentId,
          status: 'DRAFT' as const,
          createdAt: demoNow,
          updatedAt: demoNow,
        };
        db.applications.push(application);
        return response(201).json({ content: application });
      },
    ),
    http.get(
      '/students/{studentId}/enrollment_applications/{applicationId}',
      ({ params, response }) => {
        const application = db.applications.find(
          (entry) => entry.id === Number(params.applicationId),
        );
        return application
          ? response(200).json({ content: application })
          : response(404).json(notFound());
      },
    ),
    http.put(
      '/students/{studentId}/enrollment_applications/{applicationId}',
      async ({ params, request, response }) => {
        const application = db.applications.find(
          (entry) => entry.id === Number(params.applicationId),
        );
        if (!application) return response(404).json(notFound());
        const input = await request.json();
        checkDraft(application.status);
        checkCodes(input, input.cohortId ?? application.cohortId);
        if (input.cohortId !== undefined) checkJoin(application.studentId, input.cohortId);
        const planChanged =
          input.paymentPlanId !== undefined && input.paymentPlanId !== application.paymentPlanId;
        Object.assign(application, draftSteps(input), { updatedAt: demoNow });
        // A new plan voids the agreement sent for the previous one and sends its own.
        if (planChanged) {
          for (const envelope of db.envelopes)
            if (envelope.applicationId === application.id)
              envelope.status = lifecycle.envelope.voided;
          const cohort = fixtures.cohorts.find((entry) => entry.id === application.cohortId);
          const agreementTitle = envelopeTitle('ENROLLMENT_AGREEMENT', cohort?.name);
          db.envelopes.unshift({
            id: nextId(),
            studentId: application.studentId,
            applicationId: application.id,
            name: agreementTitle,
            status: 'SENT',
            sentAt: demoNow,
            documents: [{ id: nextId(), name: agreementTitle, pageCount: 2 }],
          });
        }
        return response(200).json({ content: application });
      },
    ),
    http.delete(
      '/students/{studentId}/enrollment_applications/{applicationId}',
      ({ params, response }) => {
        const index = db.applications.findIndex(
          (entry) => entry.id === Number(params.applicationId),
        );
        const application = db.applications[index];
        if (!application) return response(404).json(notFound());
        checkDraft(application.status);
        db.applications.splice(index, 1);
        for (const envelope of db.envelopes)
          if (envelope.applicationId === application.id)
            envelope.status = lifecycle.envelope.voided;
        return response(200).json({ content: application });
      },
    ),
    http.post(
      '/students/{studentId}/enrollment_applications/{applicationId}/submit',
      ({ params, response }) => {
        const application = db.applications.find(
          (entry) => entry.id === Number(params.applicationId),
        );
        if (!application) return response(404).json(notFound());
        checkSubmittable(
          {
            status: application.status,
            cohortId: application.cohortId ?? null,
            planOptionId: application.paymentPlanId ?? null,
          },
          {
            cardValid: db.paymentMethods.some(
              (method) => method.id === application.paymentMethodId,
            ),
            agreementSigned: db.envelopes.some(
              (envelope) =>
                envelope.applicationId === application.id && envelope.status === 'COMPLETED',
            ),
          },
        );
        checkJoin(application.studentId, application.cohortId);
        Object.assign(application, {
          status: lifecycle.application.submitted,
          submittedAt: demoNow,
          updatedAt: demoNow,
        });
        const cohort = fixtures.cohorts.find((entry) => entry.id === application.cohortId);
        if (cohort)
          db.intents.unshift(
            message(application, applicationStepMessage.SUBMITTED, {
              applicationStatus: lifecycle.application.submitted,
              cohortName: cohort.name,
            }),
          );
        const record = studentRecordFromApplication({
          personalInfo: application.personalInfo ?? null,
          contactInfo: application.contactInfo ?? null,
          address: application.address ?? null,
        });
        if (record.personalInfo) applyUpdate(db.student.personalInfo, record.personalInfo);
        if (record.contactInfo) applyUpdate(db.student.contactInfo, record.contactInfo);
        if (record.address) db.student.address = { ...record.address };
        return response(200).json({ content: application });
      },
    ),
    http.post('/envelopes/{envelopeId}/sign', async ({ params, request, response }) => {
      const envelope = db.envelopes.find((entry) => entry.id === Number(params.envelopeId));
      if (!envelope) return response(404).json(notFound());
      checkEnvelopeSignable(envelope);
      const { signatureName } = await request.json();
      const application = db.applications.find((entry) => entry.id === envelope.applicationId);
      checkSignature(
        signatureName,
        agreementSigner(application?.personalInfo, db.student.personalInfo),
      );
      Object.assign(envelope, {
        status: lifecycle.envelope.signed,
        completedAt: demoNow,
        signedBy: signatureName.trim(),
      });
      if (application?.status === 'SIGNING') {
        Object.assign(application, { status: lifecycle.application.signed, updatedAt: demoNow });
        provision(application);
      }
      return response(200).json({ content: envelope });
    }),
    http.get('/envelopes/{envelopeId}/documents/{documentId}', ({ params, response }) => {
      const document = db.envelopes
        .find((entry) => entry.id === Number(params.envelopeId))
        ?.documents.find((entry) => entry.id === Number(params.documentId));
      if (!document) return response(404).json(notFound());
      return response.untyped(
        new Response(documentPdf(document.name.kind), {
          headers: { 'content-type': 'application/pdf' },
        }),
      );
    }),
  ];
}
