import type { EnrollmentApplicationInput } from '@hci/api-schema';
import {
  advisorStep,
  checkDraft,
  checkNotEnrolled,
  checkSubmittable,
  type OtherApplication,
} from '@hci/api-schema/rules';
import { isoAt } from '../../clock.js';
import { badRequest, notFound, rule } from '../../http/errors.js';
import type { Handlers } from '../../http/operation.js';
import type { Services } from '../../services.js';
import { created, ok, paged } from '../../http/operation.js';
import { today } from '../../shared/rows.js';
import { enrollmentAgreements } from './agreement.js';
import { applicationState, applicationView, type ApplicationRow } from './application-row.js';
import { enrollmentCodes } from './codes.js';

/** The enrollment application's lifecycle, from draft to complete. */
export function applicationHandlers(services: Services) {
  const { db } = services;
  const codes = enrollmentCodes(services);
  const { checkVoucher } = codes;
  const { sendAgreement, reissueDraftAgreement, isAgreementSigned } = enrollmentAgreements(
    services,
    codes,
  );

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
