// The enrollment agreement a draft sends once it has a plan: a real PDF naming the student, the
// plan and the amounts it binds, reissued when those change.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { agreementParagraphs, agreementPdf } from '../src/files/agreement.js';
import { instantIn, moneyIn } from '../src/mail/formats.js';
import type { Json, Session, TestApi } from './harness.js';
import { demo, demoPassword, openTestApi } from './harness.js';
import { pdfText } from './pdf-text.js';

const dollars = (cents: number) => moneyIn('EN', cents);

describe('the agreement PDF', () => {
  const agreement = {
    studentName: 'José Núñez Peña',
    cohortName: 'Formación de Health Coach, próxima cohorte',
    startDate: '2027-01-10',
    graduationDate: '2027-12-10',
    plan: { kind: 'PLAN_MONTHLY_INSTALLMENTS', params: { installmentCount: 11 } },
    tuition: 577_500,
    discounts: [],
    terms: {
      installmentAmount: 52_500,
      lastInstallmentAmount: 52_500,
      totalOwed: 627_500,
      amountDue: 50_000,
      interestRate: 5,
      depositAmount: 50_000,
      installmentCount: 11,
    },
  } as const;
  const signature = {
    name: "Zoë-Ann O'Brien-Núñez",
    signedAt: '2027-01-05T16:30:00Z',
    timeZone: 'America/Denver',
    envelopeId: 42,
  };

  test('names the student (accents kept), the plan, the dates and every amount, then a blank signature block', async () => {
    const text = await pdfText(await agreementPdf(agreement, 'EN'));
    expect(text).toMatch(/^Enrollment agreement This enrollment agreement/);
    expect(text).toContain('José Núñez Peña');
    expect(text).toContain('Formación de Health Coach, próxima cohorte');
    expect(text).toContain('from January 10, 2027 to December 10, 2027.');
    expect(text).toContain('“11 monthly installments”');
    for (const amount of ['$6,275.00', '$500.00', '$525.00', '11 installments', '5.00%'])
      expect(text).toContain(amount);
    expect(text).toMatch(/Signature Student: José Núñez Peña Signed: _+ Date: _+$/);
  });

  test('in Spanish for a student who reads documents in Spanish: the words, the dates and the amounts', async () => {
    const text = await pdfText(await agreementPdf(agreement, 'ES'));
    expect(text).toMatch(/^Acuerdo de inscripción Este acuerdo de inscripción se celebra/);
    expect(text).toContain('del 10 de enero de 2027 al 10 de diciembre de 2027.');
    expect(text).toContain('«11 cuotas mensuales»');
    expect(text).toContain(`un total de ${moneyIn('ES', 627_500)}`);
    expect(text).toContain('5,00\u00a0%');
    expect(text).not.toMatch(/Enrollment|installment|Signed|Date:/);
    expect(text).toMatch(/Firma Estudiante: José Núñez Peña Firmado: _+ Fecha: _+$/);
  });

  test('signed: the name as typed, the date and time in the signer’s zone, and the envelope', async () => {
    const spanish = await pdfText(await agreementPdf(agreement, 'ES', signature));
    expect(spanish).toMatch(
      /Firma Estudiante: José Núñez Peña Firmado: Zoë-Ann O'Brien-Núñez Fecha: martes, 5 de enero de 2027, 9:30 \(America\/Denver\) Firmado electrónicamente\. ID del sobre: 42$/,
    );
    expect(spanish).not.toContain('__');
    const english = await pdfText(await agreementPdf(agreement, 'EN', signature));
    expect(english).toMatch(
      /Signed: Zoë-Ann O'Brien-Núñez Date: Tuesday, January 5, 2027 at 9:30\sAM \(America\/Denver\) Signed electronically\. Envelope ID: 42$/,
    );
    const noZone = await pdfText(
      await agreementPdf(agreement, 'EN', { ...signature, timeZone: null }),
    );
    expect(noZone).toMatch(/Date: Tuesday, January 5, 2027 at 4:30\sPM \(UTC\)/);
  });

  test('a letter the standard font cannot write is written as its base letter or "?", never failing the document', async () => {
    const name = 'Łukasz Żółć Őry';
    const text = await pdfText(
      await agreementPdf({ ...agreement, studentName: name }, 'EN', { ...signature, name }),
    );
    // Ł and ł have no base letter to fall back on; Ż, ć and Ő do.
    expect(text).toContain('Student: ?ukasz Zó?c Ory');
    expect(text).toContain('Signed: ?ukasz Zó?c Ory');
  });

  test('long paragraphs wrap onto lines that fit the page, and spill onto a second page', async () => {
    const long = { ...agreement, studentName: 'Ana '.repeat(400).trim() };
    const pdf = await PDFDocument.load(await agreementPdf(long, 'EN'));
    expect(pdf.getPageCount()).toBeGreaterThan(1);
    const text = await pdfText(await agreementPdf(agreement, 'EN'));
    expect(text.split(' ').length).toBeGreaterThan(100);
  });

  test('installments of one amount are stated once', () => {
    expect(agreementParagraphs(agreement, 'EN')[1]).toContain(
      'with a deposit of $500.00 and 11 installments of $525.00 at a yearly interest rate',
    );
  });

  test('a last installment smaller than the others is stated on its own', () => {
    // 5,650.00 less the deposit over 6: five of 858.34 and the 858.30 they leave.
    const terms = {
      ...agreement.terms,
      installmentAmount: 85_834,
      lastInstallmentAmount: 85_830,
      totalOwed: 565_000,
      installmentCount: 6,
    };
    const plan = agreementParagraphs({ ...agreement, terms }, 'EN')[1];
    expect(plan).toContain('a total of $5,650.00');
    expect(plan).toContain(
      'with a deposit of $500.00 and 6 installments: 5 of $858.34 and a last one of $858.30, at a yearly interest rate',
    );
    expect(agreementParagraphs({ ...agreement, terms }, 'ES')[1]).toContain(
      `6 cuotas: 5 de ${moneyIn('ES', 85_834)} y una última de ${moneyIn('ES', 85_830)}, a una tasa`,
    );
  });

  test('paid in full: no deposit and one payment, not "a deposit of Free and 1 installments"', () => {
    const terms = {
      ...agreement.terms,
      installmentAmount: 376_800,
      lastInstallmentAmount: 376_800,
      totalOwed: 376_800,
      amountDue: 376_800,
      interestRate: 0,
      depositAmount: 0,
      installmentCount: 1,
    };
    const plan = { kind: 'PLAN_PAY_IN_FULL', params: {} } as const;
    expect(agreementParagraphs({ ...agreement, plan, terms }, 'EN')[1]).toBe(
      'The student chooses the payment plan “Pay in full”: a total of $3,768.00, of which $3,768.00 is due today, with no deposit and one payment of $3,768.00 at a yearly interest rate of 0.00%.',
    );
    expect(agreementParagraphs({ ...agreement, plan, terms }, 'ES')[1]).toContain('«Pago único»');
  });

  test('the codes that lower the tuition are named, each with what it takes off', () => {
    const discounts = [
      { kind: 'VOUCHER', code: 'WELCOME150', amount: 15_000 },
      { kind: 'PROMO', code: 'HCTP-FALL26', amount: 20_000 },
    ] as const;
    const paragraphs = agreementParagraphs({ ...agreement, discounts }, 'EN');
    expect(paragraphs[1]).toBe(
      'The tuition of $5,775.00 is reduced by the voucher WELCOME150 ($150.00) and the promo code HCTP-FALL26 ($200.00).',
    );
    expect(paragraphs[2]).toMatch(/^The student chooses the payment plan/);
    expect(agreementParagraphs(agreement, 'EN').join(' ')).not.toContain('reduced');
    expect(agreementParagraphs({ ...agreement, discounts }, 'ES')[1]).toBe(
      `La matrícula de ${moneyIn('ES', 577_500)} se reduce con el cupón WELCOME150 (${moneyIn('ES', 15_000)}) y el código promocional HCTP-FALL26 (${moneyIn('ES', 20_000)}).`,
    );
  });

  test('amounts read as money, zero as well: an agreement states what is owed', () => {
    const terms = { ...agreement.terms, amountDue: 0 };
    expect(agreementParagraphs({ ...agreement, terms }, 'EN')[1]).toContain(
      'of which $0.00 is due today',
    );
  });
});

