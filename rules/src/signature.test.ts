import { describe, expect, test } from 'vitest';
import { refusal, refused } from './test/refusal';
import type { EnvelopeStatus } from '@hci/api-schema';
import {
  checkEnvelopeSignable,
  checkSignature,
  envelopeSignable,
  envelopeTitle,
  signatureMatches,
} from './signature';

const alex = { firstName: 'Alex', middleName: 'Jordan', lastName: 'Rivera' };
const jose = { firstName: 'José', middleName: null, lastName: 'Núñez' };

describe('the typed signature', () => {
  test('is the signer’s legal name, with or without the middle name', () => {
    expect(signatureMatches('Alex Jordan Rivera', alex)).toBe(true);
    expect(signatureMatches('Alex Rivera', alex)).toBe(true);
  });

  test('forgives case, spacing and accents', () => {
    expect(signatureMatches('  alex   RIVERA ', alex)).toBe(true);
    expect(signatureMatches('jose nunez', jose)).toBe(true);
    expect(signatureMatches('JOSÉ NÚÑEZ', jose)).toBe(true);
  });

  test('refuses another person’s name, a part of the name, or nothing', () => {
    expect(signatureMatches('Bob Smith', alex)).toBe(false);
    expect(signatureMatches('Alex', alex)).toBe(false);
    expect(signatureMatches('Rivera Alex', alex)).toBe(false);
    expect(signatureMatches('   ', alex)).toBe(false);
  });

  test('a wrong name is refused with the contract’s key', () => {
    expect(refusal(() => checkSignature('Bob Smith', alex))).toMatchObject(
      refused('signatureNameMismatch', 'The typed name is not the signer’s legal name', 400),
    );
    expect(() => checkSignature('alex rivera', alex)).not.toThrow();
  });
});

describe('an envelope', () => {
  test('can be signed while it waits for a signature: sent, or opened', () => {
    const signable = (status: EnvelopeStatus) => envelopeSignable({ status });
    expect(signable('SENT')).toBe(true);
    expect(signable('DELIVERED')).toBe(true);
    expect(signable('COMPLETED')).toBe(false);
    expect(signable('DECLINED')).toBe(false);
    expect(signable('VOIDED')).toBe(false);
  });

  test('signed, declined or voided, it refuses another signature with the contract’s key', () => {
    for (const status of ['COMPLETED', 'DECLINED', 'VOIDED'] as const)
      expect(refusal(() => checkEnvelopeSignable({ status }))).toMatchObject(
        refused('envelopeNotSignable', 'The envelope is not waiting for a signature', 409),
      );
    expect(() => checkEnvelopeSignable({ status: 'DELIVERED' })).not.toThrow();
  });
});

describe('an envelope’s title', () => {
  test('names the cohort of its application, if it has one', () => {
    expect(envelopeTitle('ENROLLMENT_AGREEMENT', 'HCTP 2026 Spring')).toEqual({
      kind: 'ENROLLMENT_AGREEMENT',
      params: { cohort: 'HCTP 2026 Spring' },
    });
    expect(envelopeTitle('PHOTO_RELEASE', null)).toEqual({ kind: 'PHOTO_RELEASE', params: {} });
  });
});
