// The enrollment journey end to end: a new student enrolls from a promo link, reloads in the
// middle of it, signs, gets a card declined, submits and follows the application. Each step's axe
// audit belongs to its story (stories/src/portal/EnrollmentPages).
// And the whole enrollment again with the keyboard alone (Tab, typing, Enter, Space).
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { harnessForFile, heading, screenshot } from '@hci/e2e-harness';
import { newStudent } from './sign-in';

const harness = harnessForFile();

const pathOf = (page: Page) => new URL(page.url()).pathname;

/** Settles the step and takes its picture. */
async function check(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  await page.locator('[aria-busy="true"]').waitFor({ state: 'detached' });
  await screenshot(page, `enroll-${name}`);
}

/** A radio whose native input is drawn over by its styled circle or card. */
const choose = (page: Page, name: RegExp) =>
  page.getByRole('radio', { name }).check({ force: true });

/** Presses Tab until the element has focus, as a keyboard user moves through the page. */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 60; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the element');
}

describe('enrollment', () => {
  test(
    'a new student enrolls with a promo code, resumes after a reload, and submits',
    { timeout: 240_000 },
    async () => {
      const { context, page } = await newStudent(harness, {
        email: 'enrolling.student@demo.test',
        firstName: 'José',
        lastName: 'Núñez',
      });

      // 1. The promo link: its discount shows and its cohort is chosen.
      await page.goto(`${harness.appUrl}/enroll?promo=HCTP-FALL26`);
      await heading(page).filter({ hasText: 'Course or class' }).waitFor();
      expect(pathOf(page)).toBe('/enroll/course');
      await page.getByText(/Promo code HCTP-FALL26: \$200\.00 off, valid until/).waitFor();
      expect(await page.getByRole('radio', { name: /HCTP 2026 Fall/ }).isChecked()).toBe(true);
      await check(page, '1-course');
      await page.getByRole('button', { name: 'Save and continue' }).click();

      // 2. Personal info, prefilled from the sign-up; under 18 shows the call-the-institute path.
      await heading(page).filter({ hasText: 'Personal info' }).waitFor();
      expect(await page.getByLabel('First name').inputValue()).toBe('José');
      await page.getByLabel('Date of birth').fill('01-15-2015');
      await page.getByRole('button', { name: 'Save and continue' }).click();
      await page.getByText('Enrolling before you turn 18').waitFor();
      await page.getByText('Below 18 age, call the institute').first().waitFor();
      expect(pathOf(page)).toBe('/enroll/personal-info');
      await page.getByLabel('Date of birth').fill('01-15-1990');
      await check(page, '2-personal-info');
      await page.getByRole('button', { name: 'Save and continue' }).click();

      // 3. A voucher lowers the amounts; a reload in the middle keeps the cohort and the voucher.
      await heading(page).filter({ hasText: 'Payment plan' }).waitFor();
      await page.getByText('Choose how you want to pay the tuition of HCTP 2026 Fall.').waitFor();
      await page.getByRole('button', { name: 'Save and continue' }).click();
      await page.getByText('Please select a payment plan').waitFor();
      await page.getByText('Promo code HCTP-FALL26 applied to every plan.').waitFor();
      await page.getByLabel('Voucher code').fill('WELCOME150');
      await page.getByRole('button', { name: 'Apply voucher' }).click();
      await page.getByText('The voucher is valid.').waitFor();
      await page.getByText('Voucher WELCOME150 applied.').waitFor();
      await page.reload();
      await heading(page).filter({ hasText: 'Payment plan' }).waitFor();
      expect(pathOf(page)).toBe('/enroll/payment-plan');
      await page.getByText('the tuition of HCTP 2026 Fall.').waitFor();
      expect(await page.getByLabel('Voucher code').inputValue()).toBe('WELCOME150');
      await choose(page, /6 monthly installments/);
      await check(page, '3-payment-plan');
      await page.getByRole('button', { name: 'Save and continue' }).click();

      // 4. The agreement names the student and the plan; signed with the typed name.
      await heading(page).filter({ hasText: 'Agreement' }).waitFor();
      await page.getByText(/between the Health Coach Institute and José Núñez/).waitFor();
      await page.getByText(/“6 monthly installments”/).waitFor();
      await check(page, '4-agreement');
      await page.getByLabel('Type your full name').fill('José Núñez');
      await page.getByRole('checkbox', { name: /I agree/ }).check({ force: true });
      await page.getByRole('button', { name: /^Sign Enrollment agreement/ }).click();

      // 5. A declined card: the error shows and the typed card stays; then a good one.
      await heading(page).filter({ hasText: 'Payment method' }).waitFor();
      await check(page, '5-payment-method');
      await page.getByLabel('Card number').fill('4000 0000 0000 0002');
      await page.getByLabel('Expiration date').fill('12/2030');
      await page.getByLabel('Security code (CVC)').fill('123');
      await page.getByLabel('Name on the card').fill('José Núñez');
      await page.getByRole('button', { name: 'Add card and continue' }).click();
      await page
        .getByText('Your card was declined. Check its details, or use another card.')
        .waitFor();
      expect(pathOf(page)).toBe('/enroll/payment-method');
      expect(await page.getByLabel('Name on the card').inputValue()).toBe('José Núñez');
      await page.getByLabel('Card number').fill('4242 4242 4242 4242');
      await page.getByRole('button', { name: 'Add card and continue' }).click();

      // 6. Review and submit; 7. congratulations; then the status page.
      await heading(page).filter({ hasText: 'Review and submit' }).waitFor();
      await page.getByText(/Visa ending in 4242/).waitFor();
      await check(page, '6-review');
      await page.getByRole('button', { name: 'Submit application' }).click();
      await heading(page).filter({ hasText: 'Congratulations' }).waitFor();
      await page.getByText('Your application has been submitted.').waitFor();
      await check(page, '7-congratulations');
      await page.getByRole('link', { name: 'See your application status' }).click();
      await heading(page).filter({ hasText: 'Enrollment' }).waitFor();
      const progress = page.getByRole('list', { name: 'Application progress' });
      await expect
        .poll(() => progress.locator('[aria-current="step"]').innerText())
        .toMatch(/Submitted/);
      await check(page, '8-status');
      await context.close();
    },
  );

  test('every step works with the keyboard alone', { timeout: 180_000 }, async () => {
    const { context, page } = await newStudent(harness, {
      email: 'keyboard.student@demo.test',
      firstName: 'Ana',
      lastName: 'Ruiz',
    });
    await page.goto(`${harness.appUrl}/enroll`);
    await heading(page).filter({ hasText: 'Course or class' }).waitFor();
    const courses = page.getByRole('radiogroup', { name: 'Courses and classes' });
    const firstCourse = courses.getByRole('radio').first();
    await tabTo(page, firstCourse);
    await page.keyboard.press('Space');
    expect(await firstCourse.isChecked()).toBe(true);
    await tabTo(page, page.getByRole('button', { name: 'Save and continue' }));
    await page.keyboard.press('Enter');

    await heading(page).filter({ hasText: 'Personal info' }).waitFor();
    await tabTo(page, page.getByLabel('Date of birth'));
    await page.keyboard.type('01-15-1990');
    await tabTo(page, page.getByRole('button', { name: 'Save and continue' }));
    await page.keyboard.press('Enter');

    await heading(page).filter({ hasText: 'Payment plan' }).waitFor();
    const save = page.getByRole('button', { name: 'Save and continue' });
    await tabTo(page, save);
    await page.keyboard.press('Enter');
    await page.getByText('Please select a payment plan').waitFor();
    const plan = page.getByRole('radio', { name: /Pay in full/ });
    await tabTo(page, plan);
    await page.keyboard.press('Space');
    expect(await plan.isChecked()).toBe(true);
    await tabTo(page, save);
    await page.keyboard.press('Enter');
    await heading(page).filter({ hasText: 'Agreement' }).waitFor();
    expect(pathOf(page)).toBe('/enroll/agreement');

    const typeInto = async (field: Locator, text: string) => {
      await tabTo(page, field);
      await page.keyboard.type(text);
    };
    await typeInto(page.getByLabel('Type your full name'), 'Ana Ruiz');
    const agree = page.getByRole('checkbox', { name: /I agree/ });
    await tabTo(page, agree);
    await page.keyboard.press('Space');
    expect(await agree.isChecked()).toBe(true);
    await tabTo(page, page.getByRole('button', { name: /^Sign Enrollment agreement/ }));
    await page.keyboard.press('Enter');

    await heading(page).filter({ hasText: 'Payment method' }).waitFor();
    await typeInto(page.getByLabel('Card number'), '4242424242424242');
    await typeInto(page.getByLabel('Expiration date'), '122030');
    await typeInto(page.getByLabel('Security code (CVC)'), '123');
    await typeInto(page.getByLabel('Name on the card'), 'Ana Ruiz');
    await tabTo(page, page.getByRole('button', { name: 'Add card and continue' }));
    await page.keyboard.press('Enter');

    await heading(page).filter({ hasText: 'Review and submit' }).waitFor();
    await page.getByText(/Visa ending in 4242/).waitFor();
    await tabTo(page, page.getByRole('button', { name: 'Submit application' }));
    await page.keyboard.press('Enter');
    await heading(page).filter({ hasText: 'Congratulations' }).waitFor();
    const status = page.getByRole('link', { name: 'See your application status' });
    await tabTo(page, status);
    await page.keyboard.press('Enter');
    await heading(page).filter({ hasText: 'Enrollment' }).waitFor();
    expect(pathOf(page)).toBe('/enrollment');
    await context.close();
  });
});
