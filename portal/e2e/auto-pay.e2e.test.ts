// The product acting on its own, end to end against the reference API, as a new student meets it:
// auto-pay turned on charges the next installment on its due date, once, with a receipt by mail
// and in the inbox; turned off, a reminder comes three days before an installment, and one click
// on the mail's unsubscribe (RFC 8058, as a mail client sends it) turns payment reminders off, so
// the next installment is told of in the inbox only. The clock is this file's own: moving it runs
// every job falling due (charges, reminders, mail) before it answers.
import { paymentReminderDaysAhead, settlementMs } from '@hci/rules';
import type { PaymentPlan, PaymentPlanDetail } from '@hci/api-schema';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { harnessForFile, heading, mailsTo, type Mail } from '@hci/app-frame/e2e';
import { enrolledStudent } from './enroll';
import { messagesFor } from './messages';
import { signIn } from './sign-in';
import { studentApi } from './student-api';

const harness = harnessForFile();
const { text, pattern } = messagesFor('en-US');
const student = { email: 'auto.pay@demo.test', firstName: 'Amara', lastName: 'Okafor-Lindqvist' };
const dayMs = 86_400_000;

/** 18:00 UTC on an ISO day: that day where the student lives (no zone given: UTC) and in the Americas. */
const onDay = (day: string) => Date.parse(`${day}T18:00:00Z`);

/** The student's plan's schedule, as the API holds it now. */
async function schedule() {
  const api = await studentApi(harness, student.email);
  const [plan] = await api<PaymentPlan[]>('/payment_plans');
  return (await api<PaymentPlanDetail>(`/payment_plans/${plan!.id}`)).schedule;
}

/** The installment numbered `installment`, as the schedule holds it. */
const installment = async (installment: number) =>
  (await schedule()).find((row) => row.installment === installment)!;

/**
 * The student back at the portal after the clock moved on (weeks, months: the session long
 * expired), signed in again on a fresh page, on `path`.
 */
async function comeBack(path: string): Promise<Page> {
  const { page } = await harness.newPage();
  await signIn(page, harness.appUrl, student.email);
  await page.waitForURL(/\/home$/);
  await page.goto(`${harness.appUrl}${path}`);
  return page;
}

/** The auto-pay switch on the payment information page, flipped to `on`. */
async function setAutoPay(page: Page, on: boolean) {
  await page.goto(`${harness.appUrl}/settings/payment-information`);
  const toggle = page.getByRole('switch', { name: text('portal.paymentInformation.autoPay') });
  expect(await toggle.isChecked()).toBe(!on);
  await toggle.click({ force: true });
  await page.getByText(text('positive.autoPayUpdated')).waitFor();
  expect(await toggle.isChecked()).toBe(on);
}

/** The schedule table's row of an installment (its row header names it). */
const scheduleRow = (page: Page, number: number) =>
  page.getByRole('row').filter({
    has: page.getByRole('rowheader', {
      name: text('portal.paymentInformation.installmentOf', { number, count: 12 }),
      exact: true,
    }),
  });

/**
 * A row's status badge saying `status`; not the column's name, which a narrow table's cells
 * repeat hidden from assistive technology ("Paid" names a column and a status).
 */
const statusOf = (row: Locator, status: string) =>
  row.getByText(status, { exact: true }).and(row.page().locator(':not([aria-hidden="true"])'));

const receipts = (mails: Mail[]) => mails.filter((mail) => /^Receipt \d/.test(mail.subject));
const reminders = (mails: Mail[]) => mails.filter((mail) => / is due on /.test(mail.subject));

