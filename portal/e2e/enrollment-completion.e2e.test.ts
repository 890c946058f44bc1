// The student's whole loop against the reference API: a new account (a name with an apostrophe and
// a hyphen) signs up and verifies, enrolls with a promo code and a voucher, is asked by Home and
// the inbox to sign the enrollment documents, signs them, and finds the profile filled from the
// enrollment, the plan (the deposit paid), the new course on the cohort's dates with its modules
// (one bookmarked), finishes the first module and finds the award it earns, and pays the next
// installment, which the inbox and the account history then report.
import {
  acceptedCooldownMs,
  offeredTerms,
  reviewStepMs,
  settlementMs,
} from '@hci/api-schema/rules';
import { demoOffer, demoPlanOptions } from '@hci/api-schema/demo-world';
import type { Course, PaymentPlan, PaymentPlanDetail } from '@hci/api-schema';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import {
  axeViolations,
  demoPassword,
  harnessForFile,
  heading,
  newStudent,
  screenshot,
  sidewaysScrollOnPhone,
  signIn,
} from './harness';

const harness = harnessForFile();
const email = 'loop.student@demo.test';

/** A GET of the student's own records, as the API answers them. */
async function studentApi() {
  const signedIn = await fetch(`${harness.apiUrl}/auth/signin/student`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: demoPassword }),
  });
  const { content: session } = await signedIn.json();
  return async <T>(path: string): Promise<T> => {
    const response = await fetch(`${harness.apiUrl}/students/${session.studentId}${path}`, {
      headers: { authorization: `Bearer ${session.accessToken}` },
    });
    return (await response.json()).content;
  };
}

const choose = (page: Page, name: RegExp) =>
  page.getByRole('radio', { name }).check({ force: true });
const saveAndContinue = (page: Page) =>
  page.getByRole('button', { name: 'Save and continue' }).click();

