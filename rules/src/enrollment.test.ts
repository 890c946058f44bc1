import { describe, expect, test } from 'vitest';
import type { ApplicationStatus } from '@hci/api-schema';
import { refusal, refused } from './test/refusal';
import type { AgreementChoices, ApplicationState, DiscountCode } from './enrollment';
import {
  advisorStep,
  agreementOutdated,
  agreementStudentName,
  checkCode,
  checkPromoCode,
  checkDraft,
  checkCanJoin,
  checkSubmittable,
  codeExpired,
  codeFits,
  cohortRefusal,
  cohortClosestTo,
  countingCodes,
  discountFor,
  reviewStepMs,
  statusHistory,
  studentRecordFromApplication,
} from './enrollment';

const today = '2026-11-23';
const yesterday = '2026-11-22';
// Written without milliseconds, as a client could have sent it: the history must keep this text.
const submittedAt = '2026-11-23T10:00:00Z';
const submitted = Date.parse(submittedAt);
const stepAt = (step: number) => new Date(submitted + step * reviewStepMs).toISOString();
const updatedAt = '2026-11-23T11:00:00.000Z';

const application = (status: ApplicationStatus): ApplicationState => ({
  status,
  submittedAt: status === 'DRAFT' ? null : submittedAt,
  updatedAt: updatedAt,
});

describe('the status history', () => {
  test('a draft has none', () => {
    expect(statusHistory(application('DRAFT'), null)).toBeUndefined();
  });

  test('a submission is dated as it was stored', () => {
    expect(statusHistory(application('SUBMITTED'), null)).toStrictEqual([
      { status: 'SUBMITTED', at: submittedAt },
    ]);
  });

  test('each of the advisor’s steps follows the previous one at its fixed pace', () => {
    expect(statusHistory(application('APPROVED'), null)).toStrictEqual([
      { status: 'SUBMITTED', at: submittedAt },
      { status: 'REVIEWED', at: stepAt(1) },
      { status: 'APPROVED', at: stepAt(2) },
    ]);
    expect(statusHistory(application('SIGNING'), null)?.map((step) => step.status)).toStrictEqual([
      'SUBMITTED',
      'REVIEWED',
      'APPROVED',
      'SIGNING',
    ]);
  });

  test('completion comes after every step, when the last document was signed', () => {
    const signedAt = '2026-11-23T10:30:00.000Z';
    expect(statusHistory(application('COMPLETE'), signedAt)).toStrictEqual([
      { status: 'SUBMITTED', at: submittedAt },
      { status: 'REVIEWED', at: stepAt(1) },
      { status: 'APPROVED', at: stepAt(2) },
      { status: 'SIGNING', at: stepAt(3) },
      { status: 'COMPLETE', at: signedAt },
    ]);
  });

  test('with no signature on record, completion is dated by the application’s last change', () => {
    expect(statusHistory(application('COMPLETE'), null)?.at(-1)).toStrictEqual({
      status: 'COMPLETE',
      at: updatedAt,
    });
  });
});

describe('the simulated advisor', () => {
  const after = (status: ApplicationStatus, ms: number) =>
    advisorStep(application(status), submitted + ms);

  test('takes one step each interval after the submission, not before', () => {
    expect(after('SUBMITTED', reviewStepMs - 1)).toBeNull();
    expect(after('SUBMITTED', reviewStepMs)).toBe('REVIEWED');
    expect(after('REVIEWED', 2 * reviewStepMs - 1)).toBeNull();
    expect(after('REVIEWED', 2 * reviewStepMs)).toBe('APPROVED');
    expect(after('APPROVED', 3 * reviewStepMs)).toBe('SIGNING');
  });

  test('catches up on the steps nobody looked at', () => {
    expect(after('SUBMITTED', 2.5 * reviewStepMs)).toBe('APPROVED');
    expect(after('SUBMITTED', 3 * reviewStepMs)).toBe('SIGNING');
  });

  test('stops once the documents are sent: signing is the student’s step', () => {
    expect(after('SUBMITTED', 100 * reviewStepMs)).toBe('SIGNING');
    expect(after('SIGNING', 100 * reviewStepMs)).toBeNull();
  });

  test('never takes an application back', () => {
    expect(after('APPROVED', reviewStepMs)).toBeNull();
  });

  test('leaves drafts and complete applications alone', () => {
    expect(after('DRAFT', 100 * reviewStepMs)).toBeNull();
    expect(after('COMPLETE', 100 * reviewStepMs)).toBeNull();
  });
});

