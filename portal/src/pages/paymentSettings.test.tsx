// The read-only payment settings pages and the settings menu, rendered directly (their routes are
// added to the route table by the app), on the demo student's plan and cards.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { unwrap } from '@hci/api-schema';
import { demoPlanRows, demoStudentCards, demoToday, demoTransfers } from '@hci/demo-world';
import { behindOnPayments } from '@hci/page-harness';
import { transferPlan } from '@hci/rules';
import { SettingsLayout } from '../layouts/PortalLayout';
import { demo, mockConfig, renderPage, type RenderAppOptions } from '../test/renderApp';
import { PaymentInformationPage } from './payments/PaymentInformationPage';
import { PaymentMethodPage } from './payment-methods/PaymentMethodPage';
import { PaymentPlanTermsPage } from './payments/PaymentPlanTermsPage';

const plans = '/students/{studentId}/payment_plans' as const;
const methods = '/students/{studentId}/payment_methods' as const;

const [visa, mastercard] = [
  `Visa ending in ${demoStudentCards[0]!.number.slice(-4)}`,
  `Mastercard ending in ${demoStudentCards[1]!.number.slice(-4)}`,
];

/** Fails the first GET of `path` with the contract's error body, then lets the API answer. */
function failOnce(path: string) {
  let failures = 1;
  return http.get(`${mockConfig.apiBaseUrl}${path.replace(/\{(\w+)\}/g, ':$1')}`, () =>
    failures-- > 0
      ? HttpResponse.json({ key: 'default', status: 500, message: 'x' }, { status: 500 })
      : undefined,
  );
}

const dollars = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

function renderSettings(page: ReactNode, path: string, options: RenderAppOptions = {}) {
  return renderPage(<SettingsLayout>{page}</SettingsLayout>, path, options);
}

describe('settings menu', () => {
  test('lists the settings screens in the specification’s order and marks the current one', async () => {
    // A wide screen shows the list itself; phones fold it behind a button (SettingsLayout.test).
    await page.viewport(1280, 900);
    renderSettings(<PaymentMethodPage />, '/settings/payment-method');
    const menu = await screen.findByRole('navigation', { name: 'Settings' });
    const links = within(menu).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Profile', '/settings/profile'],
      ['Agreements', '/settings/agreements'],
      ['Payment information', '/settings/payment-information'],
      ['Payment method', '/settings/payment-method'],
      ['Payment plan terms', '/settings/payment-plan-terms'],
      ['Account history', '/settings/account-history'],
      ['Communication preferences', '/settings/communication-preferences'],
    ]);
    expect(within(menu).getByRole('link', { name: 'Payment method' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(
      within(menu)
        .getAllByRole('link')
        .filter((link) => link.hasAttribute('aria-current')),
    ).toHaveLength(1);
  });
});

describe('payment information', () => {
  test('shows the plan in good standing with auto-pay and every schedule row', async () => {
    renderSettings(<PaymentInformationPage />, '/settings/payment-information');
    const plan = await screen.findByRole('region', { name: '12 monthly installments' });
    expect(within(plan).getByText('Good')).toBeVisible();
    expect(within(plan).getByText('Enabled')).toBeVisible();
    expect(within(plan).queryByText(/overdue/)).toBeNull();
    const table = await within(plan).findByRole('table', {
      name: 'Payment schedule of 12 monthly installments',
    });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(10);
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('Deposit');
    // By the cells' names: on a phone each cell also shows its column's name, hidden from them.
    const cell = (row: HTMLElement, name: string) => within(row).getAllByRole('cell', { name })[0];
    expect(cell(rows[0]!, '$500.00')).toBeVisible();
    expect(cell(rows[0]!, 'Manual')).toBeVisible();
    // Values every row shares (the card, the currency) are said once, above the table.
    const shared = within(plan).getByText(/^Same on every installment — /);
    expect(shared).toHaveTextContent(`Card: ${visa}`);
    expect(shared).toHaveTextContent('Currency: USD');
    expect(within(rows[3]!).getByRole('rowheader')).toHaveTextContent('Installment 3 of 12');
    // A paid row's status has its receipt beside it.
    expect(cell(rows[3]!, 'Paid Receipt for Installment 3 of 12')).toBeVisible();
    expect(cell(rows[4]!, 'Due')).toBeVisible();
    const breakdown = within(plan).getByRole('table', {
      name: 'Breakdown of 12 monthly installments',
    });
    expect(within(breakdown).getByRole('row', { name: /Total remaining/ })).toHaveTextContent(
      '$2,601.00',
    );
  });

  test.each([
    ['past due', behindOnPayments([3]), 'Past due', '$289.00 is 19 days overdue.', 1],
    [
      'with collections',
      behindOnPayments([1, 2, 3], { collections: true }),
      'Collections',
      'This plan is with collections, 78 days overdue.',
      3,
    ],
  ] as const)(
    'a plan %s says how far behind it is',
    async (_, behind, label, alert, pastDueRows) => {
      await behind(demo());
      renderSettings(<PaymentInformationPage />, '/settings/payment-information');
      const plan = await screen.findByRole('region', { name: '12 monthly installments' });
      expect(within(plan).getByText(label, { selector: 'span' })).toBeVisible();
      expect(within(plan).getByText(alert, { exact: false })).toBeVisible();
      const table = await within(plan).findByRole('table', { name: /Payment schedule/ });
      const pastDue = within(table)
        .getAllByRole('row')
        .filter((row) => within(row).queryByText('Past due'));
      expect(pastDue).toHaveLength(pastDueRows);
    },
  );

  test('without a plan, says where one comes from', async () => {
    // Someone who has applied to nothing yet.
    renderSettings(<PaymentInformationPage />, '/settings/payment-information', {
      session: demo().sessions.applicant,
    });
    expect(await screen.findByRole('heading', { name: 'No payment plan yet' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to your home page' })).toHaveAttribute(
      'href',
      '/home',
    );
  });

  test.each([plans, `${plans}/{paymentPlanId}`])(
    'a failed load of %s offers a retry that works',
    async (path) => {
      const user = userEvent.setup();
      renderSettings(<PaymentInformationPage />, '/settings/payment-information', {
        handlers: [failOnce(path)],
      });
      await user.click(await screen.findByRole('button', { name: 'Try again' }));
      expect(await screen.findByRole('table', { name: /Payment schedule/ })).toBeVisible();
    },
  );
});

describe('payment method', () => {
  test('lists the saved cards, the default first, with expiry and holder', async () => {
    renderSettings(<PaymentMethodPage />, '/settings/payment-method');
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      visa,
      mastercard,
    ]);
    expect(within(cards[0]!).getByText('Default')).toBeVisible();
    expect(within(cards[1]!).queryByText('Default')).toBeNull();
    const [visaCard, mastercardCard] = demoStudentCards;
    expect(cards[0]).toHaveTextContent(
      `Expires${String(visaCard!.expMonth).padStart(2, '0')}/${visaCard!.expYear}`,
    );
    expect(cards[1]).toHaveTextContent(`Name on card${mastercardCard!.holderName}`);
  });

  test('without cards, says how one is saved', async () => {
    // Someone who has applied to nothing yet, so saved no card.
    renderSettings(<PaymentMethodPage />, '/settings/payment-method', {
      session: demo().sessions.applicant,
    });
    expect(await screen.findByRole('heading', { name: 'No saved cards' })).toBeVisible();
  });

  test('a failed load offers a retry that works', async () => {
    const user = userEvent.setup();
    renderSettings(<PaymentMethodPage />, '/settings/payment-method', {
      handlers: [failOnce(methods)],
    });
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: visa })).toBeVisible();
  });
});

