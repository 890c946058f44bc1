import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { emptyHandler, errorHandler, loadingHandler } from '@hci/api-schema/msw';
import { answers, appStoryMeta, type AppStoryArgs } from '../appStory';
import { portalApp } from './portalStory';

/** The settings pages besides the profile, each in its four states. */
const base = appStoryMeta(portalApp);
const meta = {
  ...base,
  title: 'Apps/Portal/Settings',
  args: { path: '/settings/agreements' },
} satisfies Meta<AppStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

const envelopes = '/students/{studentId}/envelopes' as const;
const history = '/students/{studentId}/account_history' as const;
const preferences = '/students/{studentId}/communication_preferences' as const;

const accountHistory = { path: '/settings/account-history' };
const communicationPreferences = { path: '/settings/communication-preferences' };

export const Agreements: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('button', {
        name: 'Download Enrollment agreement: HCTP 2026 Spring',
      }),
    ).toBeVisible();
  },
};

export const AgreementsLoading: Story = {
  parameters: answers(loadingHandler(envelopes)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveAttribute('aria-busy', 'true');
  },
};

export const AgreementsEmpty: Story = {
  parameters: answers(emptyHandler(envelopes)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No agreements yet' })).toBeVisible();
  },
};

export const AgreementsError: Story = {
  parameters: answers(errorHandler(envelopes)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const AccountHistory: Story = {
  args: accountHistory,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('table', { name: 'Account history' })).toBeVisible();
    // The page's tab, not the settings list's link of the same name.
    const tabs = within(canvas.getByRole('navigation', { name: 'History to show' }));
    await expect(tabs.getByRole('link', { name: 'Account history' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(await canvas.findByRole('combobox', { name: 'Rows per page' })).toHaveValue('10');
  },
};

export const AccountHistoryLoading: Story = {
  args: accountHistory,
  parameters: answers(loadingHandler(history)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveAttribute('aria-busy', 'true');
  },
};

export const AccountHistoryEmpty: Story = {
  args: accountHistory,
  parameters: answers(emptyHandler(history)),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'No account events yet' }),
    ).toBeVisible();
  },
};

export const AccountHistoryError: Story = {
  args: accountHistory,
  parameters: answers(errorHandler(history)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const ActivityLog: Story = {
  args: { path: '/settings/account-history?view=activity' },
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
  args: communicationPreferences,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('switch', { name: 'Email' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Coaching circles' })).toBeChecked();
  },
};

export const CommunicationPreferencesLoading: Story = {
  args: communicationPreferences,
  parameters: answers(loadingHandler(preferences)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveAttribute('aria-busy', 'true');
  },
};

export const CommunicationPreferencesError: Story = {
  args: communicationPreferences,
  parameters: answers(errorHandler(preferences)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