describe('a new student’s installments, on their own', () => {
  test(
    'auto-pay on: on the due date the installment is charged once, with its receipt by mail, in the inbox and from its row',
    { timeout: 240_000 },
    async () => {
      const { context, page } = await enrolledStudent(harness, student);
      // The deposit, charged when the application completed, settles.
      await harness.advanceClock(settlementMs);
      await setAutoPay(page, true);
      await context.close();
      const receiptsBefore = receipts(await mailsTo(harness.apiUrl, student.email));

      // The first installment falls due on the cohort's first day, months ahead.
      const first = await installment(1);
      expect(first).toMatchObject({ status: 'PENDING', captureMethod: 'AUTOMATIC' });
      await harness.moveClockTo(onDay(first.dueDate) - dayMs);
      expect(receipts(await mailsTo(harness.apiUrl, student.email))).toEqual(receiptsBefore);
      await harness.moveClockTo(onDay(first.dueDate));

      // Paid, by one payment: the row shows it, with one receipt.
      const later = await comeBack('/settings/payment-information');
      const row = scheduleRow(later, 1);
      await statusOf(row, text('portal.paymentInformation.rowStatus.PAID')).waitFor();
      // One receipt (a second payment would read "Receipt 1 of 2 for …").
      expect(await row.getByRole('link', { name: /^Receipt/ }).count()).toBe(1);
      const installmentName = text('portal.paymentInformation.installmentOf', {
        number: 1,
        count: 12,
      });
      const receiptLink = row.getByRole('link', {
        name: text('portal.paymentInformation.receiptFor', { installment: installmentName }),
        exact: true,
      });
      const href = (await receiptLink.getAttribute('href'))!;
      const [, paymentId] = href.match(/\/settings\/payment-information\/receipts\/(\d+)$/)!;

      // One receipt mail more, for that payment, in HTML and in text.
      const mailed = receipts(await mailsTo(harness.apiUrl, student.email));
      expect(mailed).toHaveLength(receiptsBefore.length + 1);
      const receipt = mailed[0]!;
      const receiptUrl = `/settings/payment-information/receipts/${paymentId}`;
      expect(receipt.text).toContain(receiptUrl);
      expect(receipt.html).toMatch(/^<!doctype html>/i);
      expect(receipt.html).toContain(receiptUrl);
      // A receipt always goes: it names no topic to unsubscribe from.
      expect(receipt.headers).toBeUndefined();

      // The inbox: the deposit's payment and this one.
      await later.goto(`${harness.appUrl}/inbox`);
      const received = text('portal.inbox.type.PAYMENT_RECEIVED.subject');
      await expect.poll(() => later.getByText(received, { exact: true }).count()).toBe(2);

      // The receipt opens from the row: the number the mail gave.
      await later.goBack();
      await scheduleRow(later, 1)
        .getByRole('link', { name: /^Receipt/ })
        .click();
      await later.waitForURL(new RegExp(`${receiptUrl}$`));
      await heading(later)
        .filter({ hasText: text('portal.receipt.title') })
        .waitFor();
      const [, number] = receipt.subject.match(/^Receipt (\S+):/)!;
      await later.getByRole('article', { name: `Receipt ${number}`, exact: true }).waitFor();
      await later.context().close();
    },
  );

  test(
    'auto-pay off: reminded three days ahead by a mail one click unsubscribes from; then told in the inbox only',
    { timeout: 180_000 },
    async () => {
      const page = await comeBack('/settings/payment-information');
      await setAutoPay(page, false);
      await page.context().close();

      const second = await installment(2);
      await harness.moveClockTo(onDay(second.dueDate) - (paymentReminderDaysAhead + 1) * dayMs);
      expect(reminders(await mailsTo(harness.apiUrl, student.email))).toEqual([]);
      await harness.moveClockTo(onDay(second.dueDate) - paymentReminderDaysAhead * dayMs);
      const [reminder, ...more] = reminders(await mailsTo(harness.apiUrl, student.email));
      expect(more).toEqual([]);
      expect(reminder!.subject).toMatch(/^Installment 2 is due on /);
      expect(reminder!.text).toContain('/settings/payment-information');
      expect(reminder!.html).toMatch(/^<!doctype html>/i);
      expect(reminder!.headers).toMatchObject({
        'List-Unsubscribe': expect.stringMatching(/^<http:\/\/127\.0\.0\.1:\d+\/.+>$/),
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      });

      // The mail client's one click: a POST to the header's address, with nobody signed in.
      const [, unsubscribe] = reminder!.headers!['List-Unsubscribe']!.match(/^<(.+)>$/)!;
      const clicked = await fetch(unsubscribe!, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
      expect(clicked.ok).toBe(true);

      // The preferences page says so: payment reminders off, e-mail and the other topics as they were.
      const preferences = await comeBack('/settings/communication-preferences');
      await heading(preferences)
        .filter({ hasText: text('portal.communicationPreferences.title') })
        .waitFor();
      const topic = (id: string) =>
        preferences.getByRole('checkbox', {
          name: text(`portal.communicationPreferences.topic.${id}`),
        });
      await expect.poll(() => topic('PAYMENT_REMINDERS').isChecked()).toBe(false);
      expect(await topic('COURSE_UPDATES').isChecked()).toBe(true);
      expect(
        await preferences
          .getByRole('switch', { name: text('portal.communicationPreferences.email') })
          .isChecked(),
      ).toBe(true);
      await preferences.context().close();

      // The next installment's reminder day: no mail, and the inbox tells of it.
      const third = await installment(3);
      await harness.moveClockTo(onDay(third.dueDate) - paymentReminderDaysAhead * dayMs);
      expect(reminders(await mailsTo(harness.apiUrl, student.email))).toEqual([reminder]);
      const inbox = await comeBack('/inbox');
      for (const number of [2, 3])
        await inbox
          .getByText(
            pattern('portal.inbox.type.INSTALLMENT_DUE.subject', { installment: number }, [
              'dueDate',
            ]),
          )
          .first()
          .waitFor();
      await inbox.context().close();
    },
  );
});
