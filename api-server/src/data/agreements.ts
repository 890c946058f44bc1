import type { EnvelopeStatus, Language, PersonalInfo, SystemTextKind } from '@hci/api-schema';
import { lifecycle, signableEnvelopeStatuses, type StudentName } from '@hci/rules';
import type { Queryable } from '../db/database.js';
import type { AgreementTerms } from '../files/agreement.js';

/** The envelopes of documents sent to a student to sign, and their PDFs. */

export interface EnvelopeRow {
  id: number;
  student_id: number;
  application_id: number | null;
  kind: SystemTextKind;
  /** The cohort of the envelope's application, if it has one. */
  cohort_name: string | null;
  status: EnvelopeStatus;
  sent_at: string;
  completed_at: string | null;
  /** The name typed as the signature, once signed. */
  signature_name: string | null;
}

export interface EnvelopeDocumentRow {
  id: number;
  envelope_id: number;
  kind: SystemTextKind;
  page_count: number;
}

/** An envelope with the name of its application's cohort, which its title gives. */
const envelopeSelect = `SELECT e.*, c.name AS cohort_name FROM envelopes e
  LEFT JOIN applications a ON a.id = e.application_id LEFT JOIN cohorts c ON c.id = a.cohort_id`;

/** The student's envelopes of some statuses (or all), latest sent first. */
export function studentEnvelopes(
  db: Queryable,
  studentId: number,
  statuses: EnvelopeStatus[] | null,
): Promise<EnvelopeRow[]> {
  return db.query<EnvelopeRow>(
    `${envelopeSelect} WHERE e.student_id = $1 AND ($2::text[] IS NULL OR e.status = ANY($2)) ORDER BY e.sent_at DESC, e.id DESC`,
    [studentId, statuses],
  );
}

/** The documents of several envelopes, in one statement. */
export function envelopeDocuments(
  db: Queryable,
  envelopeIds: readonly number[],
): Promise<EnvelopeDocumentRow[]> {
  return db.query<EnvelopeDocumentRow>(
    'SELECT id, envelope_id, kind, page_count FROM envelope_documents WHERE envelope_id = ANY($1::int[]) ORDER BY id',
    [envelopeIds],
  );
}

export async function findEnvelope(
  db: Queryable,
  envelopeId: number,
): Promise<EnvelopeRow | undefined> {
  const [envelope] = await db.query<EnvelopeRow>(`${envelopeSelect} WHERE e.id = $1`, [envelopeId]);
  return envelope;
}

/** A document of the envelope, with the envelope's student and the stored file's name. */
export async function findDocument(
  db: Queryable,
  envelopeId: number,
  documentId: number,
): Promise<{ student_id: number; name: string; file_name: string } | undefined> {
  const [doc] = await db.query<{ student_id: number; name: string; file_name: string }>(
    `SELECT e.student_id, d.name, d.file_name FROM envelope_documents d JOIN envelopes e ON e.id = d.envelope_id
     WHERE d.id = $1 AND e.id = $2`,
    [documentId, envelopeId],
  );
  return doc;
}

/**
 * Signs the envelope if it still waits for a signature; whether this call signed it. Of two
 * requests at once, the second waits for the first's row lock and then finds it signed.
 */
export async function completeEnvelope(
  tx: Queryable,
  envelopeId: number,
  signatureName: string,
  completedAt: string,
): Promise<boolean> {
  const signed = await tx.query(
    `UPDATE envelopes SET status = $5, signature_name = $2, completed_at = $3
     WHERE id = $1 AND status = ANY($4::text[]) RETURNING id`,
    [envelopeId, signatureName, completedAt, signableEnvelopeStatuses, lifecycle.envelope.signed],
  );
  return signed.length > 0;
}

/** Whether an envelope of the application is signed. */
export async function hasSignedEnvelope(db: Queryable, applicationId: number): Promise<boolean> {
  const [row] = await db.query(
    "SELECT 1 FROM envelopes WHERE application_id = $1 AND status = 'COMPLETED'",
    [applicationId],
  );
  return Boolean(row);
}

/** Voids the application's envelopes, signed or not. */
export async function voidEnvelopes(tx: Queryable, applicationId: number): Promise<void> {
  await tx.query('UPDATE envelopes SET status = $2 WHERE application_id = $1 AND status <> $2', [
    applicationId,
    lifecycle.envelope.voided,
  ]);
}

