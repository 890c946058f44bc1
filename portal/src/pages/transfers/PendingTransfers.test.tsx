// A pending transfer in two steps on the payment information page: compare, then accept or
// cancel; refusals keep the decision open with their message.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { fixtures } from '@hci/mock-api';
import { SettingsLayout } from '../../layouts/PortalLayout';
import { mockConfig, renderPage, type RenderAppOptions } from '../../test/renderApp';
import { PaymentInformationPage } from '../payments/PaymentInformationPage';

function renderInformation(options: RenderAppOptions = {}) {
  return renderPage(
    <SettingsLayout>
      <PaymentInformationPage />
    </SettingsLayout>,
    '/settings/payment-information',
    options,
  );
}

const refuse = (action: 'confirm' | 'cancel', key: string) =>
  http.post(`${mockConfig.apiBaseUrl}/students/:studentId/transfers/:transferId/${action}`, () =>
    HttpResponse.json({ key, status: 409, message: key }, { status: 409 }),
  );

async function toDecision(user: ReturnType<typeof userEvent.setup>) {
  const section = await screen.findByRole('region', { name: 'Pending transfers' });
  await user.click(
    within(section).getByRole('button', { name: /^Review transfer to HCTP 2026 Fall/ }),
  );
  const dialog = await screen.findByRole('dialog', {
    name: 'Step 1 of 2: compare your schedules',
  });
  await user.click(within(dialog).getByRole('button', { name: 'Next' }));
  return screen.findByRole('dialog', { name: 'Step 2 of 2: accept or cancel the transfer' });
}

