import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { emptyHandler, errorHandler, loadingHandler } from '@hci/mock-api';
import { demoCoachClients } from '@hci/demo-world';
import { answers, appStoryMeta, type AppStoryArgs } from '../appStory';
import { storyText } from '../storyText';
import { portalApp, signedInAsCoach } from './portalStory';

const search = '/coach_product_purchases/find_by_criteria' as const;

const base = appStoryMeta(portalApp);
const meta = {
  ...base,
  title: 'Apps/Portal/Coach pages',
  args: { path: '/purchases' },
  parameters: { ...base.parameters, ...signedInAsCoach },
} satisfies Meta<AppStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

const coachProfile = { path: '/coach-profile' };

export const Purchases: Story = {
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    await expect(
      await canvas.findByRole('table', { name: text('frame.purchases.table') }),
    ).toBeVisible();
  },
};

export const PurchasesSpanish: Story = {
  ...Purchases,
  globals: { locale: 'es' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('table', { name: 'Compras' })).toBeVisible();
  },
};

export const PurchasesDark: Story = {
  ...Purchases,
  globals: { theme: 'dark' },
};

export const PurchasesFiltered: Story = {
  args: { path: '/purchases?status=PAID' },
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    await canvas.findByRole('table', { name: text('frame.purchases.table') });
    await expect(
      canvas.getByRole('combobox', { name: text('frame.purchases.status') }),
    ).toHaveValue('PAID');
  },
};

export const PurchasesLoading: Story = {
  parameters: answers(loadingHandler(search, { method: 'post' })),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveAttribute('aria-busy', 'true');
  },
};

export const PurchasesEmpty: Story = {
  parameters: answers(emptyHandler(search, { method: 'post' })),
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    await expect(
      await canvas.findByRole('heading', { name: text('frame.purchases.empty.title') }),
    ).toBeVisible();
  },
};

export const PurchasesError: Story = {
  parameters: answers(errorHandler(search, { method: 'post' })),
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    await expect(
      await canvas.findByRole('button', { name: text('ds.queryView.retry') }),
    ).toBeVisible();
  },
};

/** The newest of the clients' fifteen purchases, the first client's. */
export const Purchase: Story = {
  args: { path: '/purchases/15' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(demoCoachClients[0]!.email)).toBeVisible();
  },
};

export const CoachProfile: Story = {
  args: coachProfile,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Marisol Reyes' })).toBeVisible();
  },
};

export const CoachProfileSpanish: Story = {
  ...CoachProfile,
  globals: { locale: 'es' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Acerca de' })).toBeVisible();
  },
};

export const CoachProfileDark: Story = {
  ...CoachProfile,
  globals: { theme: 'dark' },
};

export const CoachProfileLoading: Story = {
  args: coachProfile,
  parameters: answers(loadingHandler('/coaches/{coachId}')),
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      text('portal.coachProfile.loading'),
    );
  },
};

export const CoachProfileError: Story = {
  args: coachProfile,
  parameters: answers(errorHandler('/coaches/{coachId}')),
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    await expect(
      await canvas.findByRole('button', { name: text('ds.queryView.retry') }),
    ).toBeVisible();
  },
};
