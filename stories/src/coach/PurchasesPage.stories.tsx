import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, userEvent, waitFor } from 'storybook/test';
import { DEFAULT_MOCK_BASE_URL, emptyHandler, errorHandler, loadingHandler } from '@hci/mock-api';
import { demoCoachClients } from '@hci/demo-world';
import { answers, type AppStoryArgs, appStoryMeta, findPageHeading, patiently } from '../appStory';
import { storyText } from '../storyText';
import { coachApp, signedIn, startingWith } from './coachStory';

const search = '/coach_product_purchases/find_by_criteria';

const base = appStoryMeta(coachApp);
const meta = {
  ...base,
  title: 'Apps/Coach/Purchases',
  args: { path: '/purchases' },
  parameters: { ...base.parameters, ...signedIn },
} satisfies Meta<AppStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'coach');
    await findPageHeading(canvas, text('frame.purchases.title'));
    await expect(
      await canvas.findByRole('table', { name: text('frame.purchases.table') }, patiently),
    ).toBeVisible();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('table', { name: 'Compras' }, patiently)).toBeVisible();
  },
};

export const Dark: Story = {
  ...Filled,
  globals: { theme: 'dark' },
};

export const Filtered: Story = {
  args: { path: '/purchases?status=PAID' },
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'coach');
    await canvas.findByRole('table', { name: text('frame.purchases.table') }, patiently);
    await expect(
      canvas.getByRole('combobox', { name: text('frame.purchases.status') }),
    ).toHaveValue('PAID');
  },
};

export const Loading: Story = {
  parameters: answers(loadingHandler(search, { method: 'post' })),
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'coach');
    await findPageHeading(canvas, text('frame.purchases.title'));
    await expect(await canvas.findByRole('status')).toBeVisible();
  },
};

/**
 * The second page never comes: the first one's totals and rows stay, marked busy under a moving
 * line.
 */
export const NextPageLoading: Story = {
  parameters: answers(
    http.post(`${DEFAULT_MOCK_BASE_URL}${search}`, async ({ request }) => {
      if (new URL(request.url).searchParams.get('page') === '1') await delay('infinite');
      return undefined;
    }),
  ),
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'coach');
    const table = await canvas.findByRole(
      'table',
      { name: text('frame.purchases.table') },
      patiently,
    );
    await userEvent.click(canvas.getByRole('button', { name: text('ds.pagination.next') }));
    await waitFor(() => expect(table.closest('[aria-busy="true"]')).not.toBeNull(), patiently);
    await expect(
      canvas.getByText(
        startingWith(text('ds.pagination.range', { start: 11, end: 17, total: 17 })),
      ),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: text('ds.pagination.previous') }),
    ).toHaveFocus();
  },
};

export const Empty: Story = {
  parameters: answers(emptyHandler(search, { method: 'post' })),
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'coach');
    await expect(
      await canvas.findByRole('heading', { name: text('frame.purchases.empty.title') }, patiently),
    ).toBeVisible();
  },
};

export const Error: Story = {
  parameters: answers(errorHandler(search, { method: 'post' })),
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'coach');
    await expect(
      await canvas.findByRole('button', { name: text('ds.queryView.retry') }, patiently),
    ).toBeVisible();
  },
};

/** The newest of the clients' fifteen purchases, the first client's. */
export const Purchase: Story = {
  args: { path: '/purchases/15' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(demoCoachClients[0]!.email, {}, patiently)).toBeVisible();
  },
};