describe('voucher and promo codes', () => {
  type Code = DiscountCode & { code: string };
  const code = (changes: Partial<Code> = {}): Code => ({
    code: 'WELCOME100',
    amount: 10_000,
    cohortId: null,
    expiresOn: today,
    ...changes,
  });
  const invalid = refused('invalidVoucherCode', 'The code is not valid', 400);

  test('a code is good through the day it expires on', () => {
    expect(codeExpired(code({ expiresOn: today }), today)).toBe(false);
    expect(codeExpired(code({ expiresOn: yesterday }), today)).toBe(true);
  });

  test('a code without an expiry date never expires', () => {
    expect(codeExpired(code({ expiresOn: undefined }), today)).toBe(false);
    expect(discountFor(3, [code({ expiresOn: null })], today)).toBe(10_000);
  });

  test('an unknown code is not valid', () => {
    expect(refusal(() => checkCode(null, 3, today))).toMatchObject(invalid);
  });

  test('a promo code opened from its link: unknown and expired are not there, each by its key', () => {
    const promo = code({ expiresOn: today });
    expect(checkPromoCode(promo, today)).toBe(promo);
    expect(refusal(() => checkPromoCode(undefined, today))).toMatchObject(
      refused('invalidVoucherCode', 'No such promo code', 404),
    );
    expect(refusal(() => checkPromoCode(code({ expiresOn: yesterday }), today))).toMatchObject(
      refused('voucherIsExpired', 'The promo code has expired', 404),
    );
  });

  test('a code for one cohort is valid for that cohort only, or while none is chosen', () => {
    const forThree = code({ cohortId: 3 });
    expect(checkCode(forThree, 3, today)).toBe(forThree);
    expect(refusal(() => checkCode(forThree, 4, today))).toMatchObject(
      refused('voucherForAnotherCohort', 'The code is meant for another cohort', 400),
    );
    expect(checkCode(forThree, null, today)).toBe(forThree);
    expect(checkCode(forThree, undefined, today)).toBe(forThree);
  });

  test('a code fits the cohort it names, and every cohort when it names none', () => {
    expect(codeFits(code({ cohortId: 3 }), 3)).toBe(true);
    expect(codeFits(code({ cohortId: 3 }), 4)).toBe(false);
    expect(codeFits(code({ cohortId: null }), 4)).toBe(true);
    expect(codeFits(code({ cohortId: undefined }), 4)).toBe(true);
  });

  test('a code for any cohort is valid for each of them', () => {
    const any = code();
    expect(checkCode(any, 4, today)).toBe(any);
  });

  test('an expired code is refused as such, whichever cohort it was for', () => {
    const expired = code({ expiresOn: yesterday, cohortId: 3 });
    const refusedExpired = refused('voucherIsExpired', 'The code has expired', 400);
    expect(refusal(() => checkCode(expired, 3, today))).toMatchObject(refusedExpired);
    expect(refusal(() => checkCode(expired, 4, today))).toMatchObject(refusedExpired);
  });

  test('a voucher and a promo code add up', () => {
    const voucher = code({ amount: 10_000 });
    const promo = code({ code: 'HCI-START', amount: 2_500, cohortId: 3 });
    expect(discountFor(3, [voucher, promo], today)).toBe(12_500);
    expect(discountFor(3, [voucher, null], today)).toBe(10_000);
    expect(discountFor(3, [null, promo], today)).toBe(2_500);
  });

  test('unknown, expired and other cohorts’ codes take nothing off', () => {
    expect(discountFor(3, [null, null], today)).toBe(0);
    const expired = code({ expiresOn: yesterday });
    const elsewhere = code({ cohortId: 4 });
    expect(discountFor(3, [expired, elsewhere], today)).toBe(0);
    expect(discountFor(3, [code({ expiresOn: today }), elsewhere], today)).toBe(10_000);
  });

  test('the codes that count are the ones the agreement names', () => {
    const voucher = code({ amount: 10_000 });
    const promo = code({ code: 'HCI-START', amount: 2_500, cohortId: 3 });
    expect(countingCodes(3, [voucher, promo], today)).toEqual([voucher, promo]);
    expect(countingCodes(4, [voucher, promo], today)).toEqual([voucher]);
    expect(countingCodes(3, [code({ expiresOn: yesterday }), null, promo], today)).toEqual([promo]);
  });
});

