import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { unwrap } from '@hci/api-schema';
import { formatLongDate, formatMoney } from '@hci/design-system';
import {
  daysFrom,
  demoCohorts,
  demoPromoCodes,
  demoToday,
  demoVouchers,
  nameOf,
} from '@hci/demo-world';
import { emptyHandler, errorHandler, loadingHandler } from '@hci/mock-api';
import { applicationDraft, newApplicant } from '@hci/page-harness';
import { demo, renderApp } from '../../test/renderApp';

const applications = '/students/{studentId}/enrollment_applications' as const;
const draft = `${applications}/{applicationId}` as const;

/** Two clicks in one go, as a fast double click lands: before React has drawn the first. */
const pressTwice = (button: HTMLElement) => {
  button.click();
  button.click();
};

const cohorts = demoCohorts(demoToday);
const promoCodes = demoPromoCodes(demoToday);
// HCTP-FALL26, for the fall cohort; HCTP-SPRING25 has expired.
const promo = promoCodes[0]!;
const expiredPromo = promoCodes[1]!;
const vouchers = demoVouchers(demoToday);
// WELCOME150, good for any cohort; SPRING2025 has expired.
const welcome = vouchers[0]!;
const expiredVoucher = vouchers[1]!;
// As the page's text reads to the queries, its spaces made plain.
const money = (cents: number, locale = 'en') => formatMoney(cents, locale).replace(/\s/g, ' ');
const longDate = (day: string) => formatLongDate(day, 'en-US', 'UTC');
const applicantName = nameOf({ personalInfo: newApplicant });

/**
 * Signed in as the applicant, who has applied to nothing: the enrollment steps start from
 * scratch, or from the draft `applicationDraft` filled in.
 */
const asApplicant = () => ({ session: demo().sessions.applicant });

async function cohortId(name: string) {
  const [cohort] = await demo().query<{ id: number }>('SELECT id FROM cohorts WHERE name = $1', [
    name,
  ]);
  return cohort!.id;
}

/** The payment plan of a cohort paid in `installments`. */
async function planId(cohortName: string, installments: number) {
  const [plan] = await demo().query<{ id: number }>(
    `SELECT p.id FROM plan_options p JOIN cohorts c ON c.id = p.cohort_id
      WHERE c.name = $1 AND p.installment_count = $2`,
    [cohortName, installments],
  );
  return plan!.id;
}

/**
 * The applicant's draft (its plan chosen) takes a voucher too: that sends a new agreement, signed
 * as well when `signed`.
 */
async function draftVoucher(code: string, { signed = false } = {}) {
  const applicant = demo().as('applicant');
  const studentId = demo().sessions.applicant.studentId!;
  const { content: list } = await unwrap(
    applicant.GET(applications, { params: { path: { studentId } } }),
  );
  const applicationId = list.find((application) => application.status === 'DRAFT')!.id;
  await unwrap(
    applicant.PUT(draft, {
      params: { path: { studentId, applicationId } },
      body: { voucherCode: code },
    }),
  );
  if (!signed) return;
  const { content: envelopes } = await unwrap(
    applicant.GET('/students/{studentId}/envelopes', { params: { path: { studentId } } }),
  );
  const agreement = envelopes.find(
    (envelope) => envelope.applicationId === applicationId && envelope.status !== 'VOIDED',
  )!;
  await unwrap(
    applicant.POST('/envelopes/{envelopeId}/sign', {
      params: { path: { envelopeId: agreement.id } },
      body: { signatureName: applicantName, agree: true },
    }),
  );
}

