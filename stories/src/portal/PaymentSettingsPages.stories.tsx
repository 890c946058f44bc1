import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { emptyHandler, errorHandler, loadingHandler } from '@hci/api-schema/msw';
import { PaymentInformationPage, PaymentMethodPage, PaymentPlanTermsPage } from '@hci/portal/pages';
import { loadPortalMessages, portalPage } from './portalPage';

/** The read-only payment settings pages, each in its four states. */
const meta = {
  title: 'Portal/Payment settings',
  parameters: { loadMessages: loadPortalMessages },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const plans = '/students/{studentId}/payment_plans' as const;
const plan = '/students/{studentId}/payment_plans/{paymentPlanId}' as const;
const methods = '/students/{studentId}/payment_methods' as const;
const planName = '12 monthly installments';

export const PaymentInformation: Story = {
  render: () => <PaymentInformationPage />,
  decorators: [portalPage({ path: '/settings/payment-information' })],
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('table', { name: `Payment schedule of ${planName}` }),
    ).toBeVisible();
    await expect(canvas.getByText('Good')).toBeVisible();
  },
};

export const PaymentInformationPastDue: Story = {
  render: () => <PaymentInformationPage />,
  decorators: [portalPage({ financialStatus: 'PAST_DUE' })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/is 16 days overdue/)).toBeVisible();
    await expect(await canvas.findByRole('table', { name: /^Payment schedule/ })).toBeVisible();
  },
};

export const PaymentInformationCollections: Story = {
  render: () => <PaymentInformationPage />,
  decorators: [portalPage({ financialStatus: 'COLLECTIONS' })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/with collections, 75 days overdue/)).toBeVisible();
    await expect(await canvas.findByRole('table', { name: /^Payment schedule/ })).toBeVisible();
  },
};

export const PaymentInformationLoading: Story = {
  render: () => <PaymentInformationPage />,
  decorators: [portalPage({ handlers: [loadingHandler(plans)] })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveAttribute('aria-busy', 'true');
  },
};

/** The plan is listed; its schedule is still on its way. */
export const PaymentInformationScheduleLoading: Story = {
  render: () => <PaymentInformationPage />,
  decorators: [portalPage({ handlers: [loadingHandler(plan)] })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: planName })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveAttribute('aria-busy', 'true');
  },
};

export const PaymentInformationEmpty: Story = {
  render: () => <PaymentInformationPage />,
  decorators: [portalPage({ handlers: [emptyHandler(plans)] })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No payment plan yet' })).toBeVisible();
  },
};

export const PaymentInformationError: Story = {
  render: () => <PaymentInformationPage />,
  decorators: [portalPage({ handlers: [errorHandler(plans)] })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const PaymentMethod: Story = {
  render: () => <PaymentMethodPage />,
  decorators: [portalPage({ path: '/settings/payment-method' })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Visa ending in 4242' })).toBeVisible();
    await expect(canvas.getByText('Default')).toBeVisible();
  },
};

export const PaymentMethodLoading: Story = {
  render: () => <PaymentMethodPage />,
  decorators: [portalPage({ handlers: [loadingHandler(methods)] })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveAttribute('aria-busy', 'true');
  },
};

export const PaymentMethodEmpty: Story = {
  render: () => <PaymentMethodPage />,
  decorators: [portalPage({ handlers: [emptyHandler(methods)] })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No saved cards' })).toBeVisible();
  },
};

export const PaymentMethodError: Story = {
  render: () => <PaymentMethodPage />,
  decorators: [portalPage({ handlers: [errorHandler(methods)] })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const PaymentPlanTerms: Story = {
  render: () => <PaymentPlanTermsPage />,
  decorators: [portalPage({ path: '/settings/payment-plan-terms' })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: planName })).toBeVisible();
    await expect(canvas.getByText('Number of installments')).toBeVisible();
  },
};

export const PaymentPlanTermsLoading: Story = {
  render: () => <PaymentPlanTermsPage />,
  decorators: [portalPage({ handlers: [loadingHandler(plans)] })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveAttribute('aria-busy', 'true');
  },
};

export const PaymentPlanTermsEmpty: Story = {
  render: () => <PaymentPlanTermsPage />,
  decorators: [portalPage({ handlers: [emptyHandler(plans)] })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No payment plan yet' })).toBeVisible();
  },
};

export const PaymentPlanTermsError: Story = {
  render: () => <PaymentPlanTermsPage />,
  decorators: [portalPage({ handlers: [errorHandler(plans)] })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
