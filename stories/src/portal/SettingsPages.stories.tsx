import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { emptyHandler, errorHandler, loadingHandler } from '@hci/mock-api';
import { answers, appStoryMeta, type AppStoryArgs } from '../appStory';
import { storyText } from '../storyText';
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
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    await expect(
      await canvas.findByRole('button', {
        name: text('portal.agreements.download', {
          name: text('portal.systemText.ENROLLMENT_AGREEMENT', { cohort: 'HCTP 2026 Spring' }),
        }),
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
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    await expect(
      await canvas.findByRole('heading', { name: text('portal.agreements.emptyTitle') }),
    ).toBeVisible();
  },
};

export const AgreementsError: Story = {
  parameters: answers(errorHandler(envelopes)),
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    await expect(
      await canvas.findByRole('button', { name: text('ds.queryView.retry') }),
    ).toBeVisible();
  },
};

export const AccountHistory: Story = {
  args: accountHistory,
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    await expect(
      await canvas.findByRole('table', { name: text('portal.accountHistory.historyTable') }),
    ).toBeVisible();
    // The page's tab, not the settings list's link of the same name.
    const tabs = within(
      canvas.getByRole('navigation', { name: text('portal.accountHistory.sections') }),
    );
    await expect(
      tabs.getByRole('link', { name: text('portal.accountHistory.tab.history') }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(
      await canvas.findByRole('combobox', { name: text('ds.pagination.rowsPerPage') }),
    ).toHaveValue('10');
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
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    await expect(
      await canvas.findByRole('heading', { name: text('portal.accountHistory.emptyHistoryTitle') }),
    ).toBeVisible();
  },
};

export const AccountHistoryError: Story = {
  args: accountHistory,
  parameters: answers(errorHandler(history)),
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    await expect(
      await canvas.findByRole('button', { name: text('ds.queryView.retry') }),
    ).toBeVisible();
  },
};

export const ActivityLog: Story = {
  args: { path: '/settings/account-history?view=activity' },
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    await expect(
      await canvas.findByRole('table', { name: text('portal.accountHistory.activityTable') }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: text('portal.accountHistory.tab.activity') }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(
      await canvas.findByRole('combobox', { name: text('ds.pagination.rowsPerPage') }),
    ).toHaveValue('10');
  },
};

export const CommunicationPreferences: Story = {
  args: communicationPreferences,
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    await expect(
      await canvas.findByRole('switch', { name: text('portal.communicationPreferences.email') }),
    ).toBeChecked();
    await expect(
      canvas.getByRole('checkbox', {
        name: text('portal.communicationPreferences.topic.COACHING_CIRCLES'),
      }),
    ).toBeChecked();
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
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    await expect(
      await canvas.findByRole('button', { name: text('ds.queryView.retry') }),
    ).toBeVisible();
  },
};
