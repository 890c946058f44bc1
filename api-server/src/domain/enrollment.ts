import type {
  Address,
  ApplicationStatus,
  Cohort,
  ContactInfo,
  DeliveryMode,
  EnrollmentApplication,
  EnrollmentApplicationInput,
  Language,
  PersonalInfo,
  PromoCode,
} from '@hci/api-schema';
import {
  advisorStep,
  agreementOutdated,
  agreementStudentName,
  checkCode,
  checkDraft,
  checkNotEnrolled,
  checkSubmittable,
  codeExpired,
  discountFor,
  offeredTerms,
  statusHistory,
  type DiscountCode,
  type OtherApplication,
} from '@hci/api-schema/rules';
import { isoAt } from '../clock.js';
import type { Queryable } from '../db/database.js';
import { agreementPdf, type AgreementTerms } from '../files/agreement.js';
import { badRequest, notFound, rule } from '../http/errors.js';
import type { Handlers } from '../http/operation.js';
import type { Services } from '../services.js';
import { created, ok, paged, requirePrincipal } from '../http/operation.js';
import { pageOf, pagedQuery } from '../shared/listing.js';
import { compact, today } from '../shared/rows.js';

interface ApplicationRow {
  id: number;
  student_id: number;
  cohort_id: number | null;
  plan_option_id: number | null;
  payment_method_id: number | null;
  voucher_code: string | null;
  promo_code: string | null;
  alumni: boolean;
  personal_info: PersonalInfo | null;
  contact_info: ContactInfo | null;
  address: Address | null;
  status: ApplicationStatus;
  created_at: string;
  updated_at: string;
  submitted_at: string | null;
}

/** The application as the shared enrollment rules read it. */
const applicationState = (a: ApplicationRow) => ({
  status: a.status,
  submittedAt: a.submitted_at,
  updatedAt: a.updated_at,
  cohortId: a.cohort_id,
  planOptionId: a.plan_option_id,
  voucherCode: a.voucher_code,
  promoCode: a.promo_code,
});

const applicationView = (
  a: ApplicationRow,
  completedAt: string | null = null,
): EnrollmentApplication =>
  compact({
    id: a.id,
    studentId: a.student_id,
    status: a.status,
    cohortId: a.cohort_id,
    paymentPlanId: a.plan_option_id,
    paymentMethodId: a.payment_method_id,
    voucherCode: a.voucher_code,
    promoCode: a.promo_code,
    alumni: a.alumni,
    personalInfo: a.personal_info,
    contactInfo: a.contact_info,
    address: a.address,
    createdAt: a.created_at,
    updatedAt: a.updated_at,
    submittedAt: a.submitted_at,
    statusHistory: statusHistory(applicationState(a), completedAt),
  });

