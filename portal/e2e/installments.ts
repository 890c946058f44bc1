// A student's installments as the auto-pay journeys walk them: the due date a clock is moved to,
// the student back after it moved, the auto-pay switch, and a schedule row with its status.
import type { PaymentPlan, PaymentPlanDetail } from '@hci/api-schema';
import { signIn, type Harness } from '@hci/e2e-harness';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { messagesFor } from './messages';
import { signInForm } from './sign-in';
import { studentApi } from './student-api';

const { text } = messagesFor('en-US');

export const dayMs = 86_400_000;

/**
 * 18:00 UTC on an ISO day: that day where a student with no zone of their own lives (UTC), and in
 * the Americas.
 */
export const onDay = (day: string) => Date.parse(`${day}T18:00:00Z`);

/** The installment numbered `number` of the student's (only) plan, as the API holds it now. */
export async function installment(harness: Harness, email: string, number: number) {
  const api = await studentApi(harness, email);
  const [plan] = await api<PaymentPlan[]>('/payment_plans');
  const { schedule } = await api<PaymentPlanDetail>(`/payment_plans/${plan!.id}`);
  return schedule.find((row) => row.installment === number)!;
}

/**
 * The student back at the portal after the clock moved on (weeks, months: the session long
 * expired), signed in again on a fresh page, on `path`.
 */
export async function comeBack(harness: Harness, email: string, path: string): Promise<Page> {
  const { page } = await harness.newPage();
  await signIn(page, signInForm, email);
  await page.waitForURL(/\/home$/);
  await page.goto(`${harness.appUrl}${path}`);
  return page;
}

/** The auto-pay switch on the payment information page, flipped to `on`. */
export async function setAutoPay(page: Page, appUrl: string, on: boolean) {
  await page.goto(`${appUrl}/settings/payment-information`);
  const toggle = page.getByRole('switch', { name: text('portal.paymentInformation.autoPay') });
  expect(await toggle.isChecked()).toBe(!on);
  await toggle.click({ force: true });
  await page.getByText(text('positive.autoPayUpdated')).waitFor();
  expect(await toggle.isChecked()).toBe(on);
}

/** The name of an installment of a 12-installment plan, as its schedule row says it. */
export const installmentName = (number: number) =>
  text('portal.paymentInformation.installmentOf', { number, count: 12 });

/** The schedule table's row of an installment (its row header names it). */
export const scheduleRow = (page: Page, number: number) =>
  page.getByRole('row').filter({
    has: page.getByRole('rowheader', { name: installmentName(number), exact: true }),
  });

/**
 * A row's status badge saying the status `id` names; not the column's name, which a narrow
 * table's cells repeat hidden from assistive technology ("Paid" names a column and a status).
 */
export const statusOf = (row: Locator, status: 'PAID' | 'FAILED' | 'PENDING') =>
  row
    .getByText(text(`portal.paymentInformation.rowStatus.${status}`), { exact: true })
    .and(row.page().locator(':not([aria-hidden="true"])'));
