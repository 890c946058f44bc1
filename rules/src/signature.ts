import type { EnvelopeStatus, PersonalInfo, SystemText, SystemTextKind } from '@hci/api-schema';
import { refuse } from './refusal';

/** The student as their account names them. */
export interface StudentName {
  firstName: string;
  middleName?: string | null;
  lastName: string;
}

/**
 * A typed signature binds only the person the agreement names. Case, spacing and accents are
 * forgiven (a keyboard without "é" still signs "José"), and the middle name may be left out; any
 * other difference is a different name.
 */
function comparable(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase('en')
    .split(/\s+/)
    .filter(Boolean)
    .join(' ');
}

/** The person who signs: the application's personal information, whole, else the account's name. */
export function agreementSigner(person: PersonalInfo | null | undefined, student: StudentName) {
  return person ?? student;
}

/** Whether the typed name is the signer's legal name, with or without the middle name. */
export function signatureMatches(typed: string, signer: StudentName): boolean {
  const { firstName, middleName, lastName } = signer;
  const typedName = comparable(typed);
  if (!typedName) return false;
  const accepted = [
    [firstName, middleName, lastName],
    [firstName, lastName],
  ].map((parts) => comparable(parts.filter(Boolean).join(' ')));
  return accepted.includes(typedName);
}

/** The envelope statuses that wait for the student's signature: sent, or opened, not answered. */
export const signableEnvelopeStatuses: readonly EnvelopeStatus[] = ['SENT', 'DELIVERED'];

/** An envelope can be signed while it waits for a signature: not once signed, declined, voided. */
export function envelopeSignable(envelope: { status: EnvelopeStatus }): boolean {
  return signableEnvelopeStatuses.includes(envelope.status);
}

/** Signing an envelope that no longer waits for a signature is refused. */
export function checkEnvelopeSignable(envelope: { status: EnvelopeStatus }): void {
  if (!envelopeSignable(envelope))
    throw refuse('envelopeNotSignable', 'The envelope is not waiting for a signature', 409);
}

/** A signature in another name than the signer's is refused. */
export function checkSignature(typed: string, signer: StudentName): void {
  if (!signatureMatches(typed, signer))
    throw refuse('signatureNameMismatch', 'The typed name is not the signer’s legal name', 400);
}

/** Of requests signing one envelope at once, only the first signs; the others are refused. */
export function checkFirstSignature(signed: boolean): void {
  if (!signed)
    throw refuse('envelopeNotSignable', 'The envelope is not waiting for a signature', 409);
}

/** An envelope's or document's title: what it is, and the cohort its application is for. */
export function envelopeTitle(kind: SystemTextKind, cohort: string | null | undefined): SystemText {
  return { kind, params: cohort ? { cohort } : {} };
}
