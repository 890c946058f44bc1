import type { PersonalInfo } from '../schema';
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

/** A signature in another name than the signer's is refused. */
export function checkSignature(typed: string, signer: StudentName): void {
  if (!signatureMatches(typed, signer))
    throw refuse('signatureNameMismatch', 'The typed name is not the signer’s legal name', 400);
}

/** Signing is refused for an envelope no longer waiting for a signature (signed or voided meanwhile). */
export function checkEnvelopeSignable(signable: boolean): void {
  if (!signable) throw refuse('statusInvalid', 'The envelope is not waiting for a signature', 409);
}