/** Cohorts, vouchers and promo codes, and the enrollment application's lifecycle (its agreement sent to sign). */
export function enrollmentHandlers(services: Services) {
  const { db } = services;

  const voucher = async (code: string, kind: 'VOUCHER' | 'PROMO', q: Queryable = db) => {
    const [row] = await q.query<DiscountCode & { code: string; expiresOn: string }>(
      'SELECT code, amount, cohort_id AS "cohortId", expires_on AS "expiresOn" FROM vouchers WHERE code = upper($1) AND kind = $2',
      [code.trim(), kind],
    );
    return row ?? null;
  };

  const checkVoucher = async (
    code: string | undefined,
    kind: 'VOUCHER' | 'PROMO',
    cohortId?: number | null,
  ) => {
    if (!code) return null;
    return checkCode(await voucher(code, kind), cohortId, today(services));
  };

  /** What the codes take off the cohort's tuition (see discountFor). */
  const discount = async (
    cohortId: number,
    codes: { voucherCode?: string | null; promoCode?: string | null },
    q: Queryable = db,
  ) => {
    // One after the other: a transaction's connection takes one statement at a time.
    const found = [
      codes.voucherCode ? await voucher(codes.voucherCode, 'VOUCHER', q) : null,
      codes.promoCode ? await voucher(codes.promoCode, 'PROMO', q) : null,
    ];
    return discountFor(cohortId, found, today(services));
  };

  /** Already enrolled in (or applying to) the program of the cohort. */
  const checkEnrollment = async (
    studentId: number,
    cohortId: number,
    exceptApplicationId: number | null,
  ) => {
    const others = await db.query<OtherApplication>(
      `SELECT a.status, c.graduation_date AS "graduationDate" FROM applications a JOIN cohorts c ON c.id = a.cohort_id
       WHERE a.student_id = $1 AND a.id IS DISTINCT FROM $3
         AND c.program_track = (SELECT program_track FROM cohorts WHERE id = $2)`,
      [studentId, cohortId, exceptApplicationId],
    );
    checkNotEnrolled(others, today(services));
  };

  const isAlumnus = async (studentId: number) => {
    const [row] = await db.query(
      `SELECT 1 FROM applications a JOIN cohorts c ON c.id = a.cohort_id
       WHERE a.student_id = $1 AND a.status = 'COMPLETE' AND c.graduation_date < $2::date LIMIT 1`,
      [studentId, today(services)],
    );
    return Boolean(row);
  };

  const validateInput = async (
    studentId: number,
    body: EnrollmentApplicationInput,
    cohortId: number | null,
  ) => {
    if (body.cohortId !== undefined) {
      const [cohort] = await db.query('SELECT 1 FROM cohorts WHERE id = $1', [body.cohortId]);
      if (!cohort)
        throw badRequest('Unknown cohort', [{ path: 'cohortId', message: 'No such cohort' }]);
    }
    if (body.paymentPlanId !== undefined) {
      const [option] = await db.query<{ cohort_id: number }>(
        'SELECT cohort_id FROM plan_options WHERE id = $1',
        [body.paymentPlanId],
      );
      if (!option || (cohortId !== null && option.cohort_id !== cohortId)) {
        throw badRequest('Unknown payment plan', [
          { path: 'paymentPlanId', message: 'No such payment plan for this cohort' },
        ]);
      }
    }
    if (body.paymentMethodId !== undefined) {
      // Only one of the student's own cards: someone else's stays theirs.
      const [method] = await db.query(
        'SELECT 1 FROM payment_methods WHERE id = $1 AND student_id = $2 AND deleted_at IS NULL',
        [body.paymentMethodId, studentId],
      );
      if (!method)
        throw badRequest('Unknown payment method', [
          { path: 'paymentMethodId', message: 'No such payment method' },
        ]);
    }
    await checkVoucher(body.voucherCode, 'VOUCHER', cohortId);
    await checkVoucher(body.promoCode, 'PROMO', cohortId);
    if (body.alumni && !(await isAlumnus(studentId))) {
      throw rule('invalidAlumniApplicationRequest', 'You are not registered as alumni', 400);
    }
  };

  /** Moves submitted applications along as the simulated advisor would; sends documents to sign. */
  const advance = async (application: ApplicationRow): Promise<ApplicationRow> => {
    const status = advisorStep(applicationState(application), services.clock.now());
    if (!status) return application;
    await db.transaction(async (tx) => {
      await tx.query('UPDATE applications SET status = $2, updated_at = $3 WHERE id = $1', [
        application.id,
        status,
        isoAt(services.clock.now()),
      ]);
      if (status === 'SIGNING') await sendAgreement(tx, application);
    });
    return { ...application, status };
  };

  /** What the application's agreement binds, from the draft as it now stands. */
  const agreementTerms = async (
    tx: Queryable,
    application: ApplicationRow,
  ): Promise<AgreementTerms | null> => {
    if (application.cohort_id === null || application.plan_option_id === null) return null;
    const [row] = await tx.query<{
      first_name: string;
      middle_name: string | null;
      last_name: string;
      cohort_name: string;
      start_date: string;
      graduation_date: string;
      tuition: number;
      plan_name: string;
      deposit_amount: number;
      installment_count: number;
      interest_rate_bps: number;
    }>(
      `SELECT s.first_name, s.middle_name, s.last_name, c.name AS cohort_name, c.start_date::text,
         c.graduation_date::text, c.tuition, p.name AS plan_name, p.deposit_amount, p.installment_count,
         p.interest_rate_bps
       FROM students s, cohorts c, plan_options p
       WHERE s.id = $1 AND c.id = $2 AND p.id = $3`,
      [application.student_id, application.cohort_id, application.plan_option_id],
    );
    if (!row) return null;
    // On the transaction's own connection: the embedded database has only one.
    const codesDiscount = await discount(
      application.cohort_id,
      { voucherCode: application.voucher_code, promoCode: application.promo_code },
      tx,
    );
    return {
      studentName: agreementStudentName(application.personal_info, {
        firstName: row.first_name,
        middleName: row.middle_name,
        lastName: row.last_name,
      }),
      cohortName: row.cohort_name,
      startDate: row.start_date,
      graduationDate: row.graduation_date,
      planName: row.plan_name,
      terms: offeredTerms(
        row.tuition,
        codesDiscount,
        row.deposit_amount,
        row.installment_count,
        row.interest_rate_bps,
      ),
    };
  };

  /** Stores a generated PDF as the student's file and sends it in a new envelope. */
  const sendEnvelope = async (
    tx: Queryable,
    application: ApplicationRow,
    name: string,
    pdf: Buffer,
  ) => {
    const [owner] = await tx.query<{ user_id: number }>(
      'SELECT user_id FROM students WHERE id = $1',
      [application.student_id],
    );
    const fileName = await services.files.writeGenerated(
      pdf,
      'application/pdf',
      services.media.ownerPrefix(owner!.user_id),
    );
    await tx.query(
      `INSERT INTO files (file_name, owner_user_id, content_type, size, original_name)
       VALUES ($1, $2, 'application/pdf', $3, 'enrollment-agreement.pdf')`,
      [fileName, owner!.user_id, pdf.length],
    );
    const [envelope] = await tx.query<{ id: number }>(
      "INSERT INTO envelopes (student_id, application_id, name, status, sent_at) VALUES ($1, $2, $3, 'SENT', $4) RETURNING id",
      [application.student_id, application.id, name, isoAt(services.clock.now())],
    );
    await tx.query(
      'INSERT INTO envelope_documents (envelope_id, name, file_name) VALUES ($1, $2, $3)',
      [envelope!.id, name, fileName],
    );
  };

  /** After approval: the agreement again, to sign as the last step of the enrollment. */
  const sendAgreement = async (tx: Queryable, application: ApplicationRow) => {
    const terms = await agreementTerms(tx, application);
    if (terms)
      await sendEnvelope(tx, application, 'Enrollment documents', await agreementPdf(terms));
  };

  /**
   * When the draft's terms changed (see agreementOutdated), the agreement sent before (signed or
   * not) is voided and one for the new terms is sent.
   */
  const reissueDraftAgreement = async (before: ApplicationRow | null, after: ApplicationRow) => {
    if (!agreementOutdated(before && applicationState(before), applicationState(after))) return;
    await db.transaction(async (tx) => {
      await tx.query(
        "UPDATE envelopes SET status = 'VOIDED' WHERE application_id = $1 AND status <> 'VOIDED'",
        [after.id],
      );
      const terms = await agreementTerms(tx, after);
      if (terms) await sendEnvelope(tx, after, 'Enrollment agreement', await agreementPdf(terms));
    });
  };

  /** The draft's agreement is signed for the terms it now holds. */
  const isAgreementSigned = async (applicationId: number) => {
    const [row] = await db.query(
      "SELECT 1 FROM envelopes WHERE application_id = $1 AND status = 'COMPLETED'",
      [applicationId],
    );
    return Boolean(row);
  };

  /** When the last document of each complete application was signed, in one statement. */
  const completedAts = async (applications: ApplicationRow[]) => {
    const complete = applications.filter((a) => a.status === 'COMPLETE').map((a) => a.id);
    if (complete.length === 0) return new Map<number, string>();
    const rows = await db.query<{ application_id: number; completed_at: string | null }>(
      `SELECT application_id, max(completed_at) AS completed_at FROM envelopes
       WHERE application_id = ANY($1::int[]) AND status = 'COMPLETED' GROUP BY application_id`,
      [complete],
    );
    return new Map(
      rows.flatMap((r) =>
        r.completed_at ? [[r.application_id, isoAt(Date.parse(r.completed_at))] as const] : [],
      ),
    );
  };

  const views = async (applications: ApplicationRow[]) => {
    const completed = await completedAts(applications);
    return applications.map((a) => applicationView(a, completed.get(a.id) ?? null));
  };

  const view = async (application: ApplicationRow) => (await views([application]))[0]!;

  const loadApplication = async (input: {
    params: { studentId: number; applicationId: number };
  }) => {
    const { studentId } = input.params;
    const [row] = await db.query<ApplicationRow>(
      'SELECT * FROM applications WHERE id = $1 AND student_id = $2',
      [input.params.applicationId, studentId],
    );
    if (!row) throw notFound('No such application');
    return advance(row);
  };

  const saveApplication = async (id: number, body: EnrollmentApplicationInput) => {
    // A plan is one cohort's offer: a draft moved to another cohort chooses its plan again.
    const [row] = await db.query<ApplicationRow>(
      `UPDATE applications SET cohort_id = coalesce($2, cohort_id),
         plan_option_id = CASE WHEN coalesce($2, cohort_id) IS NULL OR EXISTS (
           SELECT 1 FROM plan_options p
           WHERE p.id = coalesce($3, plan_option_id) AND p.cohort_id = coalesce($2, cohort_id))
         THEN coalesce($3, plan_option_id) END,
         payment_method_id = coalesce($4, payment_method_id), voucher_code = coalesce(upper(btrim($5)), voucher_code),
         promo_code = coalesce(upper(btrim($6)), promo_code), alumni = coalesce($7, alumni),
         personal_info = coalesce($8, personal_info), contact_info = coalesce($9, contact_info),
         address = coalesce($10, address), updated_at = $11
       WHERE id = $1 RETURNING *`,
      [
        id,
        body.cohortId ?? null,
        body.paymentPlanId ?? null,
        body.paymentMethodId ?? null,
        body.voucherCode ?? null,
        body.promoCode ?? null,
        body.alumni ?? null,
        body.personalInfo ? JSON.stringify(body.personalInfo) : null,
        body.contactInfo ? JSON.stringify(body.contactInfo) : null,
        body.address ? JSON.stringify(body.address) : null,
        isoAt(services.clock.now()),
      ],
    );
    return row!;
  };

  return {
    async listCohorts(input) {
      requirePrincipal(input);
      const page = pageOf(input);
      const { rows, total } = await pagedQuery<{
        id: number;
        name: string;
        program_track: string;
        start_date: string;
        graduation_date: string;
        delivery_mode: DeliveryMode;
        language: Language;
        tuition: number;
        seats_available: number;
      }>(
        db,
        `SELECT c.*, greatest(0, c.seats - (SELECT count(*) FROM applications a WHERE a.cohort_id = c.id AND a.status <> 'DRAFT'))::int AS seats_available
         FROM cohorts c WHERE c.start_date > $1::date AND ($2::text IS NULL OR c.program_track = $2)`,
        [today(services), input.query.programTrack ?? null],
        page,
        'start_date ASC, id ASC',
      );
      return paged(
        rows.map((c): Cohort => ({
          id: c.id,
          name: c.name,
          programTrack: c.program_track,
          startDate: c.start_date,
          graduationDate: c.graduation_date,
          deliveryMode: c.delivery_mode,
          languageIso2LetterCode: c.language,
          tuition: c.tuition,
          seatsAvailable: c.seats_available,
        })),
        total,
        page,
      );
    },

    async listCohortPaymentPlans(input) {
      requirePrincipal(input);
      const { cohortId } = input.params;
      const [cohort] = await db.query<{ tuition: number }>(
        'SELECT tuition FROM cohorts WHERE id = $1',
        [cohortId],
      );
      if (!cohort) throw notFound('No such cohort');
      const codesDiscount = await discount(cohortId, input.query);
      const options = await db.query<{
        id: number;
        name: string;
        source: string;
        description: string;
        deposit_amount: number;
        installment_count: number;
        interest_rate_bps: number;
      }>('SELECT * FROM plan_options WHERE cohort_id = $1 ORDER BY installment_count, id', [
        cohortId,
      ]);
      const views = options.map((o) => ({
        id: o.id,
        name: o.name,
        source: o.source,
        description: o.description,
        terms: offeredTerms(
          cohort.tuition,
          codesDiscount,
          o.deposit_amount,
          o.installment_count,
          o.interest_rate_bps,
        ),
      }));
      return paged(views, views.length, { page: 0, size: views.length });
    },

    async validateVoucher(input) {
      requirePrincipal(input);
      const { code, cohortId } = input.body;
      const found = await checkVoucher(code, 'VOUCHER', cohortId);
      return ok({ code: found!.code, amount: found!.amount, expiresOn: found!.expiresOn });
    },

    async getPromoCode(input) {
      const { code } = input.params;
      const found = await voucher(code, 'PROMO');
      // The key tells the student whether the code never existed or has run out.
      if (!found) throw rule('invalidVoucherCode', 'No such promo code', 404);
      if (codeExpired(found, today(services)))
        throw rule('voucherIsExpired', 'The promo code has expired', 404);
      const [cohort] = found.cohortId
        ? await db.query<{ program_track: string }>(
            'SELECT program_track FROM cohorts WHERE id = $1',
            [found.cohortId],
          )
        : [];
      return ok(
        compact<PromoCode>({
          code: found.code,
          cohortId: found.cohortId,
          programTrack: cohort?.program_track,
          discount: found.amount,
          expiresOn: found.expiresOn,
        }),
      );
    },

    async listEnrollmentApplications(input) {
      const { studentId } = input.params;
      const rows = await db.query<ApplicationRow>(
        'SELECT * FROM applications WHERE student_id = $1 ORDER BY created_at DESC, id DESC',
        [studentId],
      );
      // The simulated advisor moves a submitted application on when it is read; that writes only
      // when a step is due, one application after another (one connection for transactions).
      const advanced = [];
      for (const row of rows) advanced.push(await advance(row));
      const list = await views(advanced);
      return paged(list, list.length, { page: 0, size: list.length });
    },

    async createEnrollmentApplication(input) {
      const { studentId } = input.params;
      const { body } = input;
      await validateInput(studentId, body, body.cohortId ?? null);
      if (body.cohortId !== undefined) await checkEnrollment(studentId, body.cohortId, null);
      const [inserted] = await db.query<{ id: number }>(
        'INSERT INTO applications (student_id, created_at, updated_at) VALUES ($1, $2, $2) RETURNING id',
        [studentId, isoAt(services.clock.now())],
      );
      const saved = await saveApplication(inserted!.id, body);
      await reissueDraftAgreement(null, saved);
      return created(applicationView(saved));
    },

    async getEnrollmentApplication(input) {
      return ok(await view(await loadApplication(input)));
    },

    async updateEnrollmentApplication(input) {
      const application = await loadApplication(input);
      checkDraft(application.status);
      const { body } = input;
      const cohortId = body.cohortId ?? application.cohort_id;
      await validateInput(application.student_id, body, cohortId);
      if (body.cohortId !== undefined)
        await checkEnrollment(application.student_id, body.cohortId, application.id);
      const saved = await saveApplication(application.id, body);
      await reissueDraftAgreement(application, saved);
      return ok(applicationView(saved));
    },

    async submitEnrollmentApplication(input) {
      const application = await loadApplication(input);
      const [method] = application.payment_method_id
        ? await db.query(
            'SELECT 1 FROM payment_methods WHERE id = $1 AND student_id = $2 AND deleted_at IS NULL',
            [application.payment_method_id, application.student_id],
          )
        : [];
      const state = applicationState(application);
      checkSubmittable(state, {
        cardValid: Boolean(method),
        agreementSigned: await isAgreementSigned(application.id),
      });
      await checkEnrollment(application.student_id, state.cohortId, application.id);
      const now = isoAt(services.clock.now());
      await db.query(
        "UPDATE applications SET status = 'SUBMITTED', submitted_at = $2, updated_at = $2 WHERE id = $1",
        [application.id, now],
      );
      await db.query(
        "INSERT INTO account_history (student_id, application_id, event_date, type, description, performed_by) VALUES ($1, $2, $3, 'APPLICATION', 'Application submitted', 'Student')",
        [application.student_id, application.id, now],
      );
      const [row] = await db.query<ApplicationRow>('SELECT * FROM applications WHERE id = $1', [
        application.id,
      ]);
      return ok(await view(row!));
    },
  } satisfies Partial<Handlers>;
}
