// The student's whole loop against the reference API, walked twice by two new students: a new
// account (a name with an apostrophe and a hyphen) signs up and verifies, enrolls with a promo code
// and a voucher, is asked by Home and the inbox to sign the enrollment documents, signs them, and
// finds the profile filled from the enrollment, the plan (the deposit paid), the new course on the
// cohort's dates with its modules (one bookmarked), finishes the first module and finds the award it
// earns, and pays the next installment, which the inbox and the account history then report.
// First in English on a desktop in the light theme; then in Spanish on a phone in the dark theme,
// where every page on the way is checked with axe and for sideways scrolling. The words looked for
// are the catalogues' texts of the messages the pages show, so one walk serves both languages.
import { acceptedCooldownMs, offeredTerms, reviewStepMs, settlementMs } from '@hci/rules';
import { demoOffer, demoPlanOptions } from '@hci/demo-world';
import type { Course, PaymentPlan, PaymentPlanDetail } from '@hci/api-schema';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import {
  expectAccessible,
  expectFitsPhone,
  harnessForFile,
  heading,
  screenshot,
} from '@hci/e2e-harness';
import { newStudent, type StudentBrowser } from './sign-in';
import { messagesFor } from './messages';
import { studentApi } from './student-api';

const harness = harnessForFile();
const course = 'Health Coach Training Program: Foundations';

interface Walk {
  student: { email: string; firstName: string; lastName: string };
  browser: StudentBrowser;
  /** Whether each page is audited (axe, a phone's width), with a screenshot named with `suffix`. */
  audited: boolean;
  suffix: string;
}