describe('the cohort closest to what a sign-up hoped for', () => {
  const cohort = (startDate: string, programTrack = 'HEALTH_COACH', canJoin = true) => ({
    startDate,
    programTrack,
    canJoin,
  });
  const spring = cohort('2027-03-01');
  const summer = cohort('2027-06-01');
  const fall = cohort('2027-09-01');
  const business = cohort('2027-05-20', 'BUSINESS');

  test('the open cohort of the track starting nearest the hoped-for start', () => {
    const hopes = { programTrack: 'HEALTH_COACH', startDate: '2027-05-15' };
    expect(cohortClosestTo([spring, summer, fall, business], hopes)).toBe(summer);
    const closed = cohort('2027-05-16', 'HEALTH_COACH', false);
    expect(cohortClosestTo([spring, closed, fall], hopes)).toBe(spring);
  });

  test('any track when none of the named one is open; the earlier of two as near', () => {
    expect(
      cohortClosestTo([spring, business], { programTrack: 'OTHER', startDate: '2027-05-01' }),
    ).toBe(business);
    expect(cohortClosestTo([summer, spring], { startDate: '2027-04-16' })).toBe(spring);
  });

  test('in the language the student prefers, any when none of the track is taught in it', () => {
    const hopes = { programTrack: 'HEALTH_COACH', startDate: '2027-06-01' };
    const spanishFall = { ...fall, languageIso2LetterCode: 'ES' as const };
    expect(cohortClosestTo([summer, spanishFall], hopes, 'ES')).toBe(spanishFall);
    expect(cohortClosestTo([summer, spanishFall], hopes, 'EN')).toBe(summer);
    expect(cohortClosestTo([summer, spanishFall, business], hopes)).toBe(summer);
    expect(
      cohortClosestTo(
        [summer, { ...business, languageIso2LetterCode: 'ES' as const }],
        hopes,
        'ES',
      ),
    ).toBe(summer);
  });

  test('none without a hoped-for start', () => {
    expect(cohortClosestTo([spring], undefined)).toBeUndefined();
    expect(cohortClosestTo([spring], { programTrack: 'HEALTH_COACH' })).toBeUndefined();
  });
});

describe('who may join a cohort', () => {
  const other = (status: ApplicationStatus, graduationDate = '2027-06-30') => ({
    status,
    graduationDate,
  });
  const active = refused(
    'studentActiveEnrollment',
    'You already have an active enrollment for this program',
    409,
  );
  const applied = refused('invalidApplicationRequest', 'You already applied to this program', 409);
  const full = refused('exceededStudents', 'The cohort has no seat left', 409);
  const seats = 12;

  test('with no other application, or only drafts, the student may apply', () => {
    expect(cohortRefusal([], seats, today)).toBeNull();
    expect(cohortRefusal([other('DRAFT')], seats, today)).toBeNull();
    expect(() => checkCanJoin([other('DRAFT')], seats, today)).not.toThrow();
  });

  test('an application under way is one already made', () => {
    for (const status of ['SUBMITTED', 'REVIEWED', 'APPROVED', 'SIGNING'] as const) {
      expect(refusal(() => checkCanJoin([other(status)], seats, today))).toMatchObject(applied);
    }
  });

  test('a complete application is an active enrollment until its cohort has graduated', () => {
    expect(refusal(() => checkCanJoin([other('COMPLETE', today)], seats, today))).toMatchObject(
      active,
    );
    expect(() => checkCanJoin([other('COMPLETE', yesterday)], seats, today)).not.toThrow();
  });

  test('an active enrollment is said before an application under way, and both before a full cohort', () => {
    const both = [other('SUBMITTED'), other('COMPLETE')];
    expect(cohortRefusal(both, 0, today)).toMatchObject(active);
    expect(cohortRefusal([other('SUBMITTED')], 0, today)).toMatchObject(applied);
  });

  test('a cohort with no seat left takes no one more; its last seat is still open', () => {
    expect(refusal(() => checkCanJoin([], 0, today))).toMatchObject(full);
    expect(cohortRefusal([], 1, today)).toBeNull();
  });
});

