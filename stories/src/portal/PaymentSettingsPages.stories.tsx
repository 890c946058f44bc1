import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { emptyHandler, errorHandler, loadingHandler } from '@hci/mock-api';
import { answers, appStoryMeta, type AppStoryArgs, type DemoArrangement } from '../appStory';
import { behindOnPayments as behindOn } from '@hci/page-harness';
import { storyText, type StoryText } from '../storyText';
import { cardName, matching, portalApp } from './portalStory';

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
const planName = (text: StoryText) =>
  text('portal.systemText.PLAN_MONTHLY_INSTALLMENTS', { installmentCount: 12 });

const paymentMethod = { path: '/settings/payment-method' };
const paymentPlanTerms = { path: '/settings/payment-plan-terms' };

export const PaymentInformation: Story = {
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    await expect(
      await canvas.findByRole('table', {
        name: text('portal.paymentInformation.scheduleTable', { plan: planName(text) }),
      }),
    ).toBeVisible();
    await expect(canvas.getByText(text('portal.payments.financialStatus.GOOD'))).toBeVisible();
  },
};

/** A plan behind on its payments: the alert for how far behind, over the plan's schedule. */
function behindOnPayments(arrange: DemoArrangement, alert: string, days: number): Story {
  return {
    parameters: { arrange },
    play: async ({ canvas, globals }) => {
      const text = await storyText(globals, 'portal');
      await expect(
        await canvas.findByText(matching(text, alert, { days }, ['amount'])),
      ).toBeVisible();
      await expect(
        await canvas.findByRole('table', {
          name: text('portal.paymentInformation.scheduleTable', { plan: planName(text) }),
        }),
      ).toBeVisible();
    },
  };
}

// Installment 3 was due on March 12, 19 days before the demo day.
export const PaymentInformationPastDue = behindOnPayments(
  behindOn([3]),
  'portal.paymentInformation.pastDueAlert',
  19,
);

// Installment 1 was due on January 12, 78 days before the demo day.
export const PaymentInformationCollections = behindOnPayments(
  behindOn([1, 2, 3], { collections: true }),
  'portal.paymentInformation.collectionsAlert',
  78,
);

export const PaymentInformationLoading: Story = {
  parameters: answers(loadingHandler(plans)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveAttribute('aria-busy', 'true');
  },
};

/** The plan is listed; its schedule is still on its way. */
export const PaymentInformationScheduleLoading: Story = {
  parameters: answers(loadingHandler(plan)),
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    await expect(await canvas.findByRole('heading', { name: planName(text) })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveAttribute('aria-busy', 'true');
  },
};

export const PaymentInformationEmpty: Story = {
  parameters: answers(emptyHandler(plans)),
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    await expect(
      await canvas.findByRole('heading', { name: text('portal.payments.noPlanTitle') }),
    ).toBeVisible();
  },
};

export const PaymentInformationError: Story = {
  parameters: answers(errorHandler(plans)),
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    await expect(
      await canvas.findByRole('button', { name: text('ds.queryView.retry') }),
    ).toBeVisible();
  },
};

export const PaymentMethod: Story = {
  args: paymentMethod,
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    await expect(
      await canvas.findByRole('heading', { name: cardName(text, 'VISA', '4242') }),
    ).toBeVisible();
    await expect(canvas.getByText(text('frame.paymentMethod.default'))).toBeVisible();
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
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    await expect(
      await canvas.findByRole('heading', { name: text('frame.paymentMethod.emptyTitle') }),
    ).toBeVisible();
  },
};

export const PaymentMethodError: Story = {
  args: paymentMethod,
  parameters: answers(errorHandler(methods)),
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    await expect(
      await canvas.findByRole('button', { name: text('ds.queryView.retry') }),
    ).toBeVisible();
  },
};

export const PaymentPlanTerms: Story = {
  args: paymentPlanTerms,
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    await expect(await canvas.findByRole('heading', { name: planName(text) })).toBeVisible();
    await expect(canvas.getByText(text('portal.planTerms.installmentCount'))).toBeVisible();
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
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    await expect(
      await canvas.findByRole('heading', { name: text('portal.payments.noPlanTitle') }),
    ).toBeVisible();
  },
};

export const PaymentPlanTermsError: Story = {
  args: paymentPlanTerms,
  parameters: answers(errorHandler(plans)),
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    await expect(
      await canvas.findByRole('button', { name: text('ds.queryView.retry') }),
    ).toBeVisible();
  },
};
