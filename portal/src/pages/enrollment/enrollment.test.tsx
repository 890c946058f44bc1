import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { http, HttpResponse } from 'msw';
import {
  DEFAULT_MOCK_BASE_URL,
  emptyHandler,
  enrollmentDraftHandlers,
  errorHandler,
  fixtures,
  loadingHandler,
} from '@hci/mock-api';
import { renderApp } from '../../test/renderApp';

const applications = '/students/{studentId}/enrollment_applications' as const;
const draft = `${applications}/{applicationId}` as const;
const submitPath = '/students/:studentId/enrollment_applications/:applicationId/submit';

/** Two clicks in one go, as a fast double click lands: before React has drawn the first. */
const pressTwice = (button: HTMLElement) => {
  button.click();
  button.click();
};
const named = { personalInfo: fixtures.student.personalInfo };
const planned = { ...named, paymentPlanId: 21 };
const paid = { ...planned, paymentMethodId: 1 };
const [openEnvelope, signedAgreement] = fixtures.envelopes;
const sentAgreement = {
  ...openEnvelope!,
  name: { kind: 'ENROLLMENT_AGREEMENT' as const, params: {} },
};

describe('enrollment steps', () => {
  test('/enroll starts at the first step; a step past it leads back there', async () => {
    const portal = renderApp('/enroll/review');
    expect(await screen.findByRole('heading', { level: 1, name: 'Course or class' })).toBeVisible();
    await waitFor(() => expect(portal.currentPath()).toBe('/enroll/course'));
    const steps = screen.getByRole('list', { name: 'Enrollment steps' });
    expect(within(steps).getByText('Course or class').closest('li')).toHaveAttribute(
      'aria-current',
      'step',
    );
  });

  test('while the draft loads, a skeleton is announced', async () => {
    renderApp('/enroll/course', { handlers: [loadingHandler(applications)] });
    expect(await screen.findByText('Loading your enrollment…')).toBeInTheDocument();
  });

  test('no course chosen says "Please select a course"; a chosen one is saved as the draft', async () => {
    const user = userEvent.setup();
    const portal = renderApp('/enroll');
    await screen.findByRole('radiogroup', { name: 'Courses and classes' });
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('Please select a course')).toBeVisible();
    await user.click(screen.getByRole('radio', { name: /HCTP 2026 Fall/ }));
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Personal info' })).toBeVisible();
    const created = portal.requests.find(
      (request) => request.method === 'POST' && request.url.endsWith('/enrollment_applications'),
    );
    expect(await created!.json()).toEqual({ cohortId: 2 });
  });

  test('the course closest to the start hoped for on signing up is chosen and says why', async () => {
    const user = userEvent.setup();
    const portal = renderApp('/enroll', {
      handlers: [
        http.get(`${DEFAULT_MOCK_BASE_URL}/students/:studentId`, () =>
          HttpResponse.json({
            content: {
              ...fixtures.student,
              enrollmentInterest: {
                programTrack: 'Health Coach Training Program',
                startDate: '2027-01-04',
                graduationDate: '2027-12-10',
              },
            },
          }),
        ),
      ],
    });
    const winter = await screen.findByRole('radio', { name: /HCTP 2027 Winter/ });
    expect(winter).toBeChecked();
    expect(winter).toHaveAccessibleDescription(
      expect.stringContaining('Closest to the start you hoped for (Jan 04, 2027)'),
    );
    expect(screen.getByRole('radio', { name: /HCTP 2026 Fall/ })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Personal info' })).toBeVisible();
    const created = portal.requests.find(
      (request) => request.method === 'POST' && request.url.endsWith('/enrollment_applications'),
    );
    expect(await created!.json()).toEqual({ cohortId: 4 });
  });

  test('a student who prefers Spanish finds the Spanish cohort chosen, and the tracks named in Spanish', async () => {
    const [fall, spanishFall] = fixtures.cohorts;
    const portal = renderApp('/enroll', {
      locale: 'es',
      handlers: [
        http.get(`${DEFAULT_MOCK_BASE_URL}/students/:studentId`, () =>
          HttpResponse.json({
            content: {
              ...fixtures.student,
              languageIso2LetterCode: 'ES',
              // The English fall cohort starts on the very day hoped for; the Spanish one a week on.
              enrollmentInterest: {
                programTrack: fall!.programTrack,
                startDate: fall!.startDate,
                graduationDate: fall!.graduationDate,
              },
            },
          }),
        ),
      ],
    });
    expect(await screen.findByRole('radio', { name: spanishFall!.name })).toBeChecked();
    expect(screen.getByRole('radio', { name: fall!.name })).not.toBeChecked();
    const tracks = portal.requests.find((request) => request.url.includes('types=PROGRAM_TRACK'));
    expect(tracks?.headers.get('Accept-Language')).toBe('es');
  });

  test('a double click on "Save and continue" creates one draft', async () => {
    const user = userEvent.setup();
    const portal = renderApp('/enroll/course');
    await user.click(await screen.findByRole('radio', { name: /HCTP 2026 Fall/ }));
    pressTwice(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Personal info' })).toBeVisible();
    const creates = portal.requests.filter(
      (request) => request.method === 'POST' && request.url.endsWith('/enrollment_applications'),
    );
    expect(creates).toHaveLength(1);
  });

  test('a draft that cannot be saved says so and keeps the choice on screen', async () => {
    const user = userEvent.setup();
    renderApp('/enroll/course', {
      handlers: [errorHandler(applications, { method: 'post' })],
    });
    await user.click(await screen.findByRole('radio', { name: /HCTP 2027 Winter/ }));
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(
      await screen.findByText('Your application could not be saved. Please try again.'),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Course or class' })).toBeVisible();
    expect(screen.getByRole('radio', { name: /HCTP 2027 Winter/ })).toBeChecked();
  });

  test('a course that filled up meanwhile: the refused save says so', async () => {
    const user = userEvent.setup();
    renderApp('/enroll/course', {
      handlers: [
        errorHandler(applications, { method: 'post', status: 409, key: 'exceededStudents' }),
      ],
    });
    await user.click(await screen.findByRole('radio', { name: /HCTP 2027 Winter/ }));
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('The students limit has been reached.')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Course or class' })).toBeVisible();
  });

  test('a promo link shows its discount and expiry and preselects its cohort', async () => {
    renderApp('/enroll?promo=HCTP-FALL26');
    expect(
      await screen.findByText('Promo code HCTP-FALL26: $200.00 off, valid until Aug 31, 2026.'),
    ).toBeVisible();
    expect(screen.getByRole('radio', { name: /HCTP 2026 Fall/ })).toBeChecked();
    // $3,968.00 tuition less the code's $200.00, on the cohort the code is for.
    expect(
      screen.getByText(/Tuition \$3,768\.00 with promo code HCTP-FALL26 \(was \$3,968\.00\)/),
    ).toBeVisible();
  });

  test.each([
    ['HCTP-SPRING25', 'This voucher has expired.'],
    ['NOPE', 'This voucher code is not valid.'],
  ])('promo code %s is refused, and enrolling goes on without it', async (code, reason) => {
    renderApp(`/enroll?promo=${code}`);
    expect(
      await screen.findByText(`Promo code ${code}: ${reason} You can still enroll without it.`),
    ).toBeVisible();
    const cohorts = screen.getByRole('radiogroup', { name: 'Courses and classes' });
    for (const radio of within(cohorts).getAllByRole('radio')) expect(radio).not.toBeChecked();
  });

  test('a promo link followed with a draft open offers to apply its code to the draft', async () => {
    const user = userEvent.setup();
    const portal = renderApp('/enroll/personal-info?promo=hctp-fall26', {
      handlers: enrollmentDraftHandlers(named),
    });
    expect(
      await screen.findByText(
        'You came with promo code HCTP-FALL26. Your application in progress does not use it yet.',
      ),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Apply HCTP-FALL26 to it' }));
    expect(
      await screen.findByText('Promo code HCTP-FALL26 applied to your application.'),
    ).toBeVisible();
    const saves = portal.requests.filter((request) => request.method === 'PUT');
    expect(await saves[0]!.json()).toEqual({ promoCode: 'HCTP-FALL26' });
    await waitFor(() => expect(portal.currentPath()).toBe('/enroll/personal-info'));
  });

  test('a promo link whose cohorts are all closed to the student says so on arrival, naming them and why, and chooses none', async () => {
    // The demo student's application to the fall cohort is under way: its program is closed to them.
    const portal = renderApp('/enroll?promo=HCTP-FALL26', { enrollmentSigning: true });
    expect(
      await screen.findByText(
        'Promo code HCTP-FALL26 ($200.00 off) is only good for a course you cannot join.',
      ),
    ).toBeVisible();
    expect(
      screen.getByText('HCTP 2026 Fall: You are already enrolled in this program.'),
    ).toBeVisible();
    expect(screen.getByText('You can still enroll in another course without it.')).toBeVisible();
    const fall = screen.getByRole('radio', { name: /HCTP 2026 Fall/ });
    expect(fall).not.toBeChecked();
    expect(fall).toBeDisabled();
    const cohorts = screen.getByRole('radiogroup', { name: 'Courses and classes' });
    for (const radio of within(cohorts).getAllByRole('radio')) expect(radio).not.toBeChecked();
    expect(fall).toHaveAccessibleDescription(
      expect.stringContaining(
        'You cannot join this course: You are already enrolled in this program.',
      ),
    );
    expect(screen.getByRole('radio', { name: /Advanced Coaching Skills/ })).toBeEnabled();
    const writes = portal.requests.filter(
      (request) => request.method !== 'GET' && request.url.includes('/enrollment_applications'),
    );
    expect(writes).toHaveLength(0);
  });

  test('cohorts closed to the student read as closed, with the reason, and cannot be chosen', async () => {
    renderApp('/enroll/course', { enrollmentSigning: true });
    const winter = await screen.findByRole('radio', { name: /HCTP 2027 Winter/ });
    expect(winter).toBeDisabled();
    expect(winter).toHaveAccessibleDescription(
      expect.stringContaining('You cannot join this course:'),
    );
    const open = screen.getByRole('radio', { name: /Advanced Coaching Skills/ });
    expect(open).toBeEnabled();
    expect(open).toHaveAccessibleDescription(expect.not.stringContaining('You cannot join'));
  });

  test('a cohort the promo code is not meant for is saved without the code, so the save is not refused', async () => {
    const user = userEvent.setup();
    const portal = renderApp('/enroll?promo=HCTP-FALL26');
    await screen.findByText('Promo code HCTP-FALL26: $200.00 off, valid until Aug 31, 2026.');
    // Its own cohort shows the lower price; another shows its tuition as it is.
    const winter = screen.getByRole('radio', { name: /HCTP 2027 Winter/ });
    expect(winter).toHaveAccessibleDescription(expect.stringContaining('Tuition $4,495.00 ·'));
    await user.click(winter);
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Personal info' })).toBeVisible();
    const created = portal.requests.find(
      (request) => request.method === 'POST' && request.url.endsWith('/enrollment_applications'),
    );
    expect(await created!.json()).toEqual({ cohortId: 4 });
  });

  test('in Spanish, the notice of a promo code for closed cohorts reads Spanish', async () => {
    renderApp('/enroll?promo=HCTP-FALL26', { enrollmentSigning: true, locale: 'es' });
    expect(
      await screen.findByText(
        /^El código promocional HCTP-FALL26 \(200,00\sUS\$ de descuento\) solo sirve para un curso en el que no puedes inscribirte\.$/,
      ),
    ).toBeVisible();
    expect(
      screen.getByText('HCTP 2026 Fall: Ya tienes una inscripción en este programa.'),
    ).toBeVisible();
  });

  test('a promo link meant for another course than the open draft’s leads to the course step instead of offering a refused save', async () => {
    const user = userEvent.setup();
    const portal = renderApp('/enroll/personal-info?promo=HCTP-FALL26', {
      handlers: enrollmentDraftHandlers({ ...named, cohortId: 3 }),
    });
    expect(
      await screen.findByText(
        'You came with promo code HCTP-FALL26. It is not meant for the course of your application in progress.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Apply HCTP-FALL26 to it' })).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Choose a course it is good for' }));
    await waitFor(() => expect(portal.currentPath()).toBe('/enroll/course?promo=HCTP-FALL26'));
    expect(
      await screen.findByText('To use it, choose a course it is good for below.'),
    ).toBeVisible();
    await user.click(screen.getByRole('radio', { name: /HCTP 2026 Fall/ }));
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    const saves = () => portal.requests.filter((request) => request.method === 'PUT');
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(await saves()[0]!.json()).toEqual({ cohortId: 2, promoCode: 'HCTP-FALL26' });
  });

  test('a refused promo link with a draft open says why instead of offering it', async () => {
    renderApp('/enroll/personal-info?promo=NOPE', { handlers: enrollmentDraftHandlers(named) });
    expect(
      await screen.findByText(
        'Promo code NOPE: This voucher code is not valid. You can still enroll without it.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Apply NOPE to it' })).toBeNull();
  });

  test('no open course: the empty state says so', async () => {
    renderApp('/enroll/course', { handlers: [emptyHandler('/cohorts')] });
    expect(await screen.findByRole('heading', { name: 'No course open right now' })).toBeVisible();
  });

  test('courses that fail to load offer a retry', async () => {
    renderApp('/enroll/course', { handlers: [errorHandler('/cohorts')] });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeVisible();
  });

  test('in Spanish, the steps and the course list speak Spanish', async () => {
    renderApp('/enroll/course', { locale: 'es' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Curso o clase' })).toBeVisible();
    expect(await screen.findByRole('radiogroup', { name: 'Cursos y clases' })).toBeVisible();
    expect(screen.getByRole('list', { name: 'Pasos de la inscripción' })).toBeVisible();
  });
});

describe('enrollment steps 2 to 6', () => {
  test('a birth date under 18 asks the student to call the institute, and nothing is saved', async () => {
    const user = userEvent.setup();
    const portal = renderApp('/enroll/personal-info', {
      handlers: enrollmentDraftHandlers({
        personalInfo: { ...fixtures.student.personalInfo, dateBirth: '2012-05-04' },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('Enrolling before you turn 18')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Call the institute' })).toHaveAttribute(
      'href',
      'tel:+18005550142',
    );
    expect(portal.requests.some((request) => request.method === 'PUT')).toBe(false);
    expect(portal.currentPath()).toBe('/enroll/personal-info');
  });

  test('personal info that cannot be saved says so and stays on the step', async () => {
    const user = userEvent.setup();
    renderApp('/enroll/personal-info', {
      handlers: [errorHandler(draft, { method: 'put' }), ...enrollmentDraftHandlers({})],
    });
    await user.click(await screen.findByRole('button', { name: 'Save and continue' }));
    expect(
      await screen.findByText('Your application could not be saved. Please try again.'),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Personal info' })).toBeVisible();
  });

  test('no plan chosen says "Please select a payment plan"; a chosen one is saved', async () => {
    const user = userEvent.setup();
    const portal = renderApp('/enroll/payment-plan', {
      handlers: enrollmentDraftHandlers(named),
    });
    await screen.findByRole('radio', { name: /Pay in full/ });
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('Please select a payment plan')).toBeVisible();
    expect(portal.requests.some((request) => request.method === 'PUT')).toBe(false);
    await user.click(screen.getByRole('radio', { name: /12 monthly installments/ }));
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    const saves = () => portal.requests.filter((request) => request.method === 'PUT');
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(await saves()[0]!.json()).toEqual({ paymentPlanId: 23 });
  });

  test('a single payment reads "in one payment"; the amounts of the chosen plan stay level with the others', async () => {
    const user = userEvent.setup();
    // Wide enough for the three cards side by side.
    await page.viewport(1280, 900);
    renderApp('/enroll/payment-plan', { handlers: enrollmentDraftHandlers(named) });
    const payInFull = await screen.findByRole('radio', { name: /Pay in full/ });
    expect(payInFull).toHaveAccessibleName(expect.stringContaining('in one payment'));
    const sixMonths = screen.getByRole('radio', { name: /6 monthly installments/ });
    expect(sixMonths).toHaveAccessibleName(expect.stringContaining('per installment'));
    await user.click(sixMonths);
    expect(sixMonths).toHaveAccessibleName(expect.stringContaining('Selected'));
    const amountTop = (radio: HTMLElement) =>
      within(radio.closest('label')!)
        .getByText(/^(per installment|in one payment)$/)
        .getBoundingClientRect().top;
    expect(amountTop(sixMonths)).toBe(amountTop(payInFull));
  });

  test('a plan whose last installment is smaller says so on its card; an even one does not', async () => {
    // HCTP 2027 Winter: 4,495.00 less the 500.00 deposit over 6 is five of 665.84 and 665.80.
    renderApp('/enroll/payment-plan', {
      handlers: enrollmentDraftHandlers({ ...named, cohortId: 4 }),
    });
    const sixMonths = await screen.findByRole('radio', { name: /6 monthly installments/ });
    const card = within(sixMonths.closest('label')!);
    expect(card.getByText('$665.84')).toBeVisible();
    expect(card.getByText('last installment $665.80')).toBeVisible();
    const payInFull = screen.getByRole('radio', { name: /Pay in full/ });
    expect(within(payInFull.closest('label')!).queryByText(/last installment/)).toBeNull();
  });

  test('the promo code the student came with lowers every plan', async () => {
    const portal = renderApp('/enroll/payment-plan', {
      handlers: enrollmentDraftHandlers({ ...named, promoCode: 'HCTP-FALL26' }),
    });
    const payInFull = await screen.findByRole('radio', { name: /Pay in full/ });
    expect(await screen.findByText('Promo code HCTP-FALL26 applied to every plan.')).toBeVisible();
    // $3,968.00 tuition less the code's $200.00.
    expect(payInFull).toHaveAccessibleName(expect.stringContaining('$3,768.00'));
    const planCalls = portal.requests.filter((request) => request.url.includes('/payment_plans'));
    expect(
      planCalls.map((request) => new URL(request.url).searchParams.get('promoCode')),
    ).toContain('HCTP-FALL26');
  });

  test('a promo code of the draft that is not meant for its cohort is not said to lower the plans', async () => {
    renderApp('/enroll/payment-plan', {
      handlers: enrollmentDraftHandlers({ ...named, cohortId: 3, promoCode: 'HCTP-FALL26' }),
    });
    const payInFull = await screen.findByRole('radio', { name: /Pay in full/ });
    expect(payInFull).toHaveAccessibleName(expect.stringContaining('$3,968.00'));
    // The code was read: had it been meant for this cohort, it would be named by now.
    await waitFor(() => expect(screen.getByText('Voucher code')).toBeVisible());
    expect(screen.queryByText(/Promo code HCTP-FALL26/)).toBeNull();
  });

  test('the draft’s promo code lowers the agreement’s amounts', async () => {
    renderApp('/enroll/agreement', {
      handlers: enrollmentDraftHandlers({ ...planned, promoCode: 'HCTP-FALL26' }, sentAgreement),
    });
    // Paid in full: $3,968.00 less the code's $200.00.
    expect(
      await screen.findByText(/a total of \$3,768\.00, of which \$3,768\.00 is due today/),
    ).toBeVisible();
  });

  test('the agreement names the voucher and the promo code that lower the tuition', async () => {
    renderApp('/enroll/agreement', {
      handlers: enrollmentDraftHandlers(
        { ...planned, promoCode: 'HCTP-FALL26', voucherCode: 'WELCOME150' },
        sentAgreement,
      ),
    });
    expect(
      await screen.findByText(
        'The tuition of $3,968.00 is reduced by the voucher WELCOME150 ($150.00) and the promo code HCTP-FALL26 ($200.00).',
      ),
    ).toBeVisible();
    expect(
      screen.getByText(/a total of \$3,618\.00, of which \$3,618\.00 is due today/),
    ).toBeVisible();
  });

  test('the review names the draft’s promo code and what it takes off, beside the lower total', async () => {
    renderApp('/enroll/review', {
      handlers: enrollmentDraftHandlers({ ...paid, promoCode: 'HCTP-FALL26' }, signedAgreement),
    });
    expect(await screen.findByText('HCTP-FALL26: $200.00 off the tuition')).toBeVisible();
    expect(screen.getByText('Pay in full: $3,768.00 in total, $3,768.00 due today')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Change Promo code' })).toHaveAttribute(
      'href',
      '/enroll/course',
    );
  });

  test('the review names the voucher too, with what it takes off', async () => {
    renderApp('/enroll/review', {
      handlers: enrollmentDraftHandlers(
        { ...paid, promoCode: 'HCTP-FALL26', voucherCode: 'WELCOME150' },
        signedAgreement,
      ),
    });
    expect(await screen.findByText('WELCOME150: $150.00 off the tuition')).toBeVisible();
    expect(screen.getByText('HCTP-FALL26: $200.00 off the tuition')).toBeVisible();
  });

  test('an expired voucher is refused beside its field', async () => {
    const user = userEvent.setup();
    renderApp('/enroll/payment-plan', { handlers: enrollmentDraftHandlers(named) });
    await user.type(await screen.findByRole('textbox', { name: 'Voucher code' }), 'SPRING2025');
    await user.click(screen.getByRole('button', { name: 'Apply voucher' }));
    expect(await screen.findByText('This voucher has expired.')).toBeVisible();
  });

  test('a code of another course says so, not only that it is not valid', async () => {
    const user = userEvent.setup();
    renderApp('/enroll/payment-plan', {
      locale: 'es',
      handlers: [
        errorHandler('/vouchers/validate', {
          method: 'post',
          status: 400,
          key: 'voucherForAnotherCohort',
        }),
        ...enrollmentDraftHandlers({ ...named, cohortId: 3 }),
      ],
    });
    await user.type(await screen.findByRole('textbox', { name: 'Código de cupón' }), 'HCTP-FALL26');
    await user.click(screen.getByRole('button', { name: 'Aplicar cupón' }));
    expect(
      await screen.findByText('Este código es de otro curso. Elige ese curso para usarlo.'),
    ).toBeVisible();
  });

  test('Enter in the voucher field checks the code typed there and stays on the step', async () => {
    const user = userEvent.setup();
    const portal = renderApp('/enroll/payment-plan', {
      handlers: enrollmentDraftHandlers(planned),
    });
    await user.type(await screen.findByRole('textbox', { name: 'Voucher code' }), 'NOPE{Enter}');
    expect(await screen.findByText('This voucher code is not valid.')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Voucher code' })).toHaveValue('NOPE');
    expect(portal.currentPath()).toBe('/enroll/payment-plan');
  });

  test('a fast double click on "Apply voucher" checks the voucher once', async () => {
    const user = userEvent.setup();
    const portal = renderApp('/enroll/payment-plan', {
      handlers: enrollmentDraftHandlers(named),
    });
    await user.type(await screen.findByRole('textbox', { name: 'Voucher code' }), 'WELCOME150');
    pressTwice(screen.getByRole('button', { name: 'Apply voucher' }));
    expect(await screen.findByText('The voucher is valid.')).toBeVisible();
    const checks = portal.requests.filter((request) => request.url.endsWith('/vouchers/validate'));
    expect(checks).toHaveLength(1);
  });

  test('the agreement states a smaller last installment apart from the others', async () => {
    renderApp('/enroll/agreement', {
      handlers: enrollmentDraftHandlers(
        { ...named, cohortId: 4, paymentPlanId: 42 },
        sentAgreement,
      ),
    });
    expect(
      await screen.findByText(
        /with a deposit of \$500\.00 and 6 installments: 5 of \$665\.84 and a last one of \$665\.80, at a yearly/,
      ),
    ).toBeVisible();
  });

  test('signing needs the typed name and the "I agree"', async () => {
    const user = userEvent.setup();
    const portal = renderApp('/enroll/agreement', {
      handlers: enrollmentDraftHandlers(planned, sentAgreement),
    });
    const sign = await screen.findByRole('button', { name: 'Sign Enrollment agreement' });
    // Paid in full, as the PDF says it: no deposit named, one payment.
    expect(
      screen.getByText(/with no deposit and one payment of \$3,968\.00 at a yearly/),
    ).toBeVisible();
    await user.click(sign);
    expect(await screen.findByText('This field is required')).toBeVisible();
    await user.type(
      screen.getByRole('textbox', { name: /Type your full name/ }),
      'Jordan Whitaker',
    );
    await user.click(sign);
    expect(await screen.findByText('Please confirm that you agree to sign.')).toBeVisible();
    const signings = () => portal.requests.filter((request) => request.url.endsWith('/sign'));
    expect(signings()).toHaveLength(0);
    await user.click(screen.getByRole('checkbox', { name: /I agree to its terms/ }));
    await user.click(sign);
    await waitFor(() => expect(signings()).toHaveLength(1));
    expect(await signings()[0]!.json()).toMatchObject({ signatureName: 'Jordan Whitaker' });
  });

  test('a name other than the one the agreement states is refused beside the field, and nothing is signed', async () => {
    const user = userEvent.setup();
    const portal = renderApp('/enroll/agreement', {
      handlers: enrollmentDraftHandlers(planned, sentAgreement),
    });
    const name = await screen.findByRole('textbox', { name: /Type your full name/ });
    await user.type(name, 'Bob Smith');
    await user.click(screen.getByRole('checkbox', { name: /I agree to its terms/ }));
    await user.click(screen.getByRole('button', { name: 'Sign Enrollment agreement' }));
    expect(
      await screen.findByText('Type your name as the agreement states it: Jordan Lee Whitaker.'),
    ).toBeVisible();
    expect(portal.requests.filter((request) => request.url.endsWith('/sign'))).toHaveLength(0);
  });

  test('the review says who signed the agreement and when', async () => {
    renderApp('/enroll/review', { handlers: enrollmentDraftHandlers(paid, signedAgreement) });
    expect(await screen.findByText('Signed by Jordan Lee Whitaker on Jan 04, 2026.')).toBeVisible();
  });

  test('a double click on "Submit application" submits once', async () => {
    const portal = renderApp('/enroll/review', {
      handlers: [
        http.post(`${DEFAULT_MOCK_BASE_URL}${submitPath}`, () =>
          HttpResponse.json({ content: { ...fixtures.enrollmentApplications[0]!, ...paid } }),
        ),
        ...enrollmentDraftHandlers(paid, signedAgreement),
      ],
    });
    pressTwice(await screen.findByRole('button', { name: 'Submit application' }));
    expect(await screen.findByText('Your application has been submitted.')).toBeVisible();
    const submits = portal.requests.filter(
      (request) => request.method === 'POST' && request.url.endsWith('/submit'),
    );
    expect(submits).toHaveLength(1);
  });

  test.each([
    ['default', 'Your application could not be submitted. Please try again.'],
    ['studentActiveEnrollment', 'You already have an active enrollment for this product.'],
    ['exceededStudents', 'The students limit has been reached.'],
  ] as const)('a submit refused with %s says why and stays on review', async (key, text) => {
    const user = userEvent.setup();
    renderApp('/enroll/review', {
      handlers: [
        errorHandler(`${draft}/submit`, { method: 'post', status: 409, key }),
        ...enrollmentDraftHandlers(paid, signedAgreement),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Submit application' }));
    expect(await screen.findByText(text)).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Review and submit' })).toBeVisible();
  });
});

describe('moving around the enrollment', () => {
  test('the step bar links every step reached, and only those', async () => {
    const user = userEvent.setup();
    const portal = renderApp('/enroll/payment-plan', {
      handlers: enrollmentDraftHandlers(paid, signedAgreement),
    });
    const steps = await screen.findByRole('list', { name: 'Enrollment steps' });
    await screen.findByRole('radio', { name: /Pay in full/ });
    expect(
      within(steps).getByRole('link', { name: /^Review and submit\s*, not started$/ }),
    ).toBeVisible();
    expect(within(steps).queryByRole('link', { name: /Congratulations/ })).toBeNull();
    await user.click(within(steps).getByRole('link', { name: /^Course or class\s*, completed$/ }));
    await waitFor(() => expect(portal.currentPath()).toBe('/enroll/course'));
  });

  test('each line of the review has a Change link to its step', async () => {
    const user = userEvent.setup();
    const portal = renderApp('/enroll/review', {
      handlers: enrollmentDraftHandlers(paid, signedAgreement),
    });
    const change = await screen.findByRole('link', { name: 'Change Payment plan' });
    expect(screen.getByRole('link', { name: 'Change Course' })).toHaveAttribute(
      'href',
      '/enroll/course',
    );
    expect(screen.getByRole('link', { name: 'Change Card' })).toHaveAttribute(
      'href',
      '/enroll/payment-method',
    );
    await user.click(change);
    await waitFor(() => expect(portal.currentPath()).toBe('/enroll/payment-plan'));
  });

  test('a draft is discarded after a confirmation, and the student starts over', async () => {
    const user = userEvent.setup();
    const portal = renderApp('/enroll/personal-info', {
      handlers: [
        http.delete(
          `${DEFAULT_MOCK_BASE_URL}/students/:studentId/enrollment_applications/:id`,
          () =>
            HttpResponse.json({
              content: { ...fixtures.enrollmentApplications[0]!, status: 'DRAFT' },
            }),
        ),
        ...enrollmentDraftHandlers(named),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Discard this draft' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Discard your application draft?',
    });
    const deletes = () => portal.requests.filter((request) => request.method === 'DELETE');
    await user.click(within(dialog).getByRole('button', { name: 'Keep my draft' }));
    expect(deletes()).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Discard this draft' }));
    await user.click(await screen.findByRole('button', { name: 'Discard draft' }));
    expect(await screen.findByText('Your application draft was discarded.')).toBeVisible();
    expect(deletes()).toHaveLength(1);
    await waitFor(() => expect(portal.currentPath()).toBe('/enroll/course'));
  });

  test('with saved cards, "Save and continue" is the card step’s one main button', async () => {
    renderApp('/enroll/payment-method', {
      handlers: enrollmentDraftHandlers(planned, signedAgreement),
    });
    const save = await screen.findByRole('button', { name: 'Save and continue' });
    const addCard = screen.getByRole('button', { name: 'Add card and continue' });
    expect(addCard.className).not.toBe(save.className);
    expect(addCard.className).toBe(screen.getByRole('button', { name: 'Back' }).className);
  });
});

describe('enrollment status', () => {
  test('a completed application shows each step of the lifecycle', async () => {
    renderApp('/enrollment');
    const progress = await screen.findByRole('list', { name: 'Application progress' });
    expect(within(progress).getAllByRole('listitem')).toHaveLength(5);
    expect(progress.querySelector('[aria-current="step"]')).toHaveTextContent(/Complete/);
  });

  test('a completed application says so and leads to the courses and to the payment plan', async () => {
    renderApp('/enrollment');
    expect(await screen.findByText(/^Your application is complete\. /)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to My courses' })).toHaveAttribute(
      'href',
      '/my-courses',
    );
    expect(screen.getByRole('link', { name: 'See your payment plan' })).toHaveAttribute(
      'href',
      '/settings/payment-information',
    );
  });

  test("applications are numbered among the student's own from 1, not by their id", async () => {
    const [complete] = fixtures.enrollmentApplications;
    // The cohort of neither is open any more, so each goes by its number.
    const started = (id: number, createdAt: string) => ({
      ...complete!,
      id,
      cohortId: 99,
      createdAt,
    });
    const theirs = [started(41, '2026-02-01T10:00:00Z'), started(17, '2025-11-30T10:00:00Z')];
    renderApp('/enrollment', {
      handlers: [
        http.get(`${DEFAULT_MOCK_BASE_URL}/students/:studentId/enrollment_applications`, () =>
          HttpResponse.json({ content: theirs, pagination: { total: 2, page: 0, size: 10 } }),
        ),
      ],
    });
    const headings = await screen.findAllByRole('heading', { level: 2, name: /^Application / });
    // Listed as the API lists them, newest first: the later one is the second.
    expect(headings.map((heading) => heading.textContent)).toEqual([
      'Application 2',
      'Application 1',
    ]);
  });

  test('no application yet: an invitation to start', async () => {
    renderApp('/enrollment', { handlers: [emptyHandler(applications)] });
    expect(await screen.findByRole('heading', { name: 'No application yet' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Start enrollment' })).toHaveAttribute(
      'href',
      '/enroll',
    );
  });

  test('a failed load offers a retry; Spanish reads Spanish', async () => {
    renderApp('/enrollment', { handlers: [errorHandler(applications)], locale: 'es' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Inscripción' })).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Intentar de nuevo' })).toBeVisible();
  });
});