describe('enrollment steps', () => {
  test('/enroll starts at the first step; a step past it leads back there', async () => {
    const portal = renderApp('/enroll/review', asApplicant());
    expect(await screen.findByRole('heading', { level: 1, name: 'Course or class' })).toBeVisible();
    await waitFor(() => expect(portal.currentPath()).toBe('/enroll/course'));
    const steps = screen.getByRole('list', { name: 'Enrollment steps' });
    expect(within(steps).getByText('Course or class').closest('li')).toHaveAttribute(
      'aria-current',
      'step',
    );
  });

  test('while the draft loads, a skeleton is announced', async () => {
    renderApp('/enroll/course', { ...asApplicant(), handlers: [loadingHandler(applications)] });
    expect(await screen.findByText('Loading your enrollment…')).toBeInTheDocument();
  });

  test('no course chosen says "Please select a course"; a chosen one is saved as the draft', async () => {
    const user = userEvent.setup();
    const portal = renderApp('/enroll', asApplicant());
    await screen.findByRole('radiogroup', { name: 'Courses and classes' });
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('Please select a course')).toBeVisible();
    await user.click(screen.getByRole('radio', { name: cohorts.next.name }));
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Personal info' })).toBeVisible();
    const created = portal.requests.find(
      (request) => request.method === 'POST' && request.url.endsWith('/enrollment_applications'),
    );
    expect(await created!.json()).toEqual({ cohortId: await cohortId(cohorts.next.name) });
  });

  test('the course closest to the start hoped for on signing up is chosen and says why', async () => {
    const user = userEvent.setup();
    // The applicant hoped to start a week before the Denver cohort does.
    const hoped = daysFrom(cohorts.denver.startDate, -7);
    await demo().query(
      `UPDATE students SET interest_program_track = 'HEALTH_COACH', interest_start_date = $2,
         interest_graduation_date = $3 WHERE id = $1`,
      [demo().sessions.applicant.studentId!, hoped, cohorts.denver.graduationDate],
    );
    const portal = renderApp('/enroll', asApplicant());
    const denver = await screen.findByRole('radio', { name: cohorts.denver.name });
    expect(denver).toBeChecked();
    expect(denver).toHaveAccessibleDescription(
      expect.stringContaining(`Closest to the start you hoped for (${longDate(hoped)})`),
    );
    expect(screen.getByRole('radio', { name: cohorts.next.name })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Personal info' })).toBeVisible();
    const created = portal.requests.find(
      (request) => request.method === 'POST' && request.url.endsWith('/enrollment_applications'),
    );
    expect(await created!.json()).toEqual({ cohortId: await cohortId(cohorts.denver.name) });
  });

  test('a student who prefers Spanish finds the Spanish cohort chosen, and the tracks named in Spanish', async () => {
    const { next, spanish } = cohorts;
    // The English fall cohort starts on the very day hoped for; the Spanish one a week on.
    await demo().query(
      `UPDATE students SET language = 'ES', interest_program_track = $2, interest_start_date = $3,
         interest_graduation_date = $4 WHERE id = $1`,
      [
        demo().sessions.applicant.studentId!,
        next.programTrack,
        next.startDate,
        next.graduationDate,
      ],
    );
    const portal = renderApp('/enroll', { ...asApplicant(), locale: 'es' });
    expect(await screen.findByRole('radio', { name: spanish.name })).toBeChecked();
    expect(screen.getByRole('radio', { name: next.name })).not.toBeChecked();
    const tracks = portal.requests.find((request) => request.url.includes('types=PROGRAM_TRACK'));
    expect(tracks?.headers.get('Accept-Language')).toBe('es');
  });

  test('a double click on "Save and continue" creates one draft', async () => {
    const user = userEvent.setup();
    const portal = renderApp('/enroll/course', asApplicant());
    await user.click(await screen.findByRole('radio', { name: cohorts.next.name }));
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
      ...asApplicant(),
      handlers: [errorHandler(applications, { method: 'post' })],
    });
    await user.click(await screen.findByRole('radio', { name: cohorts.denver.name }));
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(
      await screen.findByText('Your application could not be saved. Please try again.'),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Course or class' })).toBeVisible();
    expect(screen.getByRole('radio', { name: cohorts.denver.name })).toBeChecked();
  });

  test('a course that filled up meanwhile: the refused save says so', async () => {
    const user = userEvent.setup();
    renderApp('/enroll/course', asApplicant());
    await user.click(await screen.findByRole('radio', { name: cohorts.denver.name }));
    // Its last seats go to others while the applicant makes up their mind.
    await demo().query('UPDATE cohorts SET seats = 0 WHERE name = $1', [cohorts.denver.name]);
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('The students limit has been reached.')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Course or class' })).toBeVisible();
  });

  test('a promo link shows its discount and expiry and preselects its cohort', async () => {
    renderApp(`/enroll?promo=${promo.code}`, asApplicant());
    expect(
      await screen.findByText(
        `Promo code ${promo.code}: ${money(promo.amount)} off, valid until ${longDate(promo.expiresOn)}.`,
      ),
    ).toBeVisible();
    expect(screen.getByRole('radio', { name: cohorts.next.name })).toBeChecked();
    // The tuition less the code's discount, on the cohort the code is for.
    expect(
      screen.getByText(
        `Tuition ${money(cohorts.next.tuition - promo.amount)} with promo code ${promo.code} (was ${money(cohorts.next.tuition)})`,
        { exact: false },
      ),
    ).toBeVisible();
  });

  test.each([
    [expiredPromo.code, 'This voucher has expired.'],
    ['NOPE', 'This voucher code is not valid.'],
  ])('promo code %s is refused, and enrolling goes on without it', async (code, reason) => {
    renderApp(`/enroll?promo=${code}`, asApplicant());
    expect(
      await screen.findByText(`Promo code ${code}: ${reason} You can still enroll without it.`),
    ).toBeVisible();
    const list = screen.getByRole('radiogroup', { name: 'Courses and classes' });
    for (const radio of within(list).getAllByRole('radio')) expect(radio).not.toBeChecked();
  });

  test('a promo link followed with a draft open offers to apply its code to the draft', async () => {
    const user = userEvent.setup();
    await applicationDraft()(demo());
    const portal = renderApp(
      `/enroll/personal-info?promo=${promo.code.toLowerCase()}`,
      asApplicant(),
    );
    expect(
      await screen.findByText(
        `You came with promo code ${promo.code}. Your application in progress does not use it yet.`,
      ),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: `Apply ${promo.code} to it` }));
    expect(
      await screen.findByText(`Promo code ${promo.code} applied to your application.`),
    ).toBeVisible();
    const saves = portal.requests.filter((request) => request.method === 'PUT');
    expect(await saves[0]!.json()).toEqual({ promoCode: promo.code });
    await waitFor(() => expect(portal.currentPath()).toBe('/enroll/personal-info'));
  });

  test('a promo link whose cohorts are all closed to the student says so on arrival, naming them and why, and chooses none', async () => {
    // The demo student studies in the spring cohort of the program the code's fall cohort is of.
    const portal = renderApp(`/enroll?promo=${promo.code}`);
    expect(
      await screen.findByText(
        `Promo code ${promo.code} (${money(promo.amount)} off) is only good for a course you cannot join.`,
      ),
    ).toBeVisible();
    expect(
      screen.getByText(
        `${cohorts.next.name}: You already have an active enrollment for this product.`,
      ),
    ).toBeVisible();
    expect(screen.getByText('You can still enroll in another course without it.')).toBeVisible();
    const fall = screen.getByRole('radio', { name: cohorts.next.name });
    expect(fall).not.toBeChecked();
    expect(fall).toBeDisabled();
    const list = screen.getByRole('radiogroup', { name: 'Courses and classes' });
    for (const radio of within(list).getAllByRole('radio')) expect(radio).not.toBeChecked();
    expect(fall).toHaveAccessibleDescription(
      expect.stringContaining(
        'You cannot join this course: You already have an active enrollment for this product.',
      ),
    );
    expect(screen.getByRole('radio', { name: cohorts.advanced.name })).toBeEnabled();
    const writes = portal.requests.filter(
      (request) => request.method !== 'GET' && request.url.includes('/enrollment_applications'),
    );
    expect(writes).toHaveLength(0);
  });

  test('cohorts closed to the student read as closed, with the reason, and cannot be chosen', async () => {
    // The demo student is enrolled in the Health Coach Training Program: its cohorts are closed.
    renderApp('/enroll/course');
    const denver = await screen.findByRole('radio', { name: cohorts.denver.name });
    expect(denver).toBeDisabled();
    expect(denver).toHaveAccessibleDescription(
      expect.stringContaining('You cannot join this course:'),
    );
    const open = screen.getByRole('radio', { name: cohorts.advanced.name });
    expect(open).toBeEnabled();
    expect(open).toHaveAccessibleDescription(expect.not.stringContaining('You cannot join'));
  });

  test('a cohort the promo code is not meant for is saved without the code, so the save is not refused', async () => {
    const user = userEvent.setup();
    const portal = renderApp(`/enroll?promo=${promo.code}`, asApplicant());
    await screen.findByText(new RegExp(`^Promo code ${promo.code}: .* off, valid until `));
    // Its own cohort shows the lower price; another shows its tuition as it is.
    const denver = screen.getByRole('radio', { name: cohorts.denver.name });
    expect(denver).toHaveAccessibleDescription(
      expect.stringContaining(`Tuition ${money(cohorts.denver.tuition)} ·`),
    );
    await user.click(denver);
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Personal info' })).toBeVisible();
    const created = portal.requests.find(
      (request) => request.method === 'POST' && request.url.endsWith('/enrollment_applications'),
    );
    expect(await created!.json()).toEqual({ cohortId: await cohortId(cohorts.denver.name) });
  });

  test('in Spanish, the notice of a promo code for closed cohorts reads Spanish', async () => {
    renderApp(`/enroll?promo=${promo.code}`, { locale: 'es' });
    expect(
      await screen.findByText(
        `El código promocional ${promo.code} (${money(promo.amount, 'es')} de descuento) solo sirve para un curso en el que no puedes inscribirte.`,
      ),
    ).toBeVisible();
    expect(
      screen.getByText(
        `${cohorts.next.name}: Ya tienes una inscripción activa para este producto.`,
      ),
    ).toBeVisible();
  });

  test('a promo link meant for another course than the open draft’s leads to the course step instead of offering a refused save', async () => {
    const user = userEvent.setup();
    await applicationDraft({ cohort: 'spanish' })(demo());
    const portal = renderApp(`/enroll/personal-info?promo=${promo.code}`, asApplicant());
    expect(
      await screen.findByText(
        `You came with promo code ${promo.code}. It is not meant for the course of your application in progress.`,
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: `Apply ${promo.code} to it` })).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Choose a course it is good for' }));
    await waitFor(() => expect(portal.currentPath()).toBe(`/enroll/course?promo=${promo.code}`));
    expect(
      await screen.findByText('To use it, choose a course it is good for below.'),
    ).toBeVisible();
    await user.click(screen.getByRole('radio', { name: cohorts.next.name }));
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    const saves = () => portal.requests.filter((request) => request.method === 'PUT');
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(await saves()[0]!.json()).toEqual({
      cohortId: await cohortId(cohorts.next.name),
      promoCode: promo.code,
    });
  });

  test('a refused promo link with a draft open says why instead of offering it', async () => {
    await applicationDraft()(demo());
    renderApp('/enroll/personal-info?promo=NOPE', asApplicant());
    expect(
      await screen.findByText(
        'Promo code NOPE: This voucher code is not valid. You can still enroll without it.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Apply NOPE to it' })).toBeNull();
  });

  test('no open course: the empty state says so', async () => {
    renderApp('/enroll/course', { ...asApplicant(), handlers: [emptyHandler('/cohorts')] });
    expect(await screen.findByRole('heading', { name: 'No course open right now' })).toBeVisible();
  });

  test('courses that fail to load offer a retry', async () => {
    renderApp('/enroll/course', { ...asApplicant(), handlers: [errorHandler('/cohorts')] });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeVisible();
  });

  test('in Spanish, the steps and the course list speak Spanish', async () => {
    renderApp('/enroll/course', { ...asApplicant(), locale: 'es' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Curso o clase' })).toBeVisible();
    expect(await screen.findByRole('radiogroup', { name: 'Cursos y clases' })).toBeVisible();
    expect(screen.getByRole('list', { name: 'Pasos de la inscripción' })).toBeVisible();
  });
});

