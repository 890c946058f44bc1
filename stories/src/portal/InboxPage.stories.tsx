import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { emptyHandler, errorHandler, loadingHandler } from '@hci/api-schema/msw';
import { InboxPage } from '@hci/portal/pages';
import { loadPortalMessages, portalPage } from './portalPage';

const list = '/students/{studentId}/communication_intents' as const;

const meta = {
  title: 'Portal/Inbox',
  component: InboxPage,
  parameters: { loadMessages: loadPortalMessages },
} satisfies Meta<typeof InboxPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  decorators: [portalPage({ path: '/inbox' })],
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Messages' });
    await expect(table).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Inbox' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('button', { name: 'Archive selected' })).toBeDisabled();
    await expect(await canvas.findByRole('combobox', { name: 'Rows per page' })).toHaveValue('20');
  },
};

export const SelectedForArchiving: Story = {
  decorators: [portalPage({ path: '/inbox' })],
  // The check marks animate in after the clicks, so a picture is not stable; the play function
  // checks the state instead, and the Filled story covers the look of the list.
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    await canvas.findByRole('table', { name: 'Messages' });
    const [, first, second] = canvas.getAllByRole('checkbox');
    await userEvent.click(first!);
    await userEvent.click(second!);
    const actions = canvas.getByRole('group', { name: 'Actions for the selected messages' });
    await expect(within(actions).getByRole('status')).toHaveTextContent('2 messages selected');
    await expect(canvas.getByRole('button', { name: 'Archive selected' })).toBeEnabled();
    await expect(await canvas.findByRole('combobox', { name: 'Rows per page' })).toHaveValue('20');
  },
};

export const Archived: Story = {
  decorators: [portalPage({ path: '/inbox?view=archived' })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('table', { name: 'Archived messages' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Archived' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(await canvas.findByRole('combobox', { name: 'Rows per page' })).toHaveValue('20');
  },
};

export const Loading: Story = {
  decorators: [
    portalPage({ path: '/inbox', handlers: [loadingHandler(list, { method: 'post' })] }),
  ],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  decorators: [portalPage({ path: '/inbox', handlers: [emptyHandler(list, { method: 'post' })] })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Your inbox is empty' })).toBeVisible();
  },
};

export const Error: Story = {
  decorators: [portalPage({ path: '/inbox', handlers: [errorHandler(list, { method: 'post' })] })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