async function walkTheLoop({ student, browser, audited, suffix }: Walk) {
  const { text, pattern } = messagesFor(browser.locale ?? 'en-US');
  const fullName = `${student.firstName} ${student.lastName}`;
  /** Axe and a phone's width, checked on the page as it stands once nothing is loading. */
  const audit = async (page: Page, name: string) => {
    if (!audited) return;
    await page.locator('[aria-busy="true"]').waitFor({ state: 'detached' });
    await expectAccessible(page, { name });
    await expectFitsPhone(page, `loop-${name}${suffix}`);
  };
  /** A page worth a look: audited, or else a screenshot of it. */
  const keyPage = async (page: Page, name: string) => {
    if (audited) await audit(page, name);
    else await screenshot(page, `loop-${name}${suffix}`);
  };
  /** Waits for the page titled with the message `id`, and audits it. */
  const step = async (page: Page, id: string, name: string) => {
    await heading(page)
      .filter({ hasText: text(id) })
      .waitFor();
    await audit(page, name);
  };
  const saveAndContinue = (page: Page) =>
    page.getByRole('button', { name: text('portal.enrollment.continue') }).click();
  const signAs = async (page: Page, document: string) => {
    await page.getByLabel(text('portal.signing.signatureName')).fill(fullName);
    await page.getByRole('checkbox', { name: text('portal.signing.agree') }).check({ force: true });
    const name = text('portal.signing.sign', { name: text(document, { cohort: 'none' }) });
    await page.getByRole('button', { name }).click();
  };

  const { context, page } = await newStudent(harness, student, { ...browser, onPage: audit });
  await audit(page, 'home-new');

  // The seven steps, with the promo link's code and a voucher.
  await page.goto(`${harness.appUrl}/enroll?promo=HCTP-FALL26`);
  await step(page, 'portal.enrollment.step.course', 'step-course');
  expect(await page.getByRole('radio', { name: /HCTP 2026 Fall/ }).isChecked()).toBe(true);
  await saveAndContinue(page);
  await heading(page)
    .filter({ hasText: text('portal.enrollment.step.personalInfo') })
    .waitFor();
  await page.getByLabel(text('frame.identity.dateBirth')).fill('03-02-1991');
  await audit(page, 'step-personal-info');
  await saveAndContinue(page);
  await heading(page)
    .filter({ hasText: text('portal.enrollment.step.paymentPlan') })
    .waitFor();
  await page
    .getByText(text('portal.enrollment.plan.promoApplied', { code: 'HCTP-FALL26' }))
    .waitFor();
  await page.getByLabel(text('portal.enrollment.plan.voucher')).fill('WELCOME150');
  await page.getByRole('button', { name: text('portal.enrollment.plan.applyVoucher') }).click();
  await page
    .getByText(text('portal.enrollment.plan.voucherApplied', { code: 'WELCOME150' }))
    .waitFor();
  await page
    .getByRole('radio', {
      name: pattern('portal.systemText.PLAN_MONTHLY_INSTALLMENTS', { installmentCount: 12 }),
    })
    .check({ force: true });
  await audit(page, 'step-plan');
  await saveAndContinue(page);
  await step(page, 'portal.enrollment.step.agreement', 'step-agreement');
  await signAs(page, 'portal.systemText.ENROLLMENT_AGREEMENT');
  await heading(page)
    .filter({ hasText: text('portal.enrollment.step.paymentMethod') })
    .waitFor();
  await page.getByLabel(text('form.paymentCard.number')).fill('4242 4242 4242 4242');
  await page.getByLabel(text('form.paymentCard.expiration')).fill('12/2030');
  await page.getByLabel(text('form.paymentCard.cvc')).fill('123');
  await page.getByLabel(text('form.paymentCard.holderName')).fill(fullName);
  await audit(page, 'step-payment-method');
  await page
    .getByRole('button', { name: text('portal.enrollment.method.addCardAndContinue') })
    .click();
  await step(page, 'portal.enrollment.step.review', 'step-review');
  await page.getByRole('button', { name: text('portal.enrollment.review.submit') }).click();
  await step(page, 'portal.enrollment.step.congratulations', 'step-congratulations');

  // The advisor reviews, approves and sends the documents, a minute apart: Home asks for the
  // signature, and the inbox told of each step.
  await harness.advanceClock(3 * reviewStepMs);
  await page.goto(`${harness.appUrl}/home`);
  const steps = page.getByRole('region', { name: text('portal.home.nextSteps') });
  await steps.getByText(text('portal.home.signingRequests', { count: 1 })).waitFor();
  await steps.getByRole('link', { name: text('portal.home.reviewAgreements') }).waitFor();
  // Four messages: the application received, reviewed, approved, and the documents to sign.
  await page.getByText(text('portal.home.unreadMessages', { count: 4 })).waitFor();
  await audit(page, 'home-to-sign');
  await page.goto(`${harness.appUrl}/inbox`);
  const applicationSubject = 'portal.inbox.type.APPLICATION_STATUS_CHANGED.subject';
  for (const subject of [
    text(applicationSubject, { applicationStatus: 'SUBMITTED' }),
    text(applicationSubject, { applicationStatus: 'REVIEWED' }),
    text(applicationSubject, { applicationStatus: 'APPROVED' }),
    text('portal.inbox.type.AGREEMENT_TO_SIGN.subject'),
  ])
    await page.getByText(subject, { exact: true }).waitFor();
  await audit(page, 'inbox-to-sign');
  await page.goto(`${harness.appUrl}/enrollment`);
  const signDocuments = page.getByRole('link', {
    name: text('portal.enrollmentStatus.signDocuments'),
  });
  await signDocuments.waitFor();
  await audit(page, 'enrollment-to-sign');
  await signDocuments.click();
  await step(page, 'portal.agreements.title', 'agreements');
  await signAs(page, 'portal.systemText.ENROLLMENT_DOCUMENTS');

  // Complete: the status page says so and leads to the course and to the plan.
  await page.getByText(text('positive.applicationCompleted')).first().waitFor();
  await heading(page)
    .filter({ hasText: text('portal.enrollmentStatus.title') })
    .waitFor();
  await page.getByRole('link', { name: text('portal.enrollmentStatus.seePaymentPlan') }).waitFor();
  await keyPage(page, 'complete');

  // One record: the profile holds the birth date typed while enrolling, and the name as written.
  const api = await studentApi(harness, student.email);
  expect((await api<{ personalInfo: object }>('')).personalInfo).toMatchObject({
    firstName: student.firstName,
    lastName: student.lastName,
    dateBirth: '1991-03-02',
  });

  // The plan: the terms the plan step offered with both codes ($200 + $150 off the $3,968).
  const plans = await api<PaymentPlan[]>('/payment_plans');
  expect(plans).toHaveLength(1);
  const plan = plans[0]!;
  const twelve = demoPlanOptions.find((option) => option.count === 12)!;
  const offered = offeredTerms(demoOffer(twelve, 396_800, 35_000));
  // What is due now drops to 0 as soon as the deposit's charge settles (2 s).
  expect(plan.terms).toEqual({ ...offered, amountDue: plan.terms.amountDue });
  await harness.advanceClock(settlementMs);

  // The new course, its modules listed; one bookmarked.
  await page.getByRole('link', { name: text('portal.enrollmentStatus.goToCourses') }).click();
  const courseLink = page.getByRole('link', { name: course, exact: true });
  await courseLink.waitFor();
  await audit(page, 'my-courses');
  await courseLink.click();
  await heading(page).filter({ hasText: course }).waitFor();
  const modules = page.getByRole('list', {
    name: text('portal.learning.course.listLabel', { course }),
  });
  const toggle = modules.getByRole('button', { pressed: false }).first();
  const [, module] = (await toggle.getAttribute('aria-label'))!.match(
    pattern('portal.learning.bookmark', {}, ['module']),
  )!;
  await toggle.click();
  await page.getByText(text('positive.bookmarkAdded')).waitFor();
  const bookmark = text('portal.learning.bookmark', { module: module! });
  await expect
    .poll(() =>
      page.getByRole('button', { name: bookmark, exact: true }).getAttribute('aria-pressed'),
    )
    .toBe('true');
  await keyPage(page, 'course');

  // The course runs on the new cohort's dates, which start months ahead: nothing is overdue.
  const program = (await api<Course[]>('/courses')).find(({ title }) => title === course)!;
  const today = new Date().toISOString().slice(0, 10);
  expect(program.startDate! > today).toBe(true);
  expect(program.nextModule!.dueDate! > program.startDate!).toBe(true);

  // The first module, finished on the learning platform (the API's English-only stand-in for
  // another company's site, so neither translated nor audited here), earns "First steps".
  const [platform] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: text('portal.learning.startLearning') }).click(),
  ]);
  await platform.getByRole('button', { name: 'Mark as complete' }).click();
  await platform.getByText(/^Completed\./).waitFor();
  await platform.close();
  await page.goto(`${harness.appUrl}/my-awards`);
  const earned = page.getByRole('region', { name: text('portal.learning.awards.earned') });
  await earned.getByRole('article', { name: text('portal.award.FIRST_MODULE.name') }).waitFor();
  await keyPage(page, 'awards');

  // The plan's page: the deposit's row paid once the charge settled, and only that one.
  await page.goto(`${harness.appUrl}/enrollment`);
  await page.getByRole('link', { name: text('portal.enrollmentStatus.seePaymentPlan') }).click();
  const makeAPayment = page.getByRole('button', { name: text('portal.pay.open') });
  await makeAPayment.waitFor();
  await audit(page, 'plan');
  const rows = (await api<PaymentPlanDetail>(`/payment_plans/${plan.id}`)).schedule;
  expect(rows.map((row) => row.status)).toEqual(['PAID', ...Array(12).fill('PENDING')]);
  expect(rows[0]!.amountPaid).toBe(offered.amountDue);

  // The next installment, after the API's pause following the accepted deposit.
  await harness.advanceClock(acceptedCooldownMs);
  await makeAPayment.click();
  const dialog = page.getByRole('dialog');
  const review = dialog.getByRole('button', { name: text('portal.pay.review') });
  await review.waitFor();
  await audit(page, 'pay');
  await review.click();
  const pay = dialog.getByRole('button', { name: pattern('portal.pay.submit', {}, ['amount']) });
  await pay.waitFor();
  await audit(page, 'pay-review');
  await pay.click();
  await dialog.getByText(pattern('portal.pay.accepted', {}, ['amount'])).waitFor();
  await keyPage(page, 'paid');
  const paid = (await api<PaymentPlanDetail>(`/payment_plans/${plan.id}`)).schedule;
  expect(paid[1]).toMatchObject({ status: 'PAID', amountPaid: plan.terms.installmentAmount });

  // The inbox says the payment was received, and the history line says so once it settled.
  await page.goto(`${harness.appUrl}/inbox`);
  const received = text('portal.inbox.type.PAYMENT_RECEIVED.subject');
  await expect.poll(() => page.getByText(received, { exact: true }).count()).toBe(2);
  await keyPage(page, 'inbox');
  await page.goto(`${harness.appUrl}/settings/account-history`);
  await page
    .getByText(
      text('portal.accountHistory.paymentReceived', {
        payment: text('portal.payments.paymentName', { payment: 'INSTALLMENT' }),
      }),
    )
    .first()
    .waitFor();
  await keyPage(page, 'history');
  await page.goto(`${harness.appUrl}/home`);
  await heading(page)
    .filter({ hasText: text('portal.home.greetingNoName') })
    .waitFor();
  await page.getByText(pattern('portal.learning.nextUpDue', {}, ['module', 'date'])).waitFor();
  await audit(page, 'home-enrolled');
  await context.close();
}

describe('the student’s loop', () => {
  test(
    'sign up, enroll with a promo code and a voucher, sign, find the plan paid and the course open, bookmark and finish a module, pay the next installment',
    { timeout: 300_000 },
    () =>
      walkTheLoop({
        student: { email: 'loop.student@demo.test', firstName: 'Lucía', lastName: "O'Brien-Gómez" },
        browser: { locale: 'en-US', colorScheme: 'light' },
        audited: false,
        suffix: '',
      }),
  );

  test(
    'the same loop in Spanish, on a phone, in the dark theme: every page says it, axe clean',
    { timeout: 300_000 },
    () =>
      walkTheLoop({
        student: {
          email: 'bucle.estudiante@demo.test',
          firstName: 'Zoë-Ann',
          lastName: "Núñez D'Arcy",
        },
        browser: { locale: 'es', phone: true, colorScheme: 'dark' },
        audited: true,
        suffix: '-es-dark',
      }),
  );
});
