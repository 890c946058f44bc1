import type { EnrollmentApplicationInput } from '@hci/api-schema';
import {
  checkCanJoin,
  checkDraft,
  checkSubmittable,
  studentRecordFromApplication,
} from '@hci/rules';
import { isoAt } from '../../clock.js';
import * as agreementData from '../../data/agreements.js';
import * as cardData from '../../data/cards.js';
import * as applicationData from '../../data/enrollment/applications.js';
import * as cohortData from '../../data/enrollment/cohorts.js';
import * as studentData from '../../data/students.js';
import type { Queryable } from '../../db/database.js';
import { badRequest, notFound, rule } from '../../http/errors.js';
import type { Handlers } from '../../http/operation.js';
import type { Services } from '../../services.js';
import { created, ok, paged } from '../../http/operation.js';
import { today } from '../../shared/rows.js';
import { simulatedAdvisor } from './advisor.js';
import { enrollmentAgreements } from './agreement.js';
import { applicationState, applicationView } from './application-view.js';
import { enrollmentCodes } from './codes.js';

/** The enrollment application's lifecycle, from draft to complete. */
export function applicationHandlers(services: Services) {
  const { db } = services;
  const codes = enrollmentCodes(services);
  const { checkVoucher } = codes;
  const { reissueDraftAgreement, isAgreementSigned } = enrollmentAgreements(services, codes);
  const { advance, announceSteps } = simulatedAdvisor(services);

  /**
   * Refuses a cohort the student may not join: already enrolled in (or applying to) its program,
   * or no seat left. The list of cohorts tells the same by the same rule.
   */
  const checkEnrollment = async (
    studentId: number,
    cohortId: number,
    exceptApplicationId: number | null,
  ) => {
    const others = await applicationData.programApplications(
      db,
      studentId,
      cohortId,
      exceptApplicationId,
    );
    const seats = await cohortData.cohortSeatsAvailable(db, cohortId);
    checkCanJoin(others, seats, today(services));
  };

  const isAlumnus = (studentId: number) =>
    applicationData.hasGraduated(db, studentId, today(services));

  const validateInput = async (
    studentId: number,
    body: EnrollmentApplicationInput,
    cohortId: number | null,
  ) => {
    if (body.cohortId !== undefined) {
      if (!(await cohortData.cohortExists(db, body.cohortId)))
        throw badRequest('Unknown cohort', [{ path: 'cohortId', message: 'No such cohort' }]);
    }
    if (body.paymentPlanId !== undefined) {
      const optionCohortId = await cohortData.planOptionCohort(db, body.paymentPlanId);
      if (optionCohortId === undefined || (cohortId !== null && optionCohortId !== cohortId)) {
        throw badRequest('Unknown payment plan', [
          { path: 'paymentPlanId', message: 'No such payment plan for this cohort' },
        ]);
      }
    }
    if (body.paymentMethodId !== undefined) {
      // Only one of the student's own cards: someone else's stays theirs.
      if (!(await cardData.findMethod(db, studentId, body.paymentMethodId)))
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

  /** When the last document of each complete application was signed, in one statement. */
  const completedAts = async (applications: applicationData.ApplicationRow[]) => {
    const complete = applications.filter((a) => a.status === 'COMPLETE').map((a) => a.id);
    if (complete.length === 0) return new Map<number, string>();
    const rows = await applicationData.lastSignatures(db, complete);
    return new Map(
      rows.flatMap((r) =>
        r.completed_at ? [[r.application_id, isoAt(Date.parse(r.completed_at))] as const] : [],
      ),
    );
  };

  const views = async (applications: applicationData.ApplicationRow[]) => {
    const completed = await completedAts(applications);
    return applications.map((a) => applicationView(a, completed.get(a.id) ?? null));
  };

  const view = async (application: applicationData.ApplicationRow) =>
    (await views([application]))[0]!;

  const loadApplication = async (input: {
    params: { studentId: number; applicationId: number };
  }) => {
    const { studentId } = input.params;
    const row = await applicationData.findApplication(db, studentId, input.params.applicationId);
    if (!row) throw notFound('No such application');
    const [advanced] = await advance([row]);
    return advanced!;
  };

  const saveApplication = (tx: Queryable, id: number, body: EnrollmentApplicationInput) =>
    applicationData.saveApplication(tx, id, body, isoAt(services.clock.now()));

  return {
    async listEnrollmentApplications(input) {
      const { studentId } = input.params;
      const rows = await applicationData.studentApplications(db, studentId);
      const list = await views(await advance(rows));
      return paged(list, list.length, { page: 0, size: list.length });
    },

    async createEnrollmentApplication(input) {
      const { studentId } = input.params;
      const { body } = input;
      await validateInput(studentId, body, body.cohortId ?? null);
      if (body.cohortId !== undefined) await checkEnrollment(studentId, body.cohortId, null);
      const saved = await db.transaction(async (tx) => {
        const id = await applicationData.insertApplication(
          tx,
          studentId,
          isoAt(services.clock.now()),
        );
        const row = await saveApplication(tx, id, body);
        await reissueDraftAgreement(tx, null, row);
        return row;
      });
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
      const saved = await db.transaction(async (tx) => {
        const row = await saveApplication(tx, application.id, body);
        await reissueDraftAgreement(tx, application, row);
        return row;
      });
      return ok(applicationView(saved));
    },

    async deleteEnrollmentApplication(input) {
      const application = await loadApplication(input);
      checkDraft(application.status);
      const deleted = await db.transaction(async (tx) => {
        // Voided first: deleting the application unlinks its envelopes.
        await agreementData.voidEnvelopes(tx, application.id);
        const row = await applicationData.deleteDraft(tx, application.id);
        if (!row) throw rule('invalidApplicationRequest', 'The application was submitted', 409);
        return row;
      });
      return ok(applicationView(deleted));
    },

    async submitEnrollmentApplication(input) {
      const application = await loadApplication(input);
      const method = application.payment_method_id
        ? await cardData.findMethod(db, application.student_id, application.payment_method_id)
        : undefined;
      const state = applicationState(application);
      checkSubmittable(state, {
        cardValid: Boolean(method),
        agreementSigned: await isAgreementSigned(application.id),
      });
      await checkEnrollment(application.student_id, state.cohortId, application.id);
      const now = isoAt(services.clock.now());
      await db.transaction(async (tx) => {
        await applicationData.markSubmitted(tx, application.id, now);
        await studentData.updateStudentRecord(
          tx,
          application.student_id,
          studentRecordFromApplication({
            personalInfo: application.personal_info,
            contactInfo: application.contact_info,
            address: application.address,
          }),
        );
        await studentData.insertHistoryEvent(tx, {
          studentId: application.student_id,
          applicationId: application.id,
          eventDate: now,
          type: 'APPLICATION',
          description: { kind: 'APPLICATION_SUBMITTED', params: {} },
          amount: null,
        });
        await announceSteps(
          tx,
          { ...application, status: 'SUBMITTED', submitted_at: now },
          application.status,
        );
      });
      return ok(await view(await applicationData.loadApplication(db, application.id)));
    },
  } satisfies Partial<Handlers>;
}
