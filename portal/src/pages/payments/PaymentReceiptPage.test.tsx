// The receipt of an accepted payment: what it shows, how it prints, its loading, error and
// not-found states, and the links to it from the schedule and the account history.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { cdp, page } from 'vitest/browser';
import {
  demoCohorts,
  demoPlanRows,
  demoStudent,
  demoStudentCards,
  demoToday,
} from '@hci/demo-world';
import { errorHandler, loadingHandler } from '@hci/mock-api';
import { advanceApiClock, paymentInProgress } from '@hci/page-harness';
import { acceptedCooldownMs, receiptNumber, settlementMs } from '@hci/rules';
import { demo, renderApp } from '../../test/renderApp';

const receiptApi = '/students/{studentId}/payments/{paymentId}/receipt' as const;

/** The payment that paid the demo plan's installment 3 (on its due day): its receipt's path. */
async function installment3() {
  const [payment] = await demo().query<{ id: number; reference: string }>(
    `SELECT p.id, p.reference FROM payments p
       JOIN payment_allocations a ON a.payment_id = p.id
       JOIN payment_schedule s ON s.id = a.schedule_row_id
      WHERE p.student_id = $1 AND s.installment = 3`,
    [demo().sessions.student.studentId!],
  );
  const { paidAt } = demoPlanRows(demoToday).find((row) => row.installment === 3)!;
  return {
    path: `/settings/payment-information/receipts/${payment!.id}`,
    number: receiptNumber(payment!.id, paidAt!),
    reference: payment!.reference,
  };
}

const visa = `Visa ending in ${demoStudentCards[0]!.number.slice(-4)}`;
const { firstName, middleName, lastName } = demoStudent.personalInfo;

afterEach(async () => {
  vi.restoreAllMocks();
  await cdp().send('Emulation.setEmulatedMedia', { media: '' });
});

const facts = (receipt: HTMLElement) =>
  Object.fromEntries(
    within(receipt)
      .getAllByRole('term')
      // Spanish amounts hold a no-break space before the symbol; the facts read it as a plain one.
      .map((term) => [term.textContent, term.nextElementSibling?.textContent?.replace(/\s/g, ' ')]),
  );

