import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { NavTabs, RouterProvider } from '@hci/design-system';
import { argText } from '../storyArgs';

const navigate = fn();

const meta = {
  title: 'Library/Components/NavTabs',
  component: NavTabs,
  args: {
    label: 'Messages to show',
    items: [
      { href: '/inbox', label: 'Inbox', isCurrent: true },
      { href: '/inbox?view=archived', label: 'Archived' },
    ],
  },
  decorators: [(Story) => <RouterProvider navigate={navigate}>{Story()}</RouterProvider>],
} satisfies Meta<typeof NavTabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const say = argText(globals);
    await expect(canvas.getByRole('navigation', { name: say('Messages to show') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: say('Inbox') })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const KeyboardFocus: Story = {
  play: async ({ canvas, globals }) => {
    const say = argText(globals);
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: say('Archived') })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/inbox?view=archived', undefined);
  },
};

export const Narrow: Story = {
  args: {
    label: 'History to show',
    items: [
      { href: '/settings/account-history', label: 'Account history' },
      { href: '/settings/account-history?view=activity', label: 'Activity log', isCurrent: true },
      { href: '/settings/account-history?view=payments', label: 'Payments and refunds' },
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
};

export const Dark: Story = { globals: { theme: 'dark' } };