describe('enrollment steps 2 to 6', () => {
  test('a birth date under 18 asks the student to call the institute, and nothing is saved', async () => {
    const user = userEvent.setup();
    await applicationDraft()(demo());
    const portal = renderApp('/enroll/personal-info', asApplicant());
    await user.type(await screen.findByRole('textbox', { name: /Date of birth/ }), '05-04-2012');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
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
    // Complete, birth date and all: only the failure keeps the step from being saved.
    const { firstName, lastName } = newApplicant;
    await applicationDraft({ personalInfo: { firstName, lastName, dateBirth: '1991-06-15' } })(
      demo(),
    );
    renderApp('/enroll/personal-info', {
      ...asApplicant(),
      handlers: [errorHandler(draft, { method: 'put' })],
    });
    await user.click(await screen.findByRole('button', { name: 'Save and continue' }));
    expect(
      await screen.findByText('Your application could not be saved. Please try again.'),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Personal info' })).toBeVisible();
  });

  test('no plan chosen says "Please select a payment plan"; a chosen one is saved', async () => {
    const user = userEvent.setup();
    await applicationDraft()(demo());
    const portal = renderApp('/enroll/payment-plan', asApplicant());
    await screen.findByRole('radio', { name: /Pay in full/ });
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('Please select a payment plan')).toBeVisible();
    expect(portal.requests.some((request) => request.method === 'PUT')).toBe(false);
    await user.click(screen.getByRole('radio', { name: /12 monthly installments/ }));
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    const saves = () => portal.requests.filter((request) => request.method === 'PUT');
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(await saves()[0]!.json()).toEqual({
      paymentPlanId: await planId(cohorts.next.name, 12),
    });
  });

  test('a single payment reads "in one payment"; the amounts of the chosen plan stay level with the others', async () => {
    const user = userEvent.setup();
    // Wide enough for the three cards side by side.
    await page.viewport(1280, 900);
    await applicationDraft()(demo());
    renderApp('/enroll/payment-plan', asApplicant());
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
    // The Denver cohort: 4,495.00 less the 500.00 deposit over 6 is five of 665.84 and 665.80.
    await applicationDraft({ cohort: 'denver' })(demo());
    renderApp('/enroll/payment-plan', asApplicant());
    const sixMonths = await screen.findByRole('radio', { name: /6 monthly installments/ });
    const card = within(sixMonths.closest('label')!);
    expect(card.getByText('$665.84')).toBeVisible();
    expect(card.getByText('last installment $665.80')).toBeVisible();
    const payInFull = screen.getByRole('radio', { name: /Pay in full/ });
    expect(within(payInFull.closest('label')!).queryByText(/last installment/)).toBeNull();
  });

  test('the promo code the student came with lowers every plan', async () => {
    await applicationDraft({ promoCode: promo.code })(demo());
    const portal = renderApp('/enroll/payment-plan', asApplicant());
    const payInFull = await screen.findByRole('radio', { name: /Pay in full/ });
    expect(
      await screen.findByText(`Promo code ${promo.code} applied to every plan.`),
    ).toBeVisible();
    // The fall cohort's tuition less the code's discount.
    expect(payInFull).toHaveAccessibleName(
      expect.stringContaining(money(cohorts.next.tuition - promo.amount)),
    );
    const planCalls = portal.requests.filter((request) => request.url.includes('/payment_plans'));
    expect(
      planCalls.map((request) => new URL(request.url).searchParams.get('promoCode')),
    ).toContain(promo.code);
  });

  test('a promo code of the draft that is not meant for its cohort is not said to lower the plans', async () => {
    // Applied with the fall cohort, the code stays with the draft moved to the Spanish one.
    await applicationDraft({ promoCode: promo.code })(demo());
    const studentId = demo().sessions.applicant.studentId!;
    const [application] = await demo().query<{ id: number }>(
      'SELECT id FROM applications WHERE student_id = $1',
      [studentId],
    );
    await unwrap(
      demo()
        .as('applicant')
        .PUT(draft, {
          params: { path: { studentId, applicationId: application!.id } },
          body: { cohortId: await cohortId(cohorts.spanish.name) },
        }),
    );
    renderApp('/enroll/payment-plan', asApplicant());
    const payInFull = await screen.findByRole('radio', { name: /Pay in full/ });
    expect(payInFull).toHaveAccessibleName(expect.stringContaining(money(cohorts.spanish.tuition)));
    // The code was read: had it been meant for this cohort, it would be named by now.
    await waitFor(() => expect(screen.getByText('Voucher code')).toBeVisible());
    expect(screen.queryByText(new RegExp(`Promo code ${promo.code}`))).toBeNull();
  });

  test('the draft’s promo code lowers the agreement’s amounts', async () => {
    await applicationDraft({ plan: 1, promoCode: promo.code })(demo());
    renderApp('/enroll/agreement', asApplicant());
    // Paid in full: the tuition less the code's discount.
    const total = money(cohorts.next.tuition - promo.amount);
    expect(
      await screen.findByText(`a total of ${total}, of which ${total} is due today`, {
        exact: false,
      }),
    ).toBeVisible();
  });

  test('the agreement names the voucher and the promo code that lower the tuition', async () => {
    await applicationDraft({ plan: 1, promoCode: promo.code })(demo());
    await draftVoucher(welcome.code);
    renderApp('/enroll/agreement', asApplicant());
    expect(
      await screen.findByText(
        `The tuition of ${money(cohorts.next.tuition)} is reduced by the voucher ${welcome.code} (${money(welcome.amount)}) and the promo code ${promo.code} (${money(promo.amount)}).`,
      ),
    ).toBeVisible();
    const total = money(cohorts.next.tuition - welcome.amount - promo.amount);
    expect(
      screen.getByText(`a total of ${total}, of which ${total} is due today`, { exact: false }),
    ).toBeVisible();
  });

  test('the review names the draft’s promo code and what it takes off, beside the lower total', async () => {
    await applicationDraft({ plan: 1, promoCode: promo.code, through: 'card' })(demo());
    renderApp('/enroll/review', asApplicant());
    expect(
      await screen.findByText(`${promo.code}: ${money(promo.amount)} off the tuition`),
    ).toBeVisible();
    const total = money(cohorts.next.tuition - promo.amount);
    expect(screen.getByText(`Pay in full: ${total} in total, ${total} due today`)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Change Promo code' })).toHaveAttribute(
      'href',
      '/enroll/course',
    );
  });

  test('the review names the voucher too, with what it takes off', async () => {
    await applicationDraft({ plan: 1, promoCode: promo.code, through: 'card' })(demo());
    await draftVoucher(welcome.code, { signed: true });
    renderApp('/enroll/review', asApplicant());
    expect(
      await screen.findByText(`${welcome.code}: ${money(welcome.amount)} off the tuition`),
    ).toBeVisible();
    expect(screen.getByText(`${promo.code}: ${money(promo.amount)} off the tuition`)).toBeVisible();
  });

  test('an expired voucher is refused beside its field', async () => {
    const user = userEvent.setup();
    await applicationDraft()(demo());
    renderApp('/enroll/payment-plan', asApplicant());
    await user.type(
      await screen.findByRole('textbox', { name: 'Voucher code' }),
      expiredVoucher.code,
    );
    await user.click(screen.getByRole('button', { name: 'Apply voucher' }));
    expect(await screen.findByText('This voucher has expired.')).toBeVisible();
  });

  test('a code of another course says so, not only that it is not valid', async () => {
    const user = userEvent.setup();
    // A voucher good for the fall cohort only (the demo world's are good for any), and a draft
    // for the Spanish one.
    await demo().query(
      `INSERT INTO vouchers (code, kind, amount, cohort_id, expires_on)
         SELECT 'FALL100', 'VOUCHER', 10000, id, $2 FROM cohorts WHERE name = $1`,
      [cohorts.next.name, cohorts.next.startDate],
    );
    await applicationDraft({ cohort: 'spanish' })(demo());
    renderApp('/enroll/payment-plan', { ...asApplicant(), locale: 'es' });
    await user.type(await screen.findByRole('textbox', { name: 'Código de cupón' }), 'FALL100');
    await user.click(screen.getByRole('button', { name: 'Aplicar cupón' }));
    expect(
      await screen.findByText('Este código es de otro curso. Elige ese curso para usarlo.'),
    ).toBeVisible();
  });

  test('Enter in the voucher field checks the code typed there and stays on the step', async () => {
    const user = userEvent.setup();
    await applicationDraft({ plan: 1 })(demo());
    const portal = renderApp('/enroll/payment-plan', asApplicant());
    await user.type(await screen.findByRole('textbox', { name: 'Voucher code' }), 'NOPE{Enter}');
    expect(await screen.findByText('This voucher code is not valid.')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Voucher code' })).toHaveValue('NOPE');
    expect(portal.currentPath()).toBe('/enroll/payment-plan');
  });

  test('a fast double click on "Apply voucher" checks the voucher once', async () => {
    const user = userEvent.setup();
    await applicationDraft()(demo());
    const portal = renderApp('/enroll/payment-plan', asApplicant());
    await user.type(await screen.findByRole('textbox', { name: 'Voucher code' }), welcome.code);
    pressTwice(screen.getByRole('button', { name: 'Apply voucher' }));
    expect(await screen.findByText('The voucher is valid.')).toBeVisible();
    const checks = portal.requests.filter((request) => request.url.endsWith('/vouchers/validate'));
    expect(checks).toHaveLength(1);
  });

  test('the agreement states a smaller last installment apart from the others', async () => {
    await applicationDraft({ cohort: 'denver', plan: 6 })(demo());
    renderApp('/enroll/agreement', asApplicant());
    expect(
      await screen.findByText(
        /with a deposit of \$500\.00 and 6 installments: 5 of \$665\.84 and a last one of \$665\.80, at a yearly/,
      ),
    ).toBeVisible();
  });

  test('signing needs the typed name and the "I agree"', async () => {
    const user = userEvent.setup();
    await applicationDraft({ plan: 1 })(demo());
    const portal = renderApp('/enroll/agreement', asApplicant());
    const sign = await screen.findByRole('button', {
      name: `Sign Enrollment agreement: ${cohorts.next.name}`,
    });
    // Paid in full, as the PDF says it: no deposit named, one payment.
    expect(
      screen.getByText(
        `with no deposit and one payment of ${money(cohorts.next.tuition)} at a yearly`,
        { exact: false },
      ),
    ).toBeVisible();
    await user.click(sign);
    expect(await screen.findByText('This field is required')).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: /Type your full name/ }), applicantName);
    await user.click(sign);
    expect(await screen.findByText('Please confirm that you agree to sign.')).toBeVisible();
    const signings = () => portal.requests.filter((request) => request.url.endsWith('/sign'));
    expect(signings()).toHaveLength(0);
    await user.click(screen.getByRole('checkbox', { name: /I agree to its terms/ }));
    await user.click(sign);
    await waitFor(() => expect(signings()).toHaveLength(1));
    expect(await signings()[0]!.json()).toMatchObject({ signatureName: applicantName });
  });

  test('a name other than the one the agreement states is refused beside the field, and nothing is signed', async () => {
    const user = userEvent.setup();
    await applicationDraft({ plan: 1 })(demo());
    const portal = renderApp('/enroll/agreement', asApplicant());
    const name = await screen.findByRole('textbox', { name: /Type your full name/ });
    await user.type(name, 'Bob Smith');
    await user.click(screen.getByRole('checkbox', { name: /I agree to its terms/ }));
    await user.click(
      screen.getByRole('button', { name: `Sign Enrollment agreement: ${cohorts.next.name}` }),
    );
    expect(
      await screen.findByText(`Type your name as the agreement states it: ${applicantName}.`),
    ).toBeVisible();
    expect(portal.requests.filter((request) => request.url.endsWith('/sign'))).toHaveLength(0);
  });

  test('the review says who signed the agreement and when', async () => {
    // Signed through the API on the demo day.
    await applicationDraft({ plan: 1, through: 'card' })(demo());
    renderApp('/enroll/review', asApplicant());
    expect(
      await screen.findByText(`Signed by ${applicantName} on ${longDate(demoToday)}.`),
    ).toBeVisible();
  });

  test('a double click on "Submit application" submits once', async () => {
    await applicationDraft({ plan: 1, through: 'card' })(demo());
    const portal = renderApp('/enroll/review', asApplicant());
    pressTwice(await screen.findByRole('button', { name: 'Submit application' }));
    expect(await screen.findByText('Your application has been submitted.')).toBeVisible();
    const submits = portal.requests.filter(
      (request) => request.method === 'POST' && request.url.endsWith('/submit'),
    );
    expect(submits).toHaveLength(1);
  });

  test('a submit that fails says so and stays on review', async () => {
    const user = userEvent.setup();
    await applicationDraft({ plan: 1, through: 'card' })(demo());
    renderApp('/enroll/review', {
      ...asApplicant(),
      handlers: [errorHandler(`${draft}/submit`, { method: 'post', status: 409 })],
    });
    await user.click(await screen.findByRole('button', { name: 'Submit application' }));
    expect(
      await screen.findByText('Your application could not be submitted. Please try again.'),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Review and submit' })).toBeVisible();
  });

  test.each([
    [
      'an enrollment in the program meanwhile',
      'You already have an active enrollment for this product.',
      // Enrolled in the spring cohort of the same program, in another tab say.
      () =>
        demo().query(
          `INSERT INTO applications (student_id, cohort_id, status)
             SELECT $1, id, 'COMPLETE' FROM cohorts WHERE name = $2`,
          [demo().sessions.applicant.studentId!, cohorts.current.name],
        ),
    ],
    [
      'the cohort filled up meanwhile',
      'The students limit has been reached.',
      () => demo().query('UPDATE cohorts SET seats = 0 WHERE name = $1', [cohorts.next.name]),
    ],
  ])('a submit refused for %s says why and stays on review', async (_, text, meanwhile) => {
    const user = userEvent.setup();
    await applicationDraft({ plan: 1, through: 'card' })(demo());
    renderApp('/enroll/review', asApplicant());
    const submit = await screen.findByRole('button', { name: 'Submit application' });
    await meanwhile();
    await user.click(submit);
    expect(await screen.findByText(text)).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Review and submit' })).toBeVisible();
  });
});

describe('moving around the enrollment', () => {
  test('the step bar links every step reached, and only those', async () => {
    const user = userEvent.setup();
    await applicationDraft({ plan: 1, through: 'card' })(demo());
    const portal = renderApp('/enroll/payment-plan', asApplicant());
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
    await applicationDraft({ plan: 1, through: 'card' })(demo());
    const portal = renderApp('/enroll/review', asApplicant());
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
    await applicationDraft()(demo());
    const portal = renderApp('/enroll/personal-info', asApplicant());
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
    await applicationDraft({ plan: 1, through: 'card' })(demo());
    renderApp('/enroll/payment-method', asApplicant());
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
    // Before the demo student's application to the spring cohort, one to a class long past, made
    // after it (so with a higher id). The cohort of neither is open, so each goes by its number.
    await demo().query(
      `INSERT INTO applications (student_id, cohort_id, status, created_at)
         SELECT $1, id, 'COMPLETE', $2 FROM cohorts ORDER BY start_date LIMIT 1`,
      [demo().sessions.student.studentId!, daysFrom(demoToday, -1600)],
    );
    renderApp('/enrollment');
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
