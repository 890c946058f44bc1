import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { emptyHandler, errorHandler, loadingHandler } from '@hci/api-schema/msw';
import { answers, appStoryMeta, type AppStoryArgs } from '../appStory';
import { portalApp } from './portalStory';

/** The read-only payment settings pages, each in its four states. */
const base = appStoryMeta(portalApp);
const meta = {
  ...base,
  title: 'Apps/Portal/Payment settings',
  args: { path: '/settings/payment-information' },
} satisfies Meta<AppStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

const plans = '/students/{studentId}/payment_plans' as const;
const plan = '/students/{studentId}/payment_plans/{paymentPlanId}' as const;
const methods = '/students/{studentId}/payment_methods' as const;
const planName = '12 monthly installments';

const paymentMethod = { path: '/settings/payment-method' };
const paymentPlanTerms = { path: '/settings/payment-plan-terms' };

export const PaymentInformation: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('table', { name: `Payment schedule of ${planName}` }),
    ).toBeVisible();
    await expect(canvas.getByText('Good')).toBeVisible();
  },
};

export const PaymentInformationPastDue: Story = {
  parameters: { financialStatus: 'PAST_DUE' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/is 16 days overdue/)).toBeVisible();
    await expect(await canvas.findByRole('table', { name: /^Payment schedule/ })).toBeVisible();
  },
};

export const PaymentInformationCollections: Story = {
  parameters: { financialStatus: 'COLLECTIONS' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/with collections, 75 days overdue/)).toBeVisible();
    await expect(await canvas.findByRole('table', { name: /^Payment schedule/ })).toBeVisible();
  },
};

export const PaymentInformationLoading: Story = {
  parameters: answers(loadingHandler(plans)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveAttribute('aria-busy', 'true');
  },
};

/** The plan is listed; its schedule is still on its way. */
export const PaymentInformationScheduleLoading: Story = {
  parameters: answers(loadingHandler(plan)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: planName })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveAttribute('aria-busy', 'true');
  },
};

export const PaymentInformationEmpty: Story = {
  parameters: answers(emptyHandler(plans)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No payment plan yet' })).toBeVisible();
  },
};

export const PaymentInformationError: Story = {
  parameters: answers(errorHandler(plans)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const PaymentMethod: Story = {
  args: paymentMethod,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Visa ending in 4242' })).toBeVisible();
    await expect(canvas.getByText('Default')).toBeVisible();
  },
};

export const PaymentMethodLoading: Story = {
  args: paymentMethod,
  parameters: answers(loadingHandler(methods)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveAttribute('aria-busy', 'true');
  },
};

export const PaymentMethodEmpty: Story = {
  args: paymentMethod,
  parameters: answers(emptyHandler(methods)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No saved cards' })).toBeVisible();
  },
};

export const PaymentMethodError: Story = {
  args: paymentMethod,
  parameters: answers(errorHandler(methods)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const PaymentPlanTerms: Story = {
  args: paymentPlanTerms,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: planName })).toBeVisible();
    await expect(canvas.getByText('Number of installments')).toBeVisible();
  },
};

export const PaymentPlanTermsLoading: Story = {
  args: paymentPlanTerms,
  parameters: answers(loadingHandler(plans)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveAttribute('aria-busy', 'true');
  },
};

export const PaymentPlanTermsEmpty: Story = {
  args: paymentPlanTerms,
  parameters: answers(emptyHandler(plans)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No payment plan yet' })).toBeVisible();
  },
};

export const PaymentPlanTermsError: Story = {
  args: paymentPlanTerms,
  parameters: answers(errorHandler(plans)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
