import { agreementOutdated, agreementStudentName, offeredTerms } from '@hci/api-schema/rules';
import { isoAt } from '../../clock.js';
import type { Queryable } from '../../db/database.js';
import { agreementPdf, type AgreementTerms } from '../../files/agreement.js';
import type { Services } from '../../services.js';
import type { ApplicationRow } from './application-row.js';
import { applicationState } from './application-row.js';
import type { EnrollmentCodes } from './codes.js';

/** The application's agreement: generated from its terms and sent to sign, again when they change. */
export function enrollmentAgreements(services: Services, { discount }: EnrollmentCodes) {
  const { db } = services;

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

  return { sendAgreement, reissueDraftAgreement, isAgreementSigned };
}
