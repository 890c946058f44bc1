// The product acting on its own, end to end against the reference API, as a new student meets it:
// auto-pay turned on charges the next installment on its due date, once, with a receipt by mail
// and in the inbox; turned off, a reminder comes three days before an installment, and one click
// on the mail's unsubscribe (RFC 8058, as a mail client sends it) turns payment reminders off, so
// the next installment is told of in the inbox only. The clock is this file's own: moving it runs
// every job falling due (charges, reminders, mail) before it answers.
import { paymentReminderDaysAhead, settlementMs } from '@hci/rules';
import { describe, expect, test } from 'vitest';
import { harnessForFile, heading, mailsTo, type Mail } from '@hci/e2e-harness';
import { enrolledStudent } from './enroll';
import {
  comeBack,
  dayMs,
  installment,
  installmentName,
  onDay,
  scheduleRow,
  setAutoPay,
  statusOf,
} from './installments';
import { messagesFor } from './messages';

const harness = harnessForFile();
const { text, pattern } = messagesFor('en-US');
const student = { email: 'auto.pay@demo.test', firstName: 'Amara', lastName: 'Okafor-Lindqvist' };
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
      await setAutoPay(page, harness.appUrl, true);
      await context.close();
      const receiptsBefore = receipts(await mailsTo(harness.apiUrl, student.email));

      // The first installment falls due on the cohort's first day, months ahead.
      const first = await installment(harness, student.email, 1);
      expect(first).toMatchObject({ status: 'PENDING', captureMethod: 'AUTOMATIC' });
      await harness.moveClockTo(onDay(first.dueDate) - dayMs);
      expect(receipts(await mailsTo(harness.apiUrl, student.email))).toEqual(receiptsBefore);
      await harness.moveClockTo(onDay(first.dueDate));

      // Paid, by one payment: the row shows it, with one receipt.
      const later = await comeBack(harness, student.email, '/settings/payment-information');
      const row = scheduleRow(later, 1);
      await statusOf(row, 'PAID').waitFor();
      // One receipt (a second payment would read "Receipt 1 of 2 for …").
      expect(await row.getByRole('link', { name: /^Receipt/ }).count()).toBe(1);
      const receiptLink = row.getByRole('link', {
        name: text('portal.paymentInformation.receiptFor', { installment: installmentName(1) }),
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
      const page = await comeBack(harness, student.email, '/settings/payment-information');
      await setAutoPay(page, harness.appUrl, false);
      await page.context().close();

      const second = await installment(harness, student.email, 2);
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
      const preferences = await comeBack(
        harness,
        student.email,
        '/settings/communication-preferences',
      );
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
      const third = await installment(harness, student.email, 3);
      await harness.moveClockTo(onDay(third.dueDate) - paymentReminderDaysAhead * dayMs);
      expect(reminders(await mailsTo(harness.apiUrl, student.email))).toEqual([reminder]);
      const inbox = await comeBack(harness, student.email, '/inbox');
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