describe('pending transfers', () => {
  test('step 1 compares the current and the new schedule, fee included', async () => {
    const user = userEvent.setup();
    renderInformation();
    const section = await screen.findByRole('region', { name: 'Pending transfers' });
    await user.click(
      within(section).getByRole('button', { name: /^Review transfer to HCTP 2026 Fall/ }),
    );
    const table = within(await screen.findByRole('dialog')).getByRole('table', {
      name: 'Your current schedule and the new one',
    });
    const row = (name: string) => within(table).getByRole('row', { name: new RegExp(`^${name}`) });
    expect(row('Cohort')).toHaveTextContent('HCTP 2026 Spring');
    const [current, next] = within(row('Installments')).getAllByRole('cell');
    expect(current).toHaveAccessibleName('12');
    expect(next).toHaveAccessibleName('9');
    expect(row('Transfer fee')).toHaveTextContent('Free');
    expect(within(table).queryByRole('row', { name: /^Last installment/ })).toBeNull();
  });

  test('the fee for later transfers is written as every other amount, in each language', async () => {
    const user = userEvent.setup();
    renderInformation({ locale: 'es' });
    const section = await screen.findByRole('region', { name: 'Traslados pendientes' });
    await user.click(within(section).getAllByRole('button', { name: /^Revisar el traslado/ })[0]!);
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      /Tu primer traslado es gratis; los siguientes cuestan hasta 300,00\sUS\$\./,
    );
  });

  test('step 1 shows the new last installment when it is smaller than the others', async () => {
    const user = userEvent.setup();
    const [pending] = fixtures.transfers;
    const uneven = {
      ...pending!,
      newTerms: { ...pending!.newTerms, installmentAmount: 28_917, lastInstallmentAmount: 28_913 },
    };
    renderInformation({
      handlers: [
        http.get(`${mockConfig.apiBaseUrl}/students/:studentId/transfers`, () =>
          HttpResponse.json({ content: [uneven], pagination: { total: 1, page: 0, size: 10 } }),
        ),
      ],
    });
    const section = await screen.findByRole('region', { name: 'Pending transfers' });
    await user.click(
      within(section).getByRole('button', { name: /^Review transfer to HCTP 2026 Fall/ }),
    );
    const table = within(await screen.findByRole('dialog')).getByRole('table', {
      name: 'Your current schedule and the new one',
    });
    const [current, next] = within(
      within(table).getByRole('row', { name: /^Last installment/ }),
    ).getAllByRole('cell');
    expect(current).toHaveTextContent('$289.00');
    expect(next).toHaveTextContent('$289.13');
  });

  test('step 1 compares like with like: what is left on each plan, and the total cost of each', async () => {
    const user = userEvent.setup();
    const [pending] = fixtures.transfers;
    // $3,968 plan with $2,000 left; a later transfer, with its $300 fee.
    const later = {
      ...pending!,
      fee: 30_000,
      newTerms: { ...pending!.newTerms, totalOwed: 230_000 },
    };
    renderInformation({
      handlers: [
        http.get(`${mockConfig.apiBaseUrl}/students/:studentId/transfers`, () =>
          HttpResponse.json({ content: [later], pagination: { total: 1, page: 0, size: 10 } }),
        ),
      ],
    });
    const section = await screen.findByRole('region', { name: 'Pending transfers' });
    await user.click(
      within(section).getByRole('button', { name: /^Review transfer to HCTP 2026 Fall/ }),
    );
    const table = within(await screen.findByRole('dialog')).getByRole('table', {
      name: 'Your current schedule and the new one',
    });
    const cells = (name: string) =>
      within(within(table).getByRole('row', { name: new RegExp(`^${name}`) }))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    // A narrow dialog stacks the table: each cell also names its column.
    expect(cells('Left to pay')).toEqual(['Current$2,000.00', 'New$2,300.00']);
    expect(cells('Total cost of the plan')).toEqual(['Current$3,968.00', 'New$4,268.00']);
    expect(within(table).queryByRole('row', { name: /^Total owed/ })).toBeNull();
  });

  test('from the keyboard, Next then Enter again goes back: step 2 starts on Back, not on a decision', async () => {
    const user = userEvent.setup();
    renderInformation();
    const section = await screen.findByRole('region', { name: 'Pending transfers' });
    await user.click(
      within(section).getByRole('button', { name: /^Review transfer to HCTP 2026 Fall/ }),
    );
    const compare = await screen.findByRole('dialog', {
      name: 'Step 1 of 2: compare your schedules',
    });
    within(compare).getByRole('button', { name: 'Next' }).focus();
    await user.keyboard('{Enter}');
    const decide = await screen.findByRole('dialog', {
      name: 'Step 2 of 2: accept or cancel the transfer',
    });
    expect(within(decide).getByRole('button', { name: 'Back' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(
      await screen.findByRole('dialog', { name: 'Step 1 of 2: compare your schedules' }),
    ).toBeVisible();
    expect(screen.queryByText('The transfer has been cancelled.')).toBeNull();
  });

  test('a fast double click on "Accept the new terms" confirms once', async () => {
    const user = userEvent.setup();
    const { requests } = renderInformation();
    const dialog = await toDecision(user);
    const accept = within(dialog).getByRole('button', { name: 'Accept the new terms' });
    // Two clicks in one go, as a fast double click lands: before React has drawn the first.
    accept.click();
    accept.click();
    expect(await screen.findByText('The transfer has been accepted.')).toBeVisible();
    const confirms = requests.filter((request) => request.url.endsWith('/confirm'));
    expect(confirms).toHaveLength(1);
  });

  test.each([
    ['Accept the new terms', 'The transfer has been accepted.'],
    ['Cancel the transfer', 'The transfer has been cancelled.'],
  ])('step 2: %s says so and the transfer leaves the list', async (button, text) => {
    const user = userEvent.setup();
    renderInformation();
    const dialog = await toDecision(user);
    await user.click(within(dialog).getByRole('button', { name: button }));
    expect(await screen.findByText(text)).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    await expect
      .poll(() => screen.queryByRole('button', { name: /^Review transfer to HCTP 2026 Fall/ }))
      .toBeNull();
  });

  test('accepting one withdraws the others: the list goes', async () => {
    const user = userEvent.setup();
    renderInformation();
    const dialog = await toDecision(user);
    await user.click(within(dialog).getByRole('button', { name: 'Accept the new terms' }));
    await expect.poll(() => screen.queryByRole('region', { name: 'Pending transfers' })).toBeNull();
  });

  test.each([
    [
      'confirm',
      'Accept the new terms',
      'exceededTransfers',
      'You have reached the transfer limit.',
    ],
    ['confirm', 'Accept the new terms', 'transferNotPermit', 'This transfer is not permitted.'],
    [
      'confirm',
      'Accept the new terms',
      'confirmTransferError',
      'The transfer could not be confirmed. Please try again.',
    ],
    [
      'cancel',
      'Cancel the transfer',
      'cancelTransferError',
      'The transfer could not be cancelled. Please try again.',
    ],
  ] as const)('a %s refused with %s', async (action, button, key, text) => {
    const user = userEvent.setup();
    renderInformation({ handlers: [refuse(action, key)] });
    const dialog = await toDecision(user);
    await user.click(within(dialog).getByRole('button', { name: button }));
    expect(await within(dialog).findByText(text)).toBeVisible();
  });
});
