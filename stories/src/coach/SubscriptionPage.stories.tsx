import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { errorHandler, loadingHandler } from '@hci/mock-api';
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
  type DemoArrangement,
} from '../appStory';
import { savedVisa } from '@hci/page-harness';
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

/** The demo coach has never subscribed (the demo world's coach has a monthly plan). */
const neverSubscribed: DemoArrangement = async ({ query, sessions }) => {
  await query('UPDATE coaches SET subscription = NULL WHERE id = $1', [sessions.coach.coachId!]);
};

const withCardNeverSubscribed: DemoArrangement = async (demo) => {
  await savedVisa(demo);
  await neverSubscribed(demo);
};

/** No plan chosen yet: the plans and the card to charge. */
export const Empty: Story = {
  parameters: { arrange: withCardNeverSubscribed },
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
  parameters: { arrange: neverSubscribed },
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
  parameters: { arrange: withCardNeverSubscribed },
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
            price: formatMoney(subscriptionPrices.MONTHLY, text.locale),
            plan: 'MONTHLY',
          }),
        ),
      ),
    ).toBeVisible();
  },
};

/** Her last renewal was declined. */
const renewalDeclined: DemoArrangement = async ({ query, sessions }) => {
  await query(
    `UPDATE coaches SET subscription = jsonb_set(subscription, '{status}', '"PAST_DUE"') WHERE id = $1`,
    [sessions.coach.coachId!],
  );
};

export const PastDue: Story = {
  parameters: { arrange: renewalDeclined },
  play: async ({ canvas, canvasElement, globals }) => {
    const text = await storyText(globals, 'coach');
    await expect(
      await canvas.findByText(text('coach.subscription.status.PAST_DUE'), {}, patiently),
    ).toBeVisible();
    await nothingLoading(canvasElement);
  },
};