describe('a draft application and its agreement', () => {
  let api: TestApi;
  let student: Session;
  const s = () => `/students/${student.studentId}`;
  const as = (extra: { body?: unknown } = {}) => ({ token: student.accessToken, ...extra });

  beforeAll(async () => {
    api = await openTestApi();
    student = await api.signIn(demo.student);
  });
  afterAll(() => api.close());

  const agreementsOf = async (applicationId: number) =>
    ((await api.request('GET', `${s()}/envelopes`, as())).body.content as Json[]).filter(
      (e) => e.applicationId === applicationId,
    );

  test('choosing a plan sends the agreement for it; changing the plan voids it and sends another', async () => {
    const cohorts = await api.request('GET', '/cohorts?programTrack=BUSINESS', as());
    const cohortId = cohorts.body.content[0].id;
    const plans = (await api.request('GET', `/cohorts/${cohortId}/payment_plans`, as())).body
      .content as Json[];
    const draft = await api.request(
      'POST',
      `${s()}/enrollment_applications`,
      as({
        body: {
          cohortId,
          personalInfo: { firstName: 'Íñigo', lastName: 'Muñoz' },
        },
      }),
    );
    const id = draft.body.content.id;
    expect(await agreementsOf(id)).toEqual([]);

    await api.request(
      'PUT',
      `${s()}/enrollment_applications/${id}`,
      as({ body: { paymentPlanId: plans[0]!.id } }),
    );
    const [first] = await agreementsOf(id);
    expect(first.status).toBe('SENT');
    const file = await api.request(
      'GET',
      `/envelopes/${first.id}/documents/${first.documents[0].id}`,
      as(),
    );
    const text = await pdfText(new Uint8Array(file.body as ArrayBuffer));
    expect(text).toContain('Íñigo Muñoz');
    expect(plans[0]!.name).toEqual({ kind: 'PLAN_PAY_IN_FULL', params: {} });
    expect(text).toContain('Pay in full');
    expect(text).toContain(dollars(plans[0]!.terms.totalOwed));

    await api.request(
      'POST',
      `/envelopes/${first.id}/sign`,
      as({ body: { signatureName: 'Íñigo Muñoz', agree: true } }),
    );
    await api.request(
      'PUT',
      `${s()}/enrollment_applications/${id}`,
      as({ body: { paymentPlanId: plans[1]!.id } }),
    );
    expect((await agreementsOf(id)).map((e) => e.status).sort()).toEqual(['SENT', 'VOIDED']);
    // The tuition less the deposit does not divide by the installments: the last one is stated.
    const sixMonths = plans[1]!.terms;
    expect(sixMonths.lastInstallmentAmount).toBeLessThan(sixMonths.installmentAmount);
    const second = (await agreementsOf(id)).find((e) => e.status === 'SENT');
    const secondFile = await api.request(
      'GET',
      `/envelopes/${second.id}/documents/${second.documents[0].id}`,
      as(),
    );
    expect(await pdfText(new Uint8Array(secondFile.body as ArrayBuffer))).toContain(
      `and a last one of ${dollars(sixMonths.lastInstallmentAmount)}`,
    );

    // A voucher changes the amounts: the agreement is sent again with the lower total.
    await api.request(
      'PUT',
      `${s()}/enrollment_applications/${id}`,
      as({ body: { voucherCode: 'WELCOME150' } }),
    );
    const discounted = (await agreementsOf(id)).find((e) => e.status === 'SENT');
    const discountedFile = await api.request(
      'GET',
      `/envelopes/${discounted.id}/documents/${discounted.documents[0].id}`,
      as(),
    );
    const discountedPlans = (
      await api.request('GET', `/cohorts/${cohortId}/payment_plans?voucherCode=WELCOME150`, as())
    ).body.content as Json[];
    expect(await pdfText(new Uint8Array(discountedFile.body as ArrayBuffer))).toContain(
      dollars(discountedPlans[1]!.terms.totalOwed),
    );
    expect(discountedPlans[1]!.terms.totalOwed).toBeLessThan(plans[1]!.terms.totalOwed);

    // Saving another step with the same plan keeps the agreement as it is.
    const after = await agreementsOf(id);
    await api.request(
      'PUT',
      `${s()}/enrollment_applications/${id}`,
      as({ body: { alumni: false } }),
    );
    expect((await agreementsOf(id)).map((e) => e.id)).toEqual(after.map((e) => e.id));
  });

  test('a promo code lowers every plan by its discount, with a voucher on top, and the agreement binds the lower amounts', async () => {
    const promo = (await api.request('GET', '/public/promo_codes/HCTP-FALL26')).body.content;
    const plansOf = async (query: string) =>
      (await api.request('GET', `/cohorts/${promo.cohortId}/payment_plans${query}`, as())).body
        .content as Json[];
    const full = await plansOf('');
    const promoted = await plansOf('?promoCode=hctp-fall26');
    const both = await plansOf('?promoCode=HCTP-FALL26&voucherCode=WELCOME150');
    // "Pay in full" has no interest, so its total drops by exactly the discounts.
    const payInFull = (plans: Json[]) => plans.find((p) => p.terms.installmentCount === 1)!.terms;
    expect(payInFull(promoted).totalOwed).toBe(payInFull(full).totalOwed - promo.discount);
    expect(payInFull(both).totalOwed).toBe(payInFull(full).totalOwed - promo.discount - 15_000);
    for (const [index, plan] of promoted.entries())
      expect(plan.terms.totalOwed).toBeLessThan(full[index]!.terms.totalOwed);
    // An expired promo code takes nothing off.
    expect(await plansOf('?promoCode=HCTP-SPRING25')).toEqual(full);

    // A new student: the demo student already studies in the promo code's program.
    const email = 'promo.enrollee@demo.test';
    await api.request('POST', '/auth/signup', {
      body: { email, password: demoPassword, firstName: 'Ana', lastName: 'Peña' },
    });
    const newcomer = await api.signIn(email);
    const mine = (extra: { body?: unknown } = {}) => ({ token: newcomer.accessToken, ...extra });
    const draft = await api.request(
      'POST',
      `/students/${newcomer.studentId}/enrollment_applications`,
      mine({
        body: {
          cohortId: promo.cohortId,
          promoCode: 'HCTP-FALL26',
          paymentPlanId: full[0]!.id,
          personalInfo: { firstName: 'Ana', lastName: 'Peña' },
        },
      }),
    );
    expect(draft.status).toBe(201);
    const envelopes = await api.request('GET', `/students/${newcomer.studentId}/envelopes`, mine());
    const [agreement] = (envelopes.body.content as Json[]).filter((e) => e.status === 'SENT');
    const file = await api.request(
      'GET',
      `/envelopes/${agreement.id}/documents/${agreement.documents[0].id}`,
      mine(),
    );
    const text = await pdfText(new Uint8Array(file.body as ArrayBuffer));
    expect(text).toContain(`a total of ${dollars(promoted[0]!.terms.totalOwed)}`);
    expect(text).not.toContain(`a total of ${dollars(full[0]!.terms.totalOwed)}`);
    expect(text).toContain(`reduced by the promo code HCTP-FALL26 (${dollars(promo.discount)}).`);
  });

  test('the typed name must be the signer’s legal name; the signed agreement says who signed', async () => {
    const email = 'signer@demo.test';
    await api.request('POST', '/auth/signup', {
      body: { email, password: demoPassword, firstName: 'Alex', lastName: 'Rivera' },
    });
    const signer = await api.signIn(email);
    const mine = (extra: { body?: unknown } = {}) => ({ token: signer.accessToken, ...extra });
    const cohorts = await api.request('GET', '/cohorts?programTrack=BUSINESS', mine());
    const cohortId = cohorts.body.content[0].id;
    const plans = (await api.request('GET', `/cohorts/${cohortId}/payment_plans`, mine())).body
      .content as Json[];
    await api.request(
      'POST',
      `/students/${signer.studentId}/enrollment_applications`,
      mine({
        body: {
          cohortId,
          paymentPlanId: plans[0]!.id,
          personalInfo: { firstName: 'Alex', middleName: 'Jordan', lastName: 'Rivera' },
        },
      }),
    );
    const envelopes = async () =>
      (await api.request('GET', `/students/${signer.studentId}/envelopes`, mine())).body
        .content as Json[];
    const [agreement] = await envelopes();
    const sign = (signatureName: string) =>
      api.request(
        'POST',
        `/envelopes/${agreement.id}/sign`,
        mine({ body: { signatureName, agree: true } }),
      );

    const wrong = await sign('Bob Smith');
    expect(wrong.status).toBe(400);
    expect(wrong.body.key).toBe('signatureNameMismatch');
    expect((await envelopes())[0].status).toBe('SENT');

    const signed = await sign('  alex   RIVERA ');
    expect(signed.status).toBe(200);
    expect(signed.body.content).toMatchObject({ status: 'COMPLETED', signedBy: 'alex   RIVERA' });
    expect(signed.body.content.completedAt).toEqual(expect.any(String));
  });

  test('a draft can be discarded, its agreement voided with it', async () => {
    const email = 'discarder@demo.test';
    await api.request('POST', '/auth/signup', {
      body: { email, password: demoPassword, firstName: 'Dana', lastName: 'Cruz' },
    });
    const student = await api.signIn(email);
    const mine = { token: student.accessToken };
    const applications = `/students/${student.studentId}/enrollment_applications`;
    const cohortId = (await api.request('GET', '/cohorts?programTrack=BUSINESS', mine)).body
      .content[0].id;
    const plans = (await api.request('GET', `/cohorts/${cohortId}/payment_plans`, mine)).body
      .content as Json[];
    const draft = await api.request('POST', applications, {
      ...mine,
      body: { cohortId, paymentPlanId: plans[0]!.id },
    });

    const discarded = await api.request('DELETE', `${applications}/${draft.body.content.id}`, mine);
    expect(discarded.status).toBe(200);
    expect(discarded.body.content.id).toBe(draft.body.content.id);
    expect((await api.request('GET', applications, mine)).body.content).toEqual([]);
    const envelopes = await api.request('GET', `/students/${student.studentId}/envelopes`, mine);
    expect((envelopes.body.content as Json[]).map((e) => e.status)).toEqual(['VOIDED']);
    expect(
      (await api.request('DELETE', `${applications}/${draft.body.content.id}`, mine)).status,
    ).toBe(404);
  });
});

