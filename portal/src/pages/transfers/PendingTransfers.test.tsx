// A pending transfer in two steps on the payment information page: compare, then accept or
// cancel; refusals keep the decision open with their message. The demo student has two pending
// transfers, the fall cohort's the newest, and has confirmed none: the first is free.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import {
  demoCohorts,
  demoPlanTerms,
  demoToday,
  demoTransferTerms,
  demoTransfers,
} from '@hci/demo-world';
import { decliningCard, type DemoArrangement } from '@hci/page-harness';
import { transferFee } from '@hci/rules';
import { SettingsLayout } from '../../layouts/PortalLayout';
import { demo, mockConfig, renderPage, type RenderAppOptions } from '../../test/renderApp';
import { PaymentInformationPage } from '../payments/PaymentInformationPage';

const fall = demoTransfers(demoToday).find(({ to }) => to === 'next')!;
const reviewFall = new RegExp(`^Review transfer to ${demoCohorts(demoToday).next.name}`);
const dollars = (cents: number) =>
  (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });

function renderInformation(options: RenderAppOptions = {}) {
  return renderPage(
    <SettingsLayout>
      <PaymentInformationPage />
    </SettingsLayout>,
    '/settings/payment-information',
    options,
  );
}

/** `count` earlier transfers of the plan confirmed: the next one costs the fee. */
const confirmedBefore =
  (count: number): DemoArrangement =>
  async ({ query }) => {
    for (let i = 0; i < count; i += 1)
      await query(
        `INSERT INTO transfers (student_id, plan_id, from_cohort_id, to_cohort_id, installment_count, fee, status, requested_at, decided_at)
         SELECT student_id, plan_id, from_cohort_id, to_cohort_id, installment_count, 0, 'CONFIRMED', requested_at, requested_at
         FROM transfers WHERE status = 'CANCELLED'`,
      );
  };

/** The plan moved elsewhere meanwhile: it can no longer be transferred. */
const planClosed: DemoArrangement = async ({ query, sessions }) => {
  await query("UPDATE payment_plans SET status = 'TRANSFERRED' WHERE student_id = $1", [
    sessions.student.studentId!,
  ]);
};

// The API has no way to fail a cancellation of a pending transfer: that refusal is made here.
const cancelRefused = http.post(
  `${mockConfig.apiBaseUrl}/students/:studentId/transfers/:transferId/cancel`,
  () =>
    HttpResponse.json(
      { key: 'cancelTransferError', status: 409, message: 'cancelTransferError' },
      { status: 409 },
    ),
);

