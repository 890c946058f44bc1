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
} from '@hci/mock-api';
import { subscriptionPrices } from '@hci/rules';
import { formatMoney } from '@hci/design-system';
import {
  answers,
  type AppStoryArgs,
  appStoryMeta,
  findOpenDialog,
  findPageHeading,
  nothingLoading,
  pageBody,
  patiently,
  recoverApi,
} from '../appStory';
import { containing, exactly, storyText } from '../storyText';
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
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'coach');
    await findPageHeading(canvas, text('coach.subscription.title'));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      text('coach.subscription.loading'),
    );
  },
};

const noSubscription = http.get(`${DEFAULT_MOCK_BASE_URL}/coaches/:coachId/subscription`, () =>
  HttpResponse.json({ content: { status: 'NONE' } satisfies CoachSubscription }),
);

/** No plan chosen yet: the plans and the card to charge. */
export const Empty: Story = {
  parameters: answers(noSubscription),
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'coach');
    await expect(
      await canvas.findByText(containing(text('coach.subscription.none')), {}, patiently),
    ).toBeVisible();
    await expect(
      await canvas.findByRole(
        'combobox',
        { name: text('coach.subscription.cardField') },
        patiently,
      ),
    ).toHaveDisplayValue(
      text('frame.paymentMethod.cardEnding', {
        brand: text('frame.option.cardBrand.VISA'),
        last4: '4242',
      }),
    );
  },
};

/** No plan and no saved card: the plans' prices, and a card is added here first. */
export const NoCard: Story = {
  parameters: answers(noSubscription, emptyHandler('/students/{studentId}/payment_methods')),
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'coach');
    await expect(
      await canvas.findByText(containing(text('coach.subscription.noCards')), {}, patiently),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        exactly(
          text('coach.subscription.price', {
            price: formatMoney(subscriptionPrices.MONTHLY, text.locale),
            plan: 'MONTHLY',
          }),
        ),
      ),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: text('coach.subscription.addCard') }),
    ).toBeVisible();
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
          price: subscriptionPrices.YEARLY,
          currentPeriodEnd: '2027-03-31',
        } satisfies CoachSubscription,
      }),
    ),
  ),
  play: async ({ canvas, canvasElement, globals }) => {
    const text = await storyText(globals, 'coach');
    await userEvent.click(
      await canvas.findByRole(
        'radio',
        { name: text('coach.subscription.option.YEARLY') },
        patiently,
      ),
    );
    await userEvent.click(
      canvas.getByRole('button', { name: text('coach.subscription.subscribe') }),
    );
    await expect(
      await pageBody(canvasElement).findByText(
        text('coach.subscription.subscribed', { plan: 'YEARLY' }),
        {},
        patiently,
      ),
    ).toBeVisible();
    await expect(
      await canvas.findByRole(
        'heading',
        { name: text('coach.subscription.plan', { plan: 'YEARLY' }) },
        patiently,
      ),
    ).toBeVisible();
  },
};

/** Cancelling asks first and says until when the plan stays active. */
export const Cancelling: Story = {
  parameters: { screenshot: 'viewport' },
  play: async ({ canvas, canvasElement, globals }) => {
    const text = await storyText(globals, 'coach');
    await userEvent.click(
      await canvas.findByRole('button', { name: text('coach.subscription.cancel') }, patiently),
    );
    const confirm = await findOpenDialog(canvasElement, 'alertdialog');
    await expect(
      within(confirm).getByRole('heading', { name: text('coach.subscription.cancelTitle') }),
    ).toBeVisible();
    await expect(
      within(confirm).getByRole('button', { name: text('coach.subscription.keep') }),
    ).toBeVisible();
  },
};

export const Error: Story = {
  parameters: answers(errorHandler(subscription)),
  play: async ({ canvas, canvasElement, globals }) => {
    const text = await storyText(globals, 'coach');
    await findPageHeading(canvas, text('coach.subscription.title'));
    await expect(await canvas.findByText(text('error.default'), {}, patiently)).toBeVisible();
    recoverApi();
    await userEvent.click(canvas.getByRole('button', { name: text('ds.queryView.retry') }));
    await expect(
      await canvas.findByRole(
        'heading',
        { name: text('coach.subscription.plan', { plan: 'MONTHLY' }) },
        patiently,
      ),
    ).toBeVisible();
    await nothingLoading(canvasElement);
  },
};

export const Filled: Story = {
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'coach');
    await expect(
      await canvas.findByRole(
        'heading',
        { name: text('coach.subscription.plan', { plan: 'MONTHLY' }) },
        patiently,
      ),
    ).toBeVisible();
    await expect(canvas.getByText(text('coach.subscription.status.ACTIVE'))).toBeVisible();
    await expect(
      canvas.getByText(
        exactly(
          text('coach.subscription.price', {
            price: formatMoney(fixtures.coachSubscription.price!, text.locale),
            plan: 'MONTHLY',
          }),
        ),
      ),
    ).toBeVisible();
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
  play: async ({ canvas, canvasElement, globals }) => {
    const text = await storyText(globals, 'coach');
    await expect(
      await canvas.findByText(text('coach.subscription.status.PAST_DUE'), {}, patiently),
    ).toBeVisible();
    await nothingLoading(canvasElement);
  },
};
