import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { emptyHandler, errorHandler, loadingHandler } from '@hci/api-schema/msw';
import {
  AccountHistoryPage,
  AgreementsPage,
  CommunicationPreferencesPage,
} from '@hci/portal/pages';
import { loadPortalMessages, portalPage } from './portalPage';

/** The settings pages besides the profile, each in its four states. */
const meta = {
  title: 'Portal/Settings',
  parameters: { loadMessages: loadPortalMessages },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const envelopes = '/students/{studentId}/envelopes' as const;
const history = '/students/{studentId}/account_history' as const;
const preferences = '/students/{studentId}/communication_preferences' as const;

export const Agreements: Story = {
  render: () => <AgreementsPage />,
  decorators: [portalPage({ path: '/settings/agreements' })],
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('button', { name: 'Download Enrollment agreement' }),
    ).toBeVisible();
  },
};

export const AgreementsLoading: Story = {
  render: () => <AgreementsPage />,
  decorators: [portalPage({ handlers: [loadingHandler(envelopes)] })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveAttribute('aria-busy', 'true');
  },
};

export const AgreementsEmpty: Story = {
  render: () => <AgreementsPage />,
  decorators: [portalPage({ handlers: [emptyHandler(envelopes)] })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No agreements yet' })).toBeVisible();
  },
};

export const AgreementsError: Story = {
  render: () => <AgreementsPage />,
  decorators: [portalPage({ handlers: [errorHandler(envelopes)] })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const AccountHistory: Story = {
  render: () => <AccountHistoryPage />,
  decorators: [portalPage({ path: '/settings/account-history' })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('table', { name: 'Account history' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Account history' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(await canvas.findByRole('combobox', { name: 'Rows per page' })).toHaveValue('10');
  },
};

export const AccountHistoryLoading: Story = {
  render: () => <AccountHistoryPage />,
  decorators: [
    portalPage({ path: '/settings/account-history', handlers: [loadingHandler(history)] }),
  ],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveAttribute('aria-busy', 'true');
  },
};

export const AccountHistoryEmpty: Story = {
  render: () => <AccountHistoryPage />,
  decorators: [
    portalPage({ path: '/settings/account-history', handlers: [emptyHandler(history)] }),
  ],
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'No account events yet' }),
    ).toBeVisible();
  },
};

export const AccountHistoryError: Story = {
  render: () => <AccountHistoryPage />,
  decorators: [
    portalPage({ path: '/settings/account-history', handlers: [errorHandler(history)] }),
  ],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const ActivityLog: Story = {
  render: () => <AccountHistoryPage />,
  decorators: [portalPage({ path: '/settings/account-history?view=activity' })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('table', { name: 'Activity log' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Activity log' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(await canvas.findByRole('combobox', { name: 'Rows per page' })).toHaveValue('10');
  },
};

export const CommunicationPreferences: Story = {
  render: () => <CommunicationPreferencesPage />,
  decorators: [portalPage({ path: '/settings/communication-preferences' })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('switch', { name: 'Email' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Coaching circles' })).toBeChecked();
  },
};

export const CommunicationPreferencesLoading: Story = {
  render: () => <CommunicationPreferencesPage />,
  decorators: [portalPage({ handlers: [loadingHandler(preferences)] })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveAttribute('aria-busy', 'true');
  },
};

export const CommunicationPreferencesError: Story = {
  render: () => <CommunicationPreferencesPage />,
  decorators: [portalPage({ handlers: [errorHandler(preferences)] })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
