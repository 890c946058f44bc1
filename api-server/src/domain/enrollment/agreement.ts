import type { Language } from '@hci/api-schema';
import { PDFDocument } from 'pdf-lib';
import { agreementOutdated, agreementStudentName, offeredTerms, planName } from '@hci/rules';
import { isoAt } from '../../clock.js';
import * as agreementData from '../../data/agreements.js';
import * as applicationData from '../../data/enrollment/applications.js';
import type { Queryable } from '../../db/database.js';
import { agreementPdf, type AgreementTerms } from '../../files/agreement.js';
import type { Services } from '../../services.js';
import { agreementDocuments } from './agreement-documents.js';
import { applicationState } from './application-view.js';
import { submissionDay, type EnrollmentCodes } from './codes.js';

/** The application's agreement: generated from its terms and sent to sign, again when they change. */
export function enrollmentAgreements(services: Services, { applied }: EnrollmentCodes) {
  const { db } = services;
  const documents = agreementDocuments(services);

  /**
   * What the application's agreement binds, from the draft as it now stands, and the language the
   * student chose for documents, which it is written in.
   */
  const agreementTerms = async (
    tx: Queryable,
    application: applicationData.ApplicationRow,
  ): Promise<{ agreement: AgreementTerms; language: Language } | null> => {
    if (application.cohort_id === null || application.plan_option_id === null) return null;
    const row = await applicationData.agreementFacts(
      tx,
      application.student_id,
      application.cohort_id,
      application.plan_option_id,
    );
    if (!row) return null;
    // On the transaction's own connection: the embedded database has only one.
    const { codes, discount } = await applied(
      application.cohort_id,
      { voucherCode: application.voucher_code, promoCode: application.promo_code },
      tx,
      submissionDay(application),
    );
    const agreement: AgreementTerms = {
      studentName: agreementStudentName(application.personal_info, {
        firstName: row.first_name,
        middleName: row.middle_name,
        lastName: row.last_name,
      }),
      cohortName: row.cohort_name,
      startDate: row.start_date,
      graduationDate: row.graduation_date,
      plan: planName(row.plan_source, {
        installmentCount: row.installment_count,
        depositAmount: row.deposit_amount,
      }),
      tuition: row.tuition,
      discounts: codes.map(({ kind, code, amount }) => ({ kind, code, amount })),
      terms: offeredTerms({
        tuition: row.tuition,
        discount,
        deposit: row.deposit_amount,
        count: row.installment_count,
        rateBps: row.interest_rate_bps,
      }),
    };
    return { agreement, language: row.language };
  };

  /** The name a downloaded document is saved under, in English whatever the PDF's language. */
  const fileNames = {
    ENROLLMENT_AGREEMENT: 'Enrollment agreement',
    ENROLLMENT_DOCUMENTS: 'Enrollment documents',
  };

  /**
   * Writes the agreement in the student's language, stores it as the student's file and sends it
   * in a new envelope, which keeps the terms to write the signed copy from.
   */
  const sendEnvelope = async (
    tx: Queryable,
    application: applicationData.ApplicationRow,
    kind: 'ENROLLMENT_AGREEMENT' | 'ENROLLMENT_DOCUMENTS',
    { agreement, language }: { agreement: AgreementTerms; language: Language },
  ) => {
    const pdf = await agreementPdf(agreement, language);
    const fileName = await documents.store(tx, application.student_id, pdf);
    return agreementData.insertEnvelope(tx, {
      studentId: application.student_id,
      applicationId: application.id,
      kind,
      name: fileNames[kind],
      sentAt: isoAt(services.clock.now()),
      fileName,
      pageCount: (await PDFDocument.load(pdf)).getPageCount(),
      agreement,
      language,
    });
  };

  /**
   * After approval: the agreement again, to sign as the last step of the enrollment. Answers the
   * envelope sent and the cohort it names, or nothing when the application names no terms.
   */
  const sendAgreement = async (tx: Queryable, application: applicationData.ApplicationRow) => {
    const terms = await agreementTerms(tx, application);
    if (!terms) return undefined;
    const envelopeId = await sendEnvelope(tx, application, 'ENROLLMENT_DOCUMENTS', terms);
    return { envelopeId, cohortName: terms.agreement.cohortName };
  };

  /**
   * When the draft's terms changed (see agreementOutdated), the agreement sent before (signed or
   * not) is voided and one for the new terms is sent, in the transaction that saves the draft: a
   * file storage that cannot take the new agreement leaves the draft as it was.
   */
  const reissueDraftAgreement = async (
    tx: Queryable,
    before: applicationData.ApplicationRow | null,
    after: applicationData.ApplicationRow,
  ) => {
    if (!agreementOutdated(before && applicationState(before), applicationState(after))) return;
    await agreementData.voidEnvelopes(tx, after.id);
    const terms = await agreementTerms(tx, after);
    if (terms) await sendEnvelope(tx, after, 'ENROLLMENT_AGREEMENT', terms);
  };

  /** The draft's agreement is signed for the terms it now holds. */
  const isAgreementSigned = (applicationId: number) =>
    agreementData.hasSignedEnvelope(db, applicationId);

  return { sendAgreement, reissueDraftAgreement, isAgreementSigned };
}