async function toDecision(user: ReturnType<typeof userEvent.setup>) {
  const section = await screen.findByRole('region', { name: 'Pending transfers' });
  await user.click(within(section).getByRole('button', { name: reviewFall }));
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
    await user.click(within(section).getByRole('button', { name: reviewFall }));
    const table = within(await screen.findByRole('dialog')).getByRole('table', {
      name: 'Your current schedule and the new one',
    });
    const row = (name: string) => within(table).getByRole('row', { name: new RegExp(`^${name}`) });
    expect(row('Cohort')).toHaveTextContent(demoCohorts(demoToday).current.name);
    const [current, next] = within(row('Installments')).getAllByRole('cell');
    expect(current).toHaveAccessibleName(String(demoPlanTerms(demoToday).installmentCount));
    expect(next).toHaveAccessibleName(String(fall.installmentCount));
    expect(row('Transfer fee')).toHaveTextContent('Free');
    expect(within(table).queryByRole('row', { name: /^Last installment/ })).toBeNull();
  });

  test('the fee for later transfers is written as every other amount, in each language', async () => {
    const user = userEvent.setup();
    renderInformation({ locale: 'es' });
    const section = await screen.findByRole('region', { name: 'Traslados pendientes' });
    await user.click(within(section).getAllByRole('button', { name: /^Revisar el traslado/ })[0]!);
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      new RegExp(
        `Tu primer traslado es gratis; los siguientes cuestan hasta ${transferFee / 100},00\\sUS\\$\\.`,
      ),
    );
  });

  test('step 1 shows the new last installment when it is smaller than the others', async () => {
    const user = userEvent.setup();
    // Over 7 installments, the plan's balance does not split evenly.
    const count = 7;
    const terms = demoTransferTerms(demoToday, { ...fall, installmentCount: count });
    expect(terms.lastInstallmentAmount).toBeLessThan(terms.installmentAmount);
    await demo().query('UPDATE transfers SET installment_count = $1 WHERE installment_count = $2', [
      count,
      fall.installmentCount,
    ]);
    renderInformation();
    const section = await screen.findByRole('region', { name: 'Pending transfers' });
    await user.click(within(section).getByRole('button', { name: reviewFall }));
    const table = within(await screen.findByRole('dialog')).getByRole('table', {
      name: 'Your current schedule and the new one',
    });
    const [current, next] = within(
      within(table).getByRole('row', { name: /^Last installment/ }),
    ).getAllByRole('cell');
    expect(current).toHaveTextContent(dollars(demoPlanTerms(demoToday).lastInstallmentAmount));
    expect(next).toHaveTextContent(dollars(terms.lastInstallmentAmount));
  });

  test('step 1 compares like with like: what is left on each plan, and the total cost of each', async () => {
    const user = userEvent.setup();
    // A later transfer, with its fee.
    await confirmedBefore(1)(demo());
    renderInformation();
    const section = await screen.findByRole('region', { name: 'Pending transfers' });
    await user.click(within(section).getByRole('button', { name: reviewFall }));
    const table = within(await screen.findByRole('dialog')).getByRole('table', {
      name: 'Your current schedule and the new one',
    });
    const cells = (name: string) =>
      within(within(table).getByRole('row', { name: new RegExp(`^${name}`) }))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    // A narrow dialog stacks the table: each cell also names its column.
    const left = demoTransferTerms(demoToday, fall).totalOwed;
    const total = demoPlanTerms(demoToday).totalOwed;
    expect(cells('Left to pay')).toEqual([
      `Current${dollars(left)}`,
      `New${dollars(left + transferFee)}`,
    ]);
    expect(cells('Total cost of the plan')).toEqual([
      `Current${dollars(total)}`,
      `New${dollars(total + transferFee)}`,
    ]);
    expect(within(table).queryByRole('row', { name: /^Total owed/ })).toBeNull();
  });

  test('from the keyboard, Next then Enter again goes back: step 2 starts on Back, not on a decision', async () => {
    const user = userEvent.setup();
    renderInformation();
    const section = await screen.findByRole('region', { name: 'Pending transfers' });
    await user.click(within(section).getByRole('button', { name: reviewFall }));
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
    await expect.poll(() => screen.queryByRole('button', { name: reviewFall })).toBeNull();
  });

  test('accepting one withdraws the others: the list goes', async () => {
    const user = userEvent.setup();
    renderInformation();
    const dialog = await toDecision(user);
    await user.click(within(dialog).getByRole('button', { name: 'Accept the new terms' }));
    await expect.poll(() => screen.queryByRole('region', { name: 'Pending transfers' })).toBeNull();
  });

  const feeDeclined: DemoArrangement = async (world) => {
    await confirmedBefore(1)(world);
    await decliningCard(world);
  };
  test.each([
    [
      'an accept, with both transfers used',
      'Accept the new terms',
      confirmedBefore(2),
      [],
      'You have reached the transfer limit.',
    ],
    [
      'an accept, the plan no longer active',
      'Accept the new terms',
      planClosed,
      [],
      'This transfer is not permitted.',
    ],
    [
      'an accept, the fee declined',
      'Accept the new terms',
      feeDeclined,
      [],
      'The transfer could not be confirmed. Please try again.',
    ],
    [
      'a cancellation',
      'Cancel the transfer',
      undefined,
      [cancelRefused],
      'The transfer could not be cancelled. Please try again.',
    ],
  ] as const)('%s refused', async (_, button, arrange, handlers, text) => {
    const user = userEvent.setup();
    await arrange?.(demo());
    renderInformation({ handlers: [...handlers] });
    const dialog = await toDecision(user);
    await user.click(within(dialog).getByRole('button', { name: button }));
    expect(await within(dialog).findByText(text)).toBeVisible();
  });
});
