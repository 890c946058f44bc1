import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Route } from 'wouter';
import { emptyHandler, errorHandler, fixtures, loadingHandler } from '@hci/api-schema/msw';
import { CoachProfilePage, PurchasePage, PurchasesPage } from '@hci/portal/pages';
import { loadPortalMessages, portalPage } from './portalPage';

const search = '/coach_product_purchases/find_by_criteria' as const;
const coach = { session: fixtures.demoCoachSession };

const meta = {
  title: 'Portal/Coach pages',
  component: PurchasesPage,
  parameters: { loadMessages: loadPortalMessages },
} satisfies Meta<typeof PurchasesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Purchases: Story = {
  decorators: [portalPage({ path: '/purchases', ...coach })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('table', { name: 'Purchases' })).toBeVisible();
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
  decorators: [portalPage({ path: '/purchases?status=PAID', ...coach })],
  play: async ({ canvas }) => {
    await canvas.findByRole('table', { name: 'Purchases' });
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveValue('PAID');
  },
};

export const PurchasesLoading: Story = {
  decorators: [
    portalPage({
      path: '/purchases',
      handlers: [loadingHandler(search, { method: 'post' })],
      ...coach,
    }),
  ],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveAttribute('aria-busy', 'true');
  },
};

export const PurchasesEmpty: Story = {
  decorators: [
    portalPage({
      path: '/purchases',
      handlers: [emptyHandler(search, { method: 'post' })],
      ...coach,
    }),
  ],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No purchases found' })).toBeVisible();
  },
};

export const PurchasesError: Story = {
  decorators: [
    portalPage({
      path: '/purchases',
      handlers: [errorHandler(search, { method: 'post' })],
      ...coach,
    }),
  ],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const Purchase: Story = {
  render: () => (
    <Route path="/purchases/:purchaseId">
      <PurchasePage />
    </Route>
  ),
  decorators: [portalPage({ path: '/purchases/15', ...coach })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(fixtures.purchases[0]!.customer.email)).toBeVisible();
  },
};

export const CoachProfile: Story = {
  render: () => <CoachProfilePage />,
  decorators: [portalPage({ path: '/coach-profile', ...coach })],
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
  render: () => <CoachProfilePage />,
  decorators: [
    portalPage({
      path: '/coach-profile',
      handlers: [loadingHandler('/coaches/{coachId}')],
      ...coach,
    }),
  ],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading your coach profile');
  },
};

export const CoachProfileError: Story = {
  render: () => <CoachProfilePage />,
  decorators: [
    portalPage({
      path: '/coach-profile',
      handlers: [errorHandler('/coaches/{coachId}')],
      ...coach,
    }),
  ],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
