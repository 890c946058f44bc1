// Auto-pay on a card that declines, end to end against the reference API: a new student enrolls
// with a card the simulated processor stores but whose charges it declines for want of funds (a
// soft decline, tried again later), and pays the declined deposit with another card. On the first
// installment's due date its automatic charge declines: a mail links to the card page and the inbox
// tells. The student makes the other card the default there, which tries the charge again at once,
// on that card: the installment ends paid, with its receipt mailed. The clock is this file's own.
import { settlementMs, testCards } from '@hci/rules';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { harnessForFile, mailsTo, type Mail } from '@hci/e2e-harness';
import { enrolledStudent } from './enroll';
import {
  comeBack,
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
const student = { email: 'declined.card@demo.test', firstName: 'Tomás', lastName: 'Ferreira' };
const goodCard = { number: '5555 5555 5555 4444', name: 'Mastercard ending in 4444' };

const failures = (mails: Mail[]) =>
  mails.filter((mail) => mail.subject === 'Your payment failed: update your card');
const receipts = (mails: Mail[]) => mails.filter((mail) => /^Receipt \d/.test(mail.subject));

/** Adds a card (not the default) on the payment method page. */
async function addCard(page: Page, number: string) {
  await page.goto(`${harness.appUrl}/settings/payment-method`);
  await page
    .getByRole('button', { name: text('frame.paymentMethod.addCard') })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(text('form.paymentCard.number')).fill(number);
  await dialog.getByLabel(text('form.paymentCard.expiration')).fill('12/2030');
  await dialog.getByLabel(text('form.paymentCard.cvc')).fill('123');
  await dialog.getByLabel(text('form.paymentCard.holderName')).fill('Tomás Ferreira');
  await dialog.getByRole('button', { name: text('form.paymentCard.add') }).click();
  await page.getByText(text('positive.paymentMethodAdded')).first().waitFor();
}

/** Pays what is due now from the payment information page, with the card named `card`. */
async function payDueNow(page: Page, card: string) {
  await page.goto(`${harness.appUrl}/settings/payment-information`);
  await page.getByRole('button', { name: text('portal.pay.open') }).click();
  const dialog = page.getByRole('dialog');
  await dialog
    .getByRole('combobox', { name: text('portal.pay.card') })
    .selectOption({ label: card });
  await dialog.getByRole('button', { name: text('portal.pay.review') }).click();
  await dialog.getByRole('button', { name: pattern('portal.pay.submit', {}, ['amount']) }).click();
  await dialog.getByText(pattern('portal.pay.accepted', {}, ['amount'])).waitFor();
  await dialog.getByRole('button', { name: text('portal.pay.done') }).click();
}

describe('auto-pay on a declining card', () => {
  test(
    'declined on the due date: mailed a link to the card page and told in the inbox; another card made default is charged at once',
    { timeout: 240_000 },
    async () => {
      const { context, page } = await enrolledStudent(harness, student, {
        card: testCards.declinedCharge,
      });
      // The deposit was declined when the application completed: paid with another card.
      await addCard(page, goodCard.number);
      await payDueNow(page, goodCard.name);
      await harness.advanceClock(settlementMs);
      await setAutoPay(page, harness.appUrl, true);
      await context.close();

      // The first installment names the enrollment card, which declines its charge on the day.
      const first = await installment(harness, student.email, 1);
      expect(first).toMatchObject({ captureMethod: 'AUTOMATIC', last4: '0341' });
      const receiptsBefore = receipts(await mailsTo(harness.apiUrl, student.email));
      await harness.moveClockTo(onDay(first.dueDate));
      const [failure, ...more] = failures(await mailsTo(harness.apiUrl, student.email));
      expect(more).toEqual([]);
      expect(failure!.text).toMatch(/declined by your Visa ending in 0341/);
      expect(failure!.html).toMatch(/^<!doctype html>/i);
      const [cardPage] = failure!.text.match(/http:\/\/\S+\/settings\/payment-method\b/)!;

      // The row shows the failure, and the inbox tells of it with a way to pay.
      const later = await comeBack(harness, student.email, '/settings/payment-information');
      await statusOf(scheduleRow(later, 1), 'FAILED').waitFor();
      await later.goto(`${harness.appUrl}/inbox`);
      // The automatic charge's own message (the deposit's failure at enrollment is another kind).
      const told = later.getByRole('button', {
        name: text('portal.inbox.type.AUTO_PAYMENT_FAILED.subject', { installment: 1 }),
      });
      await expect.poll(() => told.count()).toBe(1);
      await told.click();
      const message = later.getByRole('dialog');
      const update = message.getByRole('link', {
        name: text('portal.inbox.type.AUTO_PAYMENT_FAILED.action'),
      });
      expect(await update.getAttribute('href')).toMatch(/\/settings\/payment-method$/);

      // The mail's link: the card page, where the other card is made the default.
      await later.goto(cardPage);
      await later
        .getByRole('button', { name: `Make default ${goodCard.name}`, exact: true })
        .click();
      await later.getByText(text('positive.paymentMethodMadeDefault')).first().waitFor();

      // Charged at once (by the API's own worker, the clock left where it is), on that card: paid,
      // with one receipt, mailed. The page shows what it loaded; the student looks again.
      await later.goto(`${harness.appUrl}/settings/payment-information`);
      const row = scheduleRow(later, 1);
      await expect
        .poll(
          async () => {
            await later.reload();
            await row.waitFor();
            return statusOf(row, 'PAID').count();
          },
          { timeout: 30_000 },
        )
        .toBe(1);
      const receiptLink = row.getByRole('link', {
        name: text('portal.paymentInformation.receiptFor', { installment: installmentName(1) }),
        exact: true,
      });
      const href = (await receiptLink.getAttribute('href'))!;
      // The receipt is mailed by a job of its own, after the charge.
      await expect
        .poll(async () => receipts(await mailsTo(harness.apiUrl, student.email)).length, {
          timeout: 30_000,
        })
        .toBe(receiptsBefore.length + 1);
      const mailed = receipts(await mailsTo(harness.apiUrl, student.email));
      expect(mailed[0]!.text).toContain(href);
      expect(mailed[0]!.text).toContain(goodCard.name);
      expect(failures(await mailsTo(harness.apiUrl, student.email))).toHaveLength(1);
      await later.context().close();
    },
  );
});
