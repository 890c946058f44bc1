import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { emptyHandler, errorHandler, loadingHandler } from '@hci/mock-api';
import { answers, type AppStoryArgs, appStoryMeta, findPageHeading, patiently } from '../appStory';
import { storyText } from '../storyText';
import { coachApp, signedIn } from './coachStory';

const invoices = '/coaches/{coachId}/subscription/invoices';

const base = appStoryMeta(coachApp);
const meta = {
  ...base,
  title: 'Apps/Coach/Billing history',
  args: { path: '/subscription/invoices' },
  parameters: { ...base.parameters, ...signedIn },
} satisfies Meta<AppStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: answers(loadingHandler(invoices)),
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'coach');
    await findPageHeading(canvas, text('coach.billing.title'));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      text('coach.billing.loading'),
    );
  },
};

export const Empty: Story = {
  parameters: answers(emptyHandler(invoices)),
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'coach');
    await expect(
      await canvas.findByText(text('coach.billing.emptyTitle'), {}, patiently),
    ).toBeVisible();
  },
};

export const Error: Story = {
  parameters: answers(errorHandler(invoices)),
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'coach');
    await expect(await canvas.findByText(text('error.default'), {}, patiently)).toBeVisible();
  },
};

/** The demo coach's two monthly charges, newest first, each with its invoice. */
export const Filled: Story = {
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'coach');
    await expect(
      await canvas.findByRole(
        'link',
        { name: text('coach.billing.openInvoice', { number: '2026-000002' }) },
        patiently,
      ),
    ).toBeVisible();
  },
};

/** One charge's invoice, as it prints. */
export const Invoice: Story = {
  args: { path: '/subscription/invoices/2' },
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'coach');
    await expect(
      await canvas.findByRole(
        'article',
        { name: text('coach.billing.openInvoice', { number: '2026-000002' }) },
        patiently,
      ),
    ).toBeVisible();
  },
};

export const InvoiceDark: Story = {
  ...Invoice,
  globals: { theme: 'dark' },
};
