import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { demoPlanRows, demoToday } from '@hci/demo-world';
import { errorHandler, loadingHandler } from '@hci/mock-api';
import { receiptNumber } from '@hci/rules';
import { answers, appStoryMeta, findPageHeading, type AppStoryArgs } from '../appStory';
import { storyText } from '../storyText';
import { cardName, portalApp } from './portalStory';

/**
 * The demo plan's installment 3, paid by the demo world's fourth payment (the deposit and
 * installments 1 and 2 come before it).
 */
const paymentId = 4;
const number = receiptNumber(
  paymentId,
  demoPlanRows(demoToday).find((row) => row.installment === 3)!.paidAt!,
);

/** The receipt of an accepted payment, in each of its states. */
const base = appStoryMeta(portalApp);
const meta = {
  ...base,
  title: 'Apps/Portal/Payment receipt',
  args: { path: `/settings/payment-information/receipts/${paymentId}` },
} satisfies Meta<AppStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

const receipt = '/students/{studentId}/payments/{paymentId}/receipt' as const;

export const Receipt: Story = {
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    const article = await canvas.findByRole('article', {
      name: text('portal.receipt.heading', { number }),
    });
    await expect(within(article).getByText(cardName(text, 'VISA', '4242'))).toBeVisible();
    await expect(
      within(article).getByRole('table', {
        name: text('portal.receipt.installmentsTable', { number }),
      }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: text('frame.receipt.print') })).toBeVisible();
  },
};

export const ReceiptDark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    await expect(
      await canvas.findByRole('article', {
        name: text('portal.receipt.heading', { number }),
      }),
    ).toBeVisible();
  },
};

export const ReceiptSpanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('article', { name: `Recibo ${number}` })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Imprimir o guardar como PDF' })).toBeVisible();
  },
};

export const ReceiptLoading: Story = {
  parameters: answers(loadingHandler(receipt)),
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    await expect(await findPageHeading(canvas, text('portal.receipt.title'))).toBeVisible();
    await expect(await canvas.findByRole('status')).toHaveAttribute('aria-busy', 'true');
  },
};

export const ReceiptError: Story = {
  parameters: answers(errorHandler(receipt)),
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    await expect(
      await canvas.findByRole('button', { name: text('ds.queryView.retry') }),
    ).toBeVisible();
  },
};

/** A payment that is not the student's, or not accepted yet, has no receipt to show. */
export const ReceiptNotFound: Story = {
  args: { path: '/settings/payment-information/receipts/999' },
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    await expect(
      await canvas.findByRole('heading', { name: text('portal.receipt.notFoundTitle') }),
    ).toBeVisible();
  },
};