describe('the student’s loop', () => {
  test(
    'sign up, enroll with a promo code and a voucher, sign, find the plan paid and the course open, bookmark and finish a module, pay the next installment',
    { timeout: 300_000 },
    async () => {
      const { context, page } = await newStudent(harness, {
        email,
        firstName: 'Lucía',
        lastName: "O'Brien-Gómez",
      });

      // The seven steps, with the promo link's code and a voucher.
      await page.goto(`${harness.appUrl}/enroll?promo=HCTP-FALL26`);
      await heading(page).filter({ hasText: 'Course or class' }).waitFor();
      expect(await page.getByRole('radio', { name: /HCTP 2026 Fall/ }).isChecked()).toBe(true);
      await saveAndContinue(page);
      await heading(page).filter({ hasText: 'Personal info' }).waitFor();
      await page.getByLabel('Date of birth').fill('03-02-1991');
      await saveAndContinue(page);
      await heading(page).filter({ hasText: 'Payment plan' }).waitFor();
      await page.getByText('Promo code HCTP-FALL26 applied to every plan.').waitFor();
      await page.getByLabel('Voucher code').fill('WELCOME150');
      await page.getByRole('button', { name: 'Apply voucher' }).click();
      await page.getByText('Voucher WELCOME150 applied.').waitFor();
      await choose(page, /12 monthly installments/);
      await saveAndContinue(page);
      await heading(page).filter({ hasText: 'Agreement' }).waitFor();
      await page.getByLabel('Type your full name').fill("Lucía O'Brien-Gómez");
      await page.getByRole('checkbox', { name: /I agree/ }).check({ force: true });
      await page.getByRole('button', { name: /^Sign Enrollment agreement/ }).click();
      await heading(page).filter({ hasText: 'Payment method' }).waitFor();
      await page.getByLabel('Card number').fill('4242 4242 4242 4242');
      await page.getByLabel('Expiration date').fill('12/2030');
      await page.getByLabel('Security code (CVC)').fill('123');
      await page.getByLabel('Name on the card').fill('Lucía Gómez');
      await page.getByRole('button', { name: 'Add card and continue' }).click();
      await heading(page).filter({ hasText: 'Review and submit' }).waitFor();
      await page.getByRole('button', { name: 'Submit application' }).click();
      await heading(page).filter({ hasText: 'Congratulations' }).waitFor();

      // The advisor reviews, approves and sends the documents, a minute apart: Home asks for the
      // signature, and the inbox told of each step.
      harness.advanceClock(3 * reviewStepMs);
      await page.goto(`${harness.appUrl}/home`);
      const steps = page.getByRole('region', { name: 'Next steps' });
      await steps.getByText('1 agreement is waiting for your signature').waitFor();
      await steps.getByRole('link', { name: 'Review agreements' }).waitFor();
      await page.goto(`${harness.appUrl}/inbox`);
      for (const subject of [
        'We received your application',
        'An advisor reviewed your application',
        'Your application is approved',
        'An agreement is ready for your signature',
      ])
        await page.getByText(subject, { exact: true }).waitFor();
      await page.goto(`${harness.appUrl}/enrollment`);
      await page.getByRole('link', { name: 'Sign your documents' }).click();
      await heading(page).filter({ hasText: 'Agreements' }).waitFor();
      await page.getByLabel('Type your full name').fill("Lucía O'Brien-Gómez");
      await page.getByRole('checkbox', { name: /I agree/ }).check({ force: true });
      await page.getByRole('button', { name: /^Sign Enrollment documents/ }).click();

      // Complete: the status page says so and leads to the course and to the plan.
      await page.getByText('Your application is complete.').first().waitFor();
      await heading(page).filter({ hasText: 'Enrollment' }).waitFor();
      await page.getByRole('link', { name: 'See your payment plan' }).waitFor();
      await screenshot(page, 'loop-complete');

      // One record: the profile holds the birth date typed while enrolling, and the name as written.
      const api = await studentApi();
      expect((await api<{ personalInfo: object }>('')).personalInfo).toMatchObject({
        firstName: 'Lucía',
        lastName: "O'Brien-Gómez",
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
      harness.advanceClock(settlementMs);

      // The new course, its modules listed; one bookmarked.
      await page.getByRole('link', { name: 'Go to My courses' }).click();
      await page.getByRole('link', { name: 'Health Coach Training Program', exact: true }).click();
      await heading(page).filter({ hasText: 'Health Coach Training Program' }).waitFor();
      const modules = page.getByRole('list', { name: 'Modules of Health Coach Training Program' });
      const toggle = modules.getByRole('button', { pressed: false }).first();
      const module = (await toggle.getAttribute('aria-label'))!.replace(/^Bookmark /, '');
      await toggle.click();
      await page.getByText('Bookmark added.').waitFor();
      await expect
        .poll(() =>
          page
            .getByRole('button', { name: `Bookmark ${module}`, exact: true })
            .getAttribute('aria-pressed'),
        )
        .toBe('true');
      await screenshot(page, 'loop-course');

      // The course runs on the new cohort's dates, which start months ahead: nothing is overdue.
      const program = (await api<Course[]>('/courses')).find(
        (course) => course.title === 'Health Coach Training Program',
      )!;
      const today = new Date().toISOString().slice(0, 10);
      expect(program.startDate! > today).toBe(true);
      expect(program.nextModule!.dueDate! > program.startDate!).toBe(true);

      // The first module, finished on the learning platform, earns "First steps".
      const [platform] = await Promise.all([
        context.waitForEvent('page'),
        page.getByRole('button', { name: 'Start learning' }).click(),
      ]);
      await platform.getByRole('button', { name: 'Mark as complete' }).click();
      await platform.getByText(/^Completed\./).waitFor();
      await platform.close();
      await page.goto(`${harness.appUrl}/my-awards`);
      const earned = page.getByRole('region', { name: 'Earned' });
      await earned.getByRole('article', { name: 'First steps' }).waitFor();

      // The plan's page: the deposit's row paid once the charge settled, and only that one.
      await page.goto(`${harness.appUrl}/enrollment`);
      await page.getByRole('link', { name: 'See your payment plan' }).click();
      await page.getByRole('button', { name: 'Make a payment' }).waitFor();
      const rows = (await api<PaymentPlanDetail>(`/payment_plans/${plan.id}`)).schedule;
      expect(rows.map((row) => row.status)).toEqual(['PAID', ...Array(12).fill('PENDING')]);
      expect(rows[0]!.amountPaid).toBe(offered.amountDue);

      // The next installment, after the API's pause following the accepted deposit.
      harness.advanceClock(acceptedCooldownMs);
      await page.getByRole('button', { name: 'Make a payment' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Review payment' }).click();
      await dialog.getByRole('button', { name: /^Pay / }).click();
      await dialog.getByText(/was accepted/).waitFor();
      const paid = (await api<PaymentPlanDetail>(`/payment_plans/${plan.id}`)).schedule;
      expect(paid[1]).toMatchObject({ status: 'PAID', amountPaid: plan.terms.installmentAmount });

      // The inbox says the payment was received, and the history line says so once it settled.
      await page.goto(`${harness.appUrl}/inbox`);
      await expect.poll(() => page.getByText('Payment received', { exact: true }).count()).toBe(2);
      await page.goto(`${harness.appUrl}/settings/account-history`);
      await page.getByText('Payment received (amount due)').first().waitFor();
      await context.close();
    },
  );

  test(
    'the same record in Spanish, on a phone, in the dark theme: each page says it, axe clean',
    { timeout: 180_000 },
    async () => {
      const { context, page } = await harness.newPage();
      await signIn(page, harness.appUrl, email);
      await heading(page).filter({ hasText: 'Welcome' }).waitFor();
      await page.evaluate(() => localStorage.setItem('hci.language', 'es'));
      await page.setViewportSize({ width: 375, height: 812 });
      await page.emulateMedia({ colorScheme: 'dark' });
      // What the loop left, as each page words it in Spanish.
      const pages: [string, string, string][] = [
        ['/home', 'Te damos la bienvenida', 'A continuación:'],
        ['/inbox', 'Bandeja de entrada', 'Pago recibido'],
        ['/my-courses', 'Mis cursos', 'Health Coach Training Program'],
        ['/my-awards', 'Reconocimientos', 'Primeros pasos'],
        ['/settings/account-history', 'Historial de la cuenta', 'Pago recibido (importe a pagar)'],
      ];
      for (const [path, title, shows] of pages) {
        await page.goto(`${harness.appUrl}${path}`);
        await heading(page).filter({ hasText: title }).waitFor();
        await page.getByText(shows).first().waitFor();
        await page.locator('[aria-busy="true"]').waitFor({ state: 'detached' });
        const name = `loop-es-dark${path.replace(/\//g, '-')}`;
        expect.soft(await axeViolations(page), `${path} in Spanish, dark`).toEqual([]);
        expect
          .soft(await sidewaysScrollOnPhone(page, name), `${path} at 375 px`)
          .toEqual({ page: 0, tables: [] });
      }
      await context.close();
    },
  );
});