describe('payment plan terms', () => {
  test('shows the terms of each plan', async () => {
    renderSettings(<PaymentPlanTermsPage />, '/settings/payment-plan-terms');
    const plan = await screen.findByRole('region', { name: '12 monthly installments' });
    const term = (label: string) => within(plan).getByText(label).nextElementSibling;
    expect(term('Started by')).toHaveTextContent('Enrollment');
    expect(term('Installment amount')).toHaveTextContent('$289.00');
    expect(term('Number of installments')).toHaveTextContent('12');
    expect(term('Deposit')).toHaveTextContent('$500.00');
    expect(term('Interest rate (yearly)')).toHaveTextContent('0.00%');
    expect(term('Total owed')).toHaveTextContent('$3,968.00');
    expect(term('Amount due now')).toHaveTextContent('$0.00');
    expect(within(plan).queryByText('Last installment')).toBeNull();
  });

  test('a last installment smaller than the others is shown beside the installment amount', async () => {
    // Behind on installment 3, the student accepts the transfer to the next cohort: its plan
    // spreads what is left over its months, and the last installment takes the odd cents.
    await behindOnPayments([3])(demo());
    const { as, sessions } = demo();
    const student = as('student');
    const studentId = sessions.student.studentId!;
    const toNext = demoTransfers(demoToday).find(({ to }) => to === 'next')!;
    const { content: transfers } = await unwrap(
      student.GET('/students/{studentId}/transfers', { params: { path: { studentId } } }),
    );
    const transfer = transfers.find(
      ({ status, newTerms }) =>
        status === 'PENDING' && newTerms.installmentCount === toNext.installmentCount,
    )!;
    await unwrap(
      student.POST('/students/{studentId}/transfers/{transferId}/confirm', {
        params: { path: { studentId, transferId: transfer.id } },
        body: { acceptTerms: true },
      }),
    );
    const left = demoPlanRows(demoToday)
      .filter((row) => !row.paidAt || row.installment === 3)
      .reduce((sum, row) => sum + row.amountDue, 0);
    const { installmentAmount, installments } = transferPlan(
      left,
      toNext.installmentCount,
      demoToday,
    );
    const last = installments.at(-1)!.amountDue;
    expect(last).toBeLessThan(installmentAmount);
    renderSettings(<PaymentPlanTermsPage />, '/settings/payment-plan-terms');
    const region = await screen.findByRole('region', { name: /transfer/ });
    const term = (label: string) => within(region).getByText(label).nextElementSibling;
    expect(term('Installment amount')).toHaveTextContent(dollars(installmentAmount));
    expect(term('Last installment')).toHaveTextContent(dollars(last));
  });

  test('without a plan, says where one comes from', async () => {
    renderSettings(<PaymentPlanTermsPage />, '/settings/payment-plan-terms', {
      session: demo().sessions.applicant,
    });
    expect(await screen.findByRole('heading', { name: 'No payment plan yet' })).toBeVisible();
  });

  test('a failed load offers a retry that works', async () => {
    const user = userEvent.setup();
    renderSettings(<PaymentPlanTermsPage />, '/settings/payment-plan-terms', {
      handlers: [failOnce(plans)],
    });
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: '12 monthly installments' })).toBeVisible();
  });
});
