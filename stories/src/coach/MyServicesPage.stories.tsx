import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { emptyHandler, errorHandler, loadingHandler } from '@hci/api-schema/msw';
import {
  answers,
  type AppStoryArgs,
  appStoryMeta,
  findOpenDialog,
  findPageHeading,
  patiently,
  picturesShown,
  recoverApi,
} from '../appStory';
import { coachApp, signedIn } from './coachStory';

const products = '/coaches/{coachId}/products';
const publicProducts = '/coaches/{coachId}/products/public';

const base = appStoryMeta(coachApp);
const meta = {
  ...base,
  title: 'Apps/Coach/My services',
  args: { path: '/my-services' },
  parameters: { ...base.parameters, ...signedIn },
} satisfies Meta<AppStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: answers(loadingHandler(products), loadingHandler(publicProducts)),
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Your services and products');
    const [services] = await canvas.findAllByRole('status');
    await expect(services).toHaveAttribute('aria-busy', 'true');
    await expect(services).toHaveTextContent('Loading your services');
  },
};

/** A new coach: what to do next, and nothing published. */
export const Empty: Story = {
  parameters: answers(emptyHandler(products), emptyHandler(publicProducts)),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Nothing on offer yet' }, patiently),
    ).toBeVisible();
    await expect(await canvas.findByText('Nothing is published yet.', {}, patiently)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add a service or product' })).toBeEnabled();
  },
};

/** Both lists fail; once the API answers again, trying again shows them. */
export const Error: Story = {
  parameters: answers(errorHandler(products), errorHandler(publicProducts)),
  play: async ({ canvas, canvasElement }) => {
    await findPageHeading(canvas, 'Your services and products');
    await waitFor(
      () => expect(canvas.getAllByRole('button', { name: 'Try again' })).toHaveLength(2),
      patiently,
    );
    const retries = canvas.getAllByRole('button', { name: 'Try again' });
    await expect(canvas.getAllByText('An error found, please try again.')[0]).toBeVisible();
    recoverApi();
    for (const retry of retries) await userEvent.click(retry);
    await expect(await canvas.findByRole('article', { name: 'Free discovery call' })).toBeVisible();
    const published = await canvas.findByRole('list', { name: 'What clients see' });
    await expect(within(published).getAllByRole('listitem')).toHaveLength(4);
    await picturesShown(canvasElement, 3);
  },
};

export const Filled: Story = {
  play: async ({ canvas, canvasElement }) => {
    const card = await canvas.findByRole('article', { name: 'Free discovery call' }, patiently);
    await expect(within(card).getByText('Free')).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(5);
    await expect(
      within(canvas.getByRole('article', { name: 'Coaching journal' })).getByText('Not published'),
    ).toBeVisible();
    await canvas.findByRole('list', { name: 'What clients see' });
    await picturesShown(canvasElement, 3);
  },
};

/** Adding a service opens the editor over the page. */
export const AddingAService: Story = {
  parameters: { screenshot: 'viewport' },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('article', { name: 'Free discovery call' }, patiently);
    await picturesShown(canvasElement, 3);
    await userEvent.click(canvas.getByRole('button', { name: 'Add a service or product' }));
    const editor = await findOpenDialog(canvasElement);
    await expect(within(editor).getByRole('heading', { level: 2 })).toBeVisible();
  },
};