describe('the draft’s agreement', () => {
  const choices: AgreementChoices = {
    cohortId: 3,
    planOptionId: 7,
    voucherCode: 'WELCOME100',
    promoCode: null,
  };

  test('a new draft needs one', () => {
    expect(agreementOutdated(null, choices)).toBe(true);
  });

  test('is kept while its cohort, plan and codes stay the same', () => {
    expect(agreementOutdated(choices, { ...choices })).toBe(false);
  });

  test.each([
    ['cohort', { cohortId: 4 }],
    ['plan', { planOptionId: 8 }],
    ['voucher', { voucherCode: null }],
    ['promo code', { promoCode: 'HCI-START' }],
  ])('is redone when the %s changes', (_, change) => {
    expect(agreementOutdated(choices, { ...choices, ...change })).toBe(true);
  });

  const student = { firstName: 'Alex', middleName: 'Jordan', lastName: 'Rivera' };

  test('is made out to the name the application gives, whole', () => {
    expect(
      agreementStudentName({ firstName: 'Alejandra', middleName: 'M.', lastName: 'Ríos' }, student),
    ).toBe('Alejandra M. Ríos');
    expect(agreementStudentName({ firstName: 'Alejandra', lastName: 'Ríos' }, student)).toBe(
      'Alejandra Ríos',
    );
  });

  test('else to the account’s name, middle name only when there is one', () => {
    expect(agreementStudentName(null, student)).toBe('Alex Jordan Rivera');
    expect(agreementStudentName(null, { ...student, middleName: null })).toBe('Alex Rivera');
  });
});

describe('submitting an application', () => {
  const submitted = refused(
    'invalidApplicationRequest',
    'The application was already submitted',
    409,
  );
  const ready = { cardValid: true, agreementSigned: true };
  const complete = { status: 'DRAFT' as const, cohortId: 3, planOptionId: 7 };

  test('only a draft can change or be submitted', () => {
    expect(() => checkDraft('DRAFT')).not.toThrow();
    for (const status of ['SUBMITTED', 'SIGNING', 'COMPLETE'] as const) {
      expect(refusal(() => checkDraft(status))).toMatchObject(submitted);
    }
  });

  test('a draft with a cohort, a plan, a valid card and the agreement signed can be submitted', () => {
    expect(() => checkSubmittable(complete, ready)).not.toThrow();
  });

  test('what is missing is said in order: draft, cohort, plan, card, signature', () => {
    const nothing = { cardValid: false, agreementSigned: false };
    const empty = { status: 'DRAFT' as const, cohortId: null, planOptionId: null };
    expect(
      refusal(() => checkSubmittable({ ...empty, status: 'SUBMITTED' }, nothing)),
    ).toMatchObject(submitted);
    expect(refusal(() => checkSubmittable(empty, nothing))).toMatchObject(
      refused('noCohortSelected', 'Please select a course', 400),
    );
    expect(refusal(() => checkSubmittable({ ...empty, cohortId: 3 }, nothing))).toMatchObject(
      refused('noPaymentPlanSelected', 'Please select a payment plan', 400),
    );
    expect(refusal(() => checkSubmittable(complete, nothing))).toMatchObject(
      refused('paymentMethodFailed', 'The payment method is missing or no longer valid', 400),
    );
    expect(
      refusal(() => checkSubmittable(complete, { ...ready, agreementSigned: false })),
    ).toMatchObject(
      refused('submitApplicationFailed', 'The enrollment agreement is not signed', 400),
    );
  });
});

describe('what a submitted application writes on the student’s record', () => {
  const personalInfo = { firstName: 'Zoë-Ann', lastName: 'O’Brien', dateBirth: '1991-05-17' };
  const address = { countryCode: 'US', stateCode: 'TX', city: 'Austin', street1: '1 Main St' };

  test('the names, phones and address it collected', () => {
    const contactInfo = { mobilePhone: '+12025550123' };
    expect(studentRecordFromApplication({ personalInfo, contactInfo, address })).toEqual({
      personalInfo,
      contactInfo,
      address,
    });
  });

  test('a part it left empty keeps the record’s own', () => {
    expect(
      studentRecordFromApplication({ personalInfo: null, contactInfo: {}, address: { city: '' } }),
    ).toEqual({});
  });
});