describe('a receipt', () => {
  test('says who paid what and when, with which card, for which cohort and plan, and the installments it paid', async () => {
    const { path, number, reference } = await installment3();
    renderApp(path);
    const receipt = await screen.findByRole('article', { name: `Receipt ${number}` });
    expect(screen.getByRole('heading', { level: 1, name: 'Payment receipt' })).toBeVisible();
    expect(within(receipt).getByText('Health Coach Institute')).toBeVisible();
    expect(
      within(receipt).getByText('100 Wellness Way, Suite 200, Austin, TX 78701, United States'),
    ).toBeVisible();
    expect(within(receipt).getByText('Paid')).toBeVisible();
    expect(facts(receipt)).toEqual({
      'Paid on': expect.stringMatching(/^Mar 12, 2026, \d{1,2}:00/),
      Amount: '$289.00',
      Payment: 'Amount due',
      Card: visa,
      Reference: reference,
      'Paid by': `${firstName} ${middleName} ${lastName}`,
      'E-mail': demoStudent.email,
      Cohort: demoCohorts(demoToday).current.name,
      'Payment plan': '12 monthly installments',
      // $3,968 less the deposit and installments 1 to 3, which this payment completed.
      'Left to pay on the plan': '$2,601.00',
    });
    const installments = within(receipt).getByRole('table', {
      name: `Installments paid by receipt ${number}`,
    });
    const [, line, total, ...more] = within(installments).getAllByRole('row');
    expect(more).toEqual([]);
    expect(within(line!).getByRole('rowheader')).toHaveTextContent('Installment 3');
    expect(within(line!).getByRole('cell', { name: 'Mar 12, 2026' })).toBeVisible();
    expect(within(line!).getByRole('cell', { name: '$289.00' })).toBeVisible();
    expect(within(total!).getByRole('rowheader')).toHaveTextContent('Total');
    expect(within(total!).getByRole('cell', { name: '$289.00' })).toBeVisible();
  });

  test('is one of the settings pages, under Payment information', async () => {
    // A wide screen shows the settings list itself; phones fold it behind a button.
    await page.viewport(1280, 900);
    const { path, number } = await installment3();
    renderApp(path);
    await screen.findByRole('article', { name: `Receipt ${number}` });
    const settings = screen.getByRole('navigation', { name: 'Settings' });
    expect(within(settings).getByRole('link', { name: 'Payment information' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(within(main).getByRole('link', { name: 'Payments' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: 'Back to payment information' })).toHaveAttribute(
      'href',
      '/settings/payment-information',
    );
  });

  test('"Print or save as PDF" opens the browser’s printing', async () => {
    const user = userEvent.setup();
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    renderApp((await installment3()).path);
    await user.click(await screen.findByRole('button', { name: 'Print or save as PDF' }));
    expect(print).toHaveBeenCalledOnce();
  });

  test('printed, it is the receipt alone: no navigation, settings list, way back or print button', async () => {
    const { path, number } = await installment3();
    renderApp(path);
    const receipt = await screen.findByRole('article', { name: `Receipt ${number}` });
    const frame = [
      screen.getByRole('banner'),
      screen.getByRole('navigation', { name: 'Main' }),
      screen.getByRole('navigation', { name: 'Settings' }),
      screen.getByRole('link', { name: 'Back to payment information' }),
      screen.getByRole('button', { name: 'Print or save as PDF' }),
    ];
    const printed = (element: HTMLElement) => element.checkVisibility();
    expect(frame.map(printed)).toEqual([true, true, true, true, true]);
    await cdp().send('Emulation.setEmulatedMedia', { media: 'print' });
    expect(frame.map(printed)).toEqual([false, false, false, false, false]);
    expect(printed(receipt)).toBe(true);
    expect(printed(screen.getByRole('heading', { level: 1 }))).toBe(true);
  });

  test('fits a phone without sideways scroll, its table too', async () => {
    await page.viewport(375, 800);
    const { path, number } = await installment3();
    renderApp(path);
    const receipt = await screen.findByRole('article', { name: `Receipt ${number}` });
    const table = within(receipt).getByRole('table');
    await expect.poll(() => getComputedStyle(table).display).toBe('block');
    const region = screen.getByRole('region', { name: table.getAttribute('aria-label')! });
    expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  });

  test('in Spanish', async () => {
    const { path, number } = await installment3();
    renderApp(path, { stored: { 'hci.language': 'es' } });
    const receipt = await screen.findByRole('article', { name: `Recibo ${number}` });
    expect(screen.getByRole('heading', { level: 1, name: 'Recibo de pago' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Imprimir o guardar como PDF' })).toBeVisible();
    expect(facts(receipt)).toMatchObject({
      Importe: '289,00 US$',
      'Pagado por': `${firstName} ${middleName} ${lastName}`,
      'Queda por pagar del plan': '2.601,00 US$',
    });
    expect(
      within(receipt).getByText('100 Wellness Way, Suite 200, Austin, TX 78701, Estados Unidos'),
    ).toBeVisible();
  });
});

describe('its other states', () => {
  test('loading: a skeleton in a busy region, under the page’s heading', async () => {
    renderApp((await installment3()).path, { handlers: [loadingHandler(receiptApi)] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment receipt' })).toBeVisible();
    const loading = await screen.findByText('Loading the receipt…');
    expect(loading.closest('[role="status"][aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Print or save as PDF' })).toBeNull();
  });

  test('an error says so, and "Try again" asks again', async () => {
    const user = userEvent.setup();
    const portal = renderApp((await installment3()).path, {
      handlers: [errorHandler(receiptApi)],
    });
    expect(await screen.findByText('This could not be loaded')).toBeVisible();
    const asked = () =>
      portal.requests.filter((request) => request.url.endsWith('/receipt')).length;
    const before = asked();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await expect.poll(asked).toBeGreaterThan(before);
  });

  test('a payment with no receipt, or an address naming none, is not found, with the way back', async () => {
    for (const address of [
      '/settings/payment-information/receipts/999',
      '/settings/payment-information/receipts/abc',
    ]) {
      const portal = renderApp(address);
      expect(await screen.findByRole('heading', { name: 'No receipt to show' })).toBeVisible();
      expect(screen.queryByText('This could not be loaded')).toBeNull();
      expect(screen.getByRole('link', { name: 'Back to payment information' })).toBeVisible();
      expect(
        portal.requests.filter((request) => request.url.endsWith('/receipt')).length,
      ).toBeLessThanOrEqual(1);
      portal.unmount();
    }
  });
});

describe('the links to it', () => {
  test('each paid schedule row links to its payment’s receipt, named for the installment', async () => {
    const user = userEvent.setup();
    const { path, number } = await installment3();
    const portal = renderApp('/settings/payment-information');
    const table = await screen.findByRole('table', { name: /^Payment schedule of/ });
    const links = within(table).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Receipt for Deposit',
      'Receipt for Installment 1 of 12',
      'Receipt for Installment 2 of 12',
      'Receipt for Installment 3 of 12',
    ]);
    expect(links.map((link) => link.textContent)).toEqual(Array(4).fill('Receipt'));
    await user.click(within(table).getByRole('link', { name: 'Receipt for Installment 3 of 12' }));
    await expect.poll(() => portal.currentPath()).toBe(path);
    expect(await screen.findByRole('article', { name: `Receipt ${number}` })).toBeVisible();
  });

  test('on a phone, the row’s block keeps its receipt', async () => {
    await page.viewport(375, 800);
    renderApp('/settings/payment-information');
    const table = await screen.findByRole('table', { name: /^Payment schedule of/ });
    await expect.poll(() => getComputedStyle(table).display).toBe('block');
    expect(within(table).getByRole('link', { name: 'Receipt for Deposit' })).toBeVisible();
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  });

  test('each accepted payment in the account history links to its receipt, named for the payment', async () => {
    const user = userEvent.setup();
    const { path, number } = await installment3();
    const portal = renderApp('/settings/account-history');
    const table = await screen.findByRole('table', { name: 'Account history' });
    const links = within(table).getAllByRole('link', { name: /^Receipt for the payment of/ });
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Receipt for the payment of $289.00 on Mar 12, 2026',
      'Receipt for the payment of $289.00 on Feb 12, 2026',
      'Receipt for the payment of $289.00 on Jan 12, 2026',
      'Receipt for the payment of $500.00 on Jan 05, 2026',
    ]);
    await user.click(links[0]!);
    await expect.poll(() => portal.currentPath()).toBe(path);
    expect(await screen.findByRole('article', { name: `Receipt ${number}` })).toBeVisible();
  });

  test('the payment made at enrollment is named alike on its receipt and in the history', async () => {
    // The deposit was charged when the demo student completed enrollment: its line in the history
    // says so, as enrollment's completion writes it.
    const [deposit] = await demo().query<{ id: number }>(
      `UPDATE account_history SET kind = 'ENROLLMENT_PAYMENT_SUBMITTED', params = '{}'
        WHERE student_id = $1 AND kind = 'DEPOSIT_PAID' RETURNING payment_id AS id`,
      [demo().sessions.student.studentId!],
    );
    const user = userEvent.setup();
    const portal = renderApp('/settings/account-history', { locale: 'es' });
    const table = await screen.findByRole('table', { name: 'Historial de la cuenta' });
    const line = within(table).getByText('Pago recibido: A pagar al inscribirse').closest('tr')!;
    await user.click(within(line).getByRole('link', { name: /^Recibo/ }));
    await expect
      .poll(() => portal.currentPath())
      .toBe(`/settings/payment-information/receipts/${deposit!.id}`);
    const receipt = await screen.findByRole('article', { name: /^Recibo / });
    expect(facts(receipt)).toMatchObject({ Pago: 'A pagar al inscribirse' });
  });

  test('a payment not accepted has no receipt: its line says it is being processed or declined; an accepted one reads received', async () => {
    // Three payments of $50.00, newest first in the history: one still being processed, one the
    // card processor refused when it settled, one accepted.
    const payment = paymentInProgress(5000);
    await payment(demo());
    advanceApiClock(settlementMs + acceptedCooldownMs);
    await payment(demo());
    // A refusal at settlement, which no request makes.
    await demo().query(
      `UPDATE payments SET status = 'INVALID', settled_at = created_at
        WHERE id = (SELECT max(id) FROM payments WHERE student_id = $1)`,
      [demo().sessions.student.studentId!],
    );
    advanceApiClock(settlementMs + acceptedCooldownMs);
    await payment(demo());
    renderApp('/settings/account-history');
    const table = await screen.findByRole('table', { name: 'Account history' });
    const [, processing, declined, accepted] = within(table).getAllByRole('row');
    expect(within(processing!).getByText('Being processed')).toBeVisible();
    expect(within(processing!).queryByRole('link')).toBeNull();
    expect(within(declined!).getByText('Declined')).toBeVisible();
    expect(within(declined!).queryByRole('link')).toBeNull();
    expect(within(accepted!).queryByText(/Being processed|Declined/)).toBeNull();
    // Its words follow it: submitted while under way, received once it went through.
    expect(within(processing!).getByText('Payment submitted (custom amount)')).toBeVisible();
    expect(within(accepted!).getByText('Payment received: Custom amount')).toBeVisible();
    expect(
      within(accepted!).getByRole('link', { name: /^Receipt for the payment of \$50\.00/ }),
    ).toBeVisible();
  });
});
