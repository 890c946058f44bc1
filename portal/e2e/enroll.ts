// A new student's way to a payment plan, walked in the browser as a person does it: signed up and
// verified, the seven enrollment steps (the fall cohort by its promo link, 12 monthly installments,
// a card), the advisor's review (the clock moved past its steps), the documents signed. The words
// looked for are the catalogues' texts, so the walk serves either language.
import { reviewStepMs } from '@hci/rules';
import { heading, type Harness } from '@hci/e2e-harness';
import type { Page } from 'playwright-core';
import { messagesFor, type Messages } from './messages';
import { newStudent, type StudentBrowser } from './sign-in';

export interface NewStudent {
  email: string;
  firstName: string;
  lastName: string;
}

/** Signs as the student on the signing form as it stands, for the document named by `document`. */
async function signAs(page: Page, { text }: Messages, fullName: string, document: string) {
  await page.getByLabel(text('portal.signing.signatureName')).fill(fullName);
  await page.getByRole('checkbox', { name: text('portal.signing.agree') }).check({ force: true });
  const name = text('portal.signing.sign', { name: text(document, { cohort: 'none' }) });
  await page.getByRole('button', { name }).click();
}

/**
 * Signs up and verifies a new student, who enrolls in the fall cohort on 12 monthly installments,
 * paying with `card` (a number the simulated processor knows), and signs the documents once the
 * advisor sent them: the application complete, its plan made. Ends on the enrollment status page.
 */
export async function enrolledStudent(
  harness: Harness,
  student: NewStudent,
  { card = '4242 4242 4242 4242', ...browser }: StudentBrowser & { card?: string } = {},
) {
  const messages = messagesFor(browser.locale ?? 'en-US');
  const { text, pattern } = messages;
  const fullName = `${student.firstName} ${student.lastName}`;
  const title = (id: string) =>
    heading(page)
      .filter({ hasText: text(id) })
      .waitFor();
  const saveAndContinue = () =>
    page.getByRole('button', { name: text('portal.enrollment.continue') }).click();

  const { context, page } = await newStudent(harness, student, browser);
  await page.goto(`${harness.appUrl}/enroll?promo=HCTP-FALL26`);
  await title('portal.enrollment.step.course');
  await saveAndContinue();
  await title('portal.enrollment.step.personalInfo');
  await page.getByLabel(text('frame.identity.dateBirth')).fill('03-02-1991');
  await saveAndContinue();
  await title('portal.enrollment.step.paymentPlan');
  await page
    .getByRole('radio', {
      name: pattern('portal.systemText.PLAN_MONTHLY_INSTALLMENTS', { installmentCount: 12 }),
    })
    .check({ force: true });
  await saveAndContinue();
  await title('portal.enrollment.step.agreement');
  await signAs(page, messages, fullName, 'portal.systemText.ENROLLMENT_AGREEMENT');
  await title('portal.enrollment.step.paymentMethod');
  await page.getByLabel(text('form.paymentCard.number')).fill(card);
  await page.getByLabel(text('form.paymentCard.expiration')).fill('12/2030');
  await page.getByLabel(text('form.paymentCard.cvc')).fill('123');
  await page.getByLabel(text('form.paymentCard.holderName')).fill(fullName);
  await page
    .getByRole('button', { name: text('portal.enrollment.method.addCardAndContinue') })
    .click();
  await title('portal.enrollment.step.review');
  await page.getByRole('button', { name: text('portal.enrollment.review.submit') }).click();
  await title('portal.enrollment.step.congratulations');

  // The advisor reviews, approves and sends the documents, a minute apart.
  await harness.advanceClock(3 * reviewStepMs);
  await page.goto(`${harness.appUrl}/enrollment`);
  await page.getByRole('link', { name: text('portal.enrollmentStatus.signDocuments') }).click();
  await title('portal.agreements.title');
  await signAs(page, messages, fullName, 'portal.systemText.ENROLLMENT_DOCUMENTS');
  await page.getByText(text('positive.applicationCompleted')).first().waitFor();
  await title('portal.enrollmentStatus.title');
  return { context, page };
}