/** A generated agreement PDF, stored as a file of the user. */
export async function insertAgreementFile(
  tx: Queryable,
  fileName: string,
  ownerUserId: number,
  size: number,
): Promise<void> {
  await tx.query(
    `INSERT INTO files (file_name, owner_user_id, content_type, size, original_name)
     VALUES ($1, $2, 'application/pdf', $3, 'enrollment-agreement.pdf')`,
    [fileName, ownerUserId, size],
  );
}

/**
 * An envelope sent at `sentAt` with one document, the stored file `fileName`: the agreement
 * written from `agreement` in `language`.
 */
export async function insertEnvelope(
  tx: Queryable,
  envelope: {
    studentId: number;
    applicationId: number;
    kind: SystemTextKind;
    /** The downloaded file's name. */
    name: string;
    sentAt: string;
    fileName: string;
    pageCount: number;
    agreement: AgreementTerms;
    language: Language;
  },
): Promise<number> {
  const [inserted] = await tx.query<{ id: number }>(
    "INSERT INTO envelopes (student_id, application_id, kind, name, status, sent_at) VALUES ($1, $2, $3, $4, 'SENT', $5) RETURNING id",
    [envelope.studentId, envelope.applicationId, envelope.kind, envelope.name, envelope.sentAt],
  );
  await tx.query(
    `INSERT INTO envelope_documents (envelope_id, kind, name, file_name, page_count, agreement, language)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      inserted!.id,
      envelope.kind,
      envelope.name,
      envelope.fileName,
      envelope.pageCount,
      JSON.stringify(envelope.agreement),
      envelope.language,
    ],
  );
  return inserted!.id;
}

/**
 * A document of an envelope as stored, with the agreement it was written from and its language
 * when the API wrote it (none for a document filed as it came).
 */
export interface StoredDocumentRow {
  id: number;
  file_name: string;
  agreement: AgreementTerms | null;
  language: Language | null;
}

export function storedDocuments(tx: Queryable, envelopeId: number): Promise<StoredDocumentRow[]> {
  return tx.query<StoredDocumentRow>(
    'SELECT id, file_name, agreement, language FROM envelope_documents WHERE envelope_id = $1 ORDER BY id',
    [envelopeId],
  );
}

/** The document is now the stored file `fileName` (its signed copy) of `pageCount` pages. */
export async function replaceDocumentFile(
  tx: Queryable,
  documentId: number,
  fileName: string,
  pageCount: number,
): Promise<void> {
  await tx.query('UPDATE envelope_documents SET file_name = $2, page_count = $3 WHERE id = $1', [
    documentId,
    fileName,
    pageCount,
  ]);
}

/**
 * Who signs the envelope: its application's personal information, the account's name, and the
 * language and time zone a signed copy is written in.
 */
export async function envelopeSigner(
  db: Queryable,
  envelopeId: number,
): Promise<{
  personal_info: PersonalInfo | null;
  student: StudentName;
  language: Language;
  time_zone: string | null;
}> {
  const [row] = await db.query<{
    personal_info: PersonalInfo | null;
    first_name: string;
    middle_name: string | null;
    last_name: string;
    language: Language;
    time_zone: string | null;
  }>(
    `SELECT a.personal_info, s.first_name, s.middle_name, s.last_name, s.language, u.time_zone
     FROM envelopes e JOIN students s ON s.id = e.student_id JOIN users u ON u.id = s.user_id
     LEFT JOIN applications a ON a.id = e.application_id
     WHERE e.id = $1`,
    [envelopeId],
  );
  return {
    personal_info: row!.personal_info,
    student: { firstName: row!.first_name, middleName: row!.middle_name, lastName: row!.last_name },
    language: row!.language,
    time_zone: row!.time_zone,
  };
}

/** The event of recalling an envelope left unsigned, claimed once it is sent. */
export const recallKey = (envelopeId: number) => `documents-reminder:${envelopeId}`;

/**
 * Enrollment documents sent before `sentBefore` and still unsigned, on an application waiting for
 * them, that nobody has recalled yet.
 */
export function envelopesToRecall(
  db: Queryable,
  sentBefore: string,
  limit: number,
): Promise<{ id: number; student_id: number; cohort_name: string }[]> {
  return db.query(
    `SELECT e.id, e.student_id, c.name AS cohort_name
     FROM envelopes e
     JOIN applications a ON a.id = e.application_id AND a.status = 'SIGNING'
     JOIN cohorts c ON c.id = a.cohort_id
     WHERE e.status IN ('SENT', 'DELIVERED') AND e.sent_at <= $1
       AND NOT EXISTS (SELECT 1 FROM job_events j WHERE j.key = 'documents-reminder:' || e.id)
     ORDER BY e.sent_at, e.id
     LIMIT $2`,
    [sentBefore, limit],
  );
}
