// End to end, against the reference API: a payment made on the payment information page has its
// receipt once the processor accepts it, reached from the row it paid and from its account
// history line; printed (or saved as a PDF), the receipt is the page without the portal's frame.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { expectFitsPhone, harnessForFile, heading, screenshot, signIn } from '@hci/e2e-harness';
import { signInForm } from './sign-in';

const harness = harnessForFile();

/** The receipt's named values, as its description list shows them. */
const facts = (page: Page) =>
  page
    .getByRole('article')
    .locator('dt')
    .evaluateAll((terms) =>
      Object.fromEntries(
        terms.map((term) => [term.textContent, term.nextElementSibling?.textContent]),
      ),
    );

describe('a receipt', () => {
  test('for the installment just paid: from its row and its history line, on screen and printed', async () => {
    const { context, page } = await harness.newPage();
    await signIn(page, signInForm, 'student@demo.test');
    await page.waitForURL(/\/home$/);

    // The demo student pays the next installment; the simulated processor accepts it.
    await page.goto(`${harness.appUrl}/settings/payment-information`);
    await page.getByRole('button', { name: 'Make a payment' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Review payment' }).click();
    const pay = dialog.getByRole('button', { name: /^Pay / });
    const amount = (await pay.textContent())!.replace(/^Pay /, '');
    await pay.click();
    await dialog.getByText(/was accepted/).waitFor();
    await dialog.getByRole('button', { name: 'Done' }).click();

    await page.getByRole('link', { name: 'Receipt for Installment 4 of 12' }).click();
    await page.waitForURL(/\/settings\/payment-information\/receipts\/\d+$/);
    const receiptUrl = page.url();
    await heading(page).filter({ hasText: 'Payment receipt' }).waitFor();
    await page.getByRole('article', { name: /^Receipt \d{4}-\d{6,}$/ }).waitFor();
    expect(await facts(page)).toMatchObject({
      Amount: amount,
      Payment: 'Amount due',
      Card: 'Visa ending in 4242',
      'Paid by': 'Jordan Lee Whitaker',
      'E-mail': 'student@demo.test',
      Cohort: 'HCTP 2026 Spring',
      'Payment plan': '12 monthly installments',
      'Left to pay on the plan': expect.stringMatching(/^\$[\d,]+\.\d{2}$/),
    });
    const table = page.getByRole('table', { name: /^Installments paid by receipt/ });
    const [line, total] = [table.getByRole('row').nth(1), table.getByRole('row').nth(2)];
    expect(await line.getByRole('rowheader').textContent()).toBe('Installment 4');
    expect(await line.getByRole('cell', { name: amount, exact: true }).count()).toBe(1);
    expect(await total.getByRole('rowheader').textContent()).toBe('Total');
    expect(await total.getByRole('cell', { name: amount, exact: true }).count()).toBe(1);
    // Its axe audit, light and dark, belongs to the receipt's stories.
    await screenshot(page, 'receipt');
    await expectFitsPhone(page, 'receipt');

    // Printed: the receipt alone, and a PDF of it.
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    expect(await page.getByRole('navigation', { name: 'Settings' }).isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Print or save as PDF' }).isVisible()).toBe(
      false,
    );
    expect(await page.getByRole('article').isVisible()).toBe(true);
    await screenshot(page, 'receipt-print');
    const pdf = await page.pdf({ format: 'Letter' });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    await page.emulateMedia({ media: null });

    // The payment's history line leads to the same receipt.
    await page.goto(`${harness.appUrl}/settings/account-history`);
    const fromHistory = page.getByRole('link', {
      name: new RegExp(`^Receipt for the payment of ${amount.replace('$', '\\$')} on `),
    });
    await fromHistory.first().click();
    await page.waitForURL(receiptUrl);
    await page.getByRole('article', { name: /^Receipt \d{4}-\d{6,}$/ }).waitFor();
    await context.close();
  });
});
