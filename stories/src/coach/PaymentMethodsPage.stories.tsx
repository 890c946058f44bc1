import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { errorHandler, loadingHandler } from '@hci/mock-api';
import {
  answers,
  type AppStoryArgs,
  appStoryMeta,
  findOpenDialog,
  findPageHeading,
  patiently,
} from '../appStory';
import { savedVisa } from '@hci/page-harness';
import { storyText } from '../storyText';
import { coachApp, signedIn } from './coachStory';

const methods = '/students/{studentId}/payment_methods';

const base = appStoryMeta(coachApp);
const meta = {
  ...base,
  title: 'Apps/Coach/Payment methods',
  args: { path: '/payment-methods' },
  parameters: { ...base.parameters, ...signedIn },
} satisfies Meta<AppStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  parameters: { arrange: savedVisa },
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'coach');
    await findPageHeading(canvas, text('frame.paymentMethod.title'));
    await expect(
      await canvas.findByRole(
        'heading',
        {
          name: text('frame.paymentMethod.cardEnding', {
            brand: text('frame.option.cardBrand.VISA'),
            last4: '4242',
          }),
        },
        patiently,
      ),
    ).toBeVisible();
    await expect(canvas.getByText(text('frame.paymentMethod.default'))).toBeVisible();
  },
};

export const Dark: Story = {
  ...Filled,
  globals: { theme: 'dark' },
};

export const Spanish: Story = {
  parameters: { arrange: savedVisa },
  globals: { locale: 'es' },
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Método de pago');
    await expect(
      await canvas.findByRole('heading', { name: 'Visa terminada en 4242' }, patiently),
    ).toBeVisible();
  },
};

/** Adding a card: the design system's card form, in a dialog. */
export const AddingACard: Story = {
  parameters: { screenshot: 'viewport' },
  play: async ({ canvas, canvasElement, globals }) => {
    const text = await storyText(globals, 'coach');
    await userEvent.click(
      await canvas.findByRole('button', { name: text('frame.paymentMethod.addCard') }, patiently),
    );
    const dialog = await findOpenDialog(canvasElement, 'dialog');
    await expect(
      within(dialog).getByRole('heading', { name: text('frame.paymentMethod.addTitle') }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: answers(loadingHandler(methods)),
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'coach');
    await findPageHeading(canvas, text('frame.paymentMethod.title'));
    await expect(await canvas.findByRole('status')).toHaveAttribute('aria-busy', 'true');
  },
};

/** As the demo world's coach is: no card saved. */
export const Empty: Story = {
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'coach');
    await expect(
      await canvas.findByRole(
        'heading',
        { name: text('frame.paymentMethod.emptyTitle') },
        patiently,
      ),
    ).toBeVisible();
  },
};

export const Error: Story = {
  parameters: answers(errorHandler(methods)),
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'coach');
    await expect(
      await canvas.findByRole('button', { name: text('ds.queryView.retry') }, patiently),
    ).toBeVisible();
  },
};
