import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import type { CoachSubscription } from '@hci/api-schema';
import {
  DEFAULT_MOCK_BASE_URL,
  emptyHandler,
  errorHandler,
  fixtures,
  loadingHandler,
} from '@hci/api-schema/msw';
import {
  answers,
  type AppStoryArgs,
  appStoryMeta,
  findOpenDialog,
  findPageHeading,
  pageBody,
  patiently,
  recoverApi,
} from '../appStory';
import { coachApp, signedIn } from './coachStory';

const subscription = '/coaches/{coachId}/subscription';

const base = appStoryMeta(coachApp);
const meta = {
  ...base,
  title: 'Apps/Coach/Subscription',
  args: { path: '/subscription' },
  parameters: { ...base.parameters, ...signedIn },
} satisfies Meta<AppStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: answers(loadingHandler(subscription)),
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Your subscription');
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading your subscription');
  },
};

const noSubscription = http.get(`${DEFAULT_MOCK_BASE_URL}/coaches/:coachId/subscription`, () =>
  HttpResponse.json({ content: { status: 'NONE' } satisfies CoachSubscription }),
);

/** No plan chosen yet: the plans and the card to charge. */
export const Empty: Story = {
  parameters: answers(noSubscription),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/You have no subscription yet/, {}, patiently),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('combobox', { name: 'Card to charge' }, patiently),
    ).toHaveDisplayValue('Visa ending in 4242');
  },
};

/** No plan and no saved card: a card is added here first. */
export const NoCard: Story = {
  parameters: answers(noSubscription, emptyHandler('/students/{studentId}/payment_methods')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/first add a card/, {}, patiently)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add a card' })).toBeVisible();
  },
};

/** Subscribing to the yearly plan: the plan shows at once, with a confirmation. */
export const Subscribed: Story = {
  parameters: answers(
    noSubscription,
    // Answered here rather than by the contract's handler, whose change the file's later stories
    // would otherwise see.
    http.put(`${DEFAULT_MOCK_BASE_URL}/coaches/:coachId/subscription`, () =>
      HttpResponse.json({
        content: {
          ...fixtures.coachSubscription,
          plan: 'YEARLY',
          price: fixtures.subscriptionPrices.YEARLY,
          currentPeriodEnd: '2027-03-31',
        } satisfies CoachSubscription,
      }),
    ),
  ),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: 'Yearly' }, patiently));
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(
      await pageBody(canvasElement).findByText(
        'You are subscribed to the yearly plan.',
        {},
        patiently,
      ),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('heading', { name: 'Yearly plan' }, patiently),
    ).toBeVisible();
  },
};

/** Cancelling asks first and says until when the plan stays active. */
export const Cancelling: Story = {
  parameters: { screenshot: 'viewport' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Cancel subscription' }, patiently),
    );
    const confirm = await findOpenDialog(canvasElement, 'alertdialog');
    await expect(
      within(confirm).getByRole('heading', { name: 'Cancel your subscription?' }),
    ).toBeVisible();
    await expect(
      within(confirm).getByRole('button', { name: 'Keep my subscription' }),
    ).toBeVisible();
  },
};

export const Error: Story = {
  parameters: answers(errorHandler(subscription)),
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Your subscription');
    await expect(
      await canvas.findByText('An error found, please try again.', {}, patiently),
    ).toBeVisible();
    recoverApi();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(
      await canvas.findByRole('heading', { name: 'Monthly plan' }, patiently),
    ).toBeVisible();
  },
};

export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Monthly plan' }, patiently),
    ).toBeVisible();
    await expect(canvas.getByText('Active')).toBeVisible();
    await expect(canvas.getByText(/^\$\s?29\.00 per month$/)).toBeVisible();
  },
};

export const PastDue: Story = {
  parameters: answers(
    http.get(`${DEFAULT_MOCK_BASE_URL}/coaches/:coachId/subscription`, () =>
      HttpResponse.json({
        content: { ...fixtures.coachSubscription, status: 'PAST_DUE' } satisfies CoachSubscription,
      }),
    ),
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Past due', {}, patiently)).toBeVisible();
  },
};