describe('the signed agreement, in the language the student chose for documents', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await openTestApi();
  });
  afterAll(() => api.close());

  /** A new student in `language`, with a draft for a cohort and its first plan: its agreement. */
  const enroll = async (
    email: string,
    personalInfo: { firstName: string; lastName: string },
    language: 'EN' | 'ES',
    timeZone: string,
  ) => {
    const signedUp = await api.request('POST', '/auth/signup', {
      body: { email, password: demoPassword, ...personalInfo, languageIso2LetterCode: language },
    });
    expect(signedUp.status).toBe(201);
    const student = await api.signIn(email);
    const as = (extra: { body?: unknown } = {}) => ({ token: student.accessToken, ...extra });
    const profile = await api.request(
      'PUT',
      `/students/${student.studentId}`,
      as({ body: { personalInfo, user: { timeZone } } }),
    );
    expect(profile.status, JSON.stringify(profile.body)).toBe(200);
    const cohortId = (await api.request('GET', '/cohorts?programTrack=BUSINESS', as())).body
      .content[0].id;
    const plans = (await api.request('GET', `/cohorts/${cohortId}/payment_plans`, as())).body
      .content as Json[];
    const draft = await api.request(
      'POST',
      `/students/${student.studentId}/enrollment_applications`,
      as({ body: { cohortId, paymentPlanId: plans[0]!.id, personalInfo } }),
    );
    expect(draft.status, JSON.stringify(draft.body)).toBe(201);
    const [envelope] = (await api.request('GET', `/students/${student.studentId}/envelopes`, as()))
      .body.content as Json[];
    const document = async () => {
      const file = await api.request(
        'GET',
        `/envelopes/${envelope.id}/documents/${envelope.documents[0].id}`,
        as(),
      );
      expect(file.status).toBe(200);
      return pdfText(new Uint8Array(file.body as ArrayBuffer));
    };
    const sign = async () => {
      const signed = await api.request(
        'POST',
        `/envelopes/${envelope.id}/sign`,
        as({
          body: {
            signatureName: `${personalInfo.firstName} ${personalInfo.lastName}`,
            agree: true,
          },
        }),
      );
      expect(signed.status, JSON.stringify(signed.body)).toBe(200);
      return signed.body.content as Json;
    };
    return { envelopeId: envelope.id as number, document, sign };
  };

  test('a Spanish-speaking student signs an agreement written in Spanish; the signed PDF names them, the date and time and the envelope', async () => {
    const name = { firstName: 'Zoë-Ann', lastName: "O'Brien-Núñez" };
    const agreement = await enroll('zoe.ann@demo.test', name, 'ES', 'America/Bogota');

    const unsigned = await agreement.document();
    expect(unsigned).toMatch(/^Acuerdo de inscripción Este acuerdo de inscripción se celebra/);
    expect(unsigned).toContain("Zoë-Ann O'Brien-Núñez (el estudiante)");
    expect(unsigned).toMatch(/Firmado: _+ Fecha: _+$/);

    const { completedAt } = await agreement.sign();
    const signed = await agreement.document();
    expect(signed).toMatch(/^Acuerdo de inscripción Este acuerdo de inscripción se celebra/);
    expect(signed).toContain("Firmado: Zoë-Ann O'Brien-Núñez");
    expect(signed).toContain(`Fecha: ${instantIn('ES', completedAt, 'America/Bogota')}`);
    expect(signed).toMatch(/Fecha: \S+, \d{1,2} de \S+ de \d{4}, \d{1,2}:\d\d \(America\/Bogota\)/);
    expect(signed).toContain(`ID del sobre: ${agreement.envelopeId}`);
    expect(signed).not.toContain('__');
    expect(signed).not.toMatch(/Enrollment agreement|Signed|Envelope/);
  });

  test('an English-speaking student’s signed agreement, in English', async () => {
    const name = { firstName: 'Alex', lastName: 'Rivera' };
    const agreement = await enroll('alex.en@demo.test', name, 'EN', 'America/Chicago');
    expect(await agreement.document()).toMatch(/Signed: _+ Date: _+$/);

    const { completedAt } = await agreement.sign();
    const signed = await agreement.document();
    expect(signed).toMatch(/^Enrollment agreement This enrollment agreement is made/);
    expect(signed).toContain('Signed: Alex Rivera');
    expect(signed).toContain(
      `Date: ${instantIn('EN', completedAt, 'America/Chicago').replace('\u202f', ' ')}`,
    );
    expect(signed).toMatch(
      /Date: \w+, \w+ \d{1,2}, \d{4} at \d{1,2}:\d\d [AP]M \(America\/Chicago\)/,
    );
    expect(signed).toContain(`Envelope ID: ${agreement.envelopeId}`);
  });

  test('a document the API did not write gains a page stating the signature, its own pages kept', async () => {
    const student = await api.signIn(demo.student);
    const as = { token: student.accessToken };
    const [amendment] = (
      await api.request('GET', `/students/${student.studentId}/envelopes?status=SENT`, as)
    ).body.content as Json[];
    expect(amendment.name.kind).toBe('PAYMENT_PLAN_AMENDMENT');
    const path = `/envelopes/${amendment.id}/documents/${amendment.documents[0].id}`;
    const before = await pdfText(new Uint8Array((await api.request('GET', path, as)).body));

    const profile = (await api.request('GET', `/students/${student.studentId}`, as)).body.content;
    const signatureName = [
      profile.personalInfo.firstName,
      profile.personalInfo.middleName,
      profile.personalInfo.lastName,
    ]
      .filter(Boolean)
      .join(' ');
    const signed = await api.request('POST', `/envelopes/${amendment.id}/sign`, {
      ...as,
      body: { signatureName, agree: true },
    });
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    expect(signed.body.content.documents[0].pageCount).toBe(amendment.documents[0].pageCount + 1);

    const after = await pdfText(new Uint8Array((await api.request('GET', path, as)).body));
    expect(after.startsWith(before)).toBe(true);
    expect(after).toContain(`Signature of this document Signed: ${signatureName} Date: `);
    expect(after).toContain(`Envelope ID: ${amendment.id}`);
  });
});
