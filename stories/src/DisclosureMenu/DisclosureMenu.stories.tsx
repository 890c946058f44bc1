import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import {
  Avatar,
  DisclosureMenu,
  DisclosureMenuItem,
  RouterProvider,
  visuallyHidden,
} from '@hci/design-system';
import { argText } from '../storyArgs';

const navigate = fn();
const signOut = fn();

const meta = {
  title: 'Library/Components/DisclosureMenu',
  component: DisclosureMenu,
  args: {
    label: (
      <>
        <span className={visuallyHidden}>Account menu</span>
        <Avatar name="Ana Torres" size="small" />
      </>
    ),
    children: [
      <DisclosureMenuItem key="profile" href="/settings/profile">
        Profile
      </DisclosureMenuItem>,
      <DisclosureMenuItem key="signOut" onPress={signOut}>
        Sign out
      </DisclosureMenuItem>,
    ],
  },
  // At the side of a row its list lines up with, with room below for the open list.
  decorators: [
    (Story, { args }) => (
      <RouterProvider navigate={navigate}>
        <div
          style={{
            display: 'flex',
            alignItems: 'flex-start',
            justifyContent: args.align === 'start' ? 'flex-start' : 'flex-end',
            minHeight: 160,
          }}
        >
          {Story()}
        </div>
      </RouterProvider>
    ),
  ],
} satisfies Meta<typeof DisclosureMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvas, globals }) => {
    const say = argText(globals);
    await expect(
      canvas.getByRole('button', { name: new RegExp(say('Account menu')) }),
    ).toHaveAttribute('aria-expanded', 'false');
  },
};

export const OpenWithKeyboard: Story = {
  play: async ({ canvas, globals }) => {
    const say = argText(globals);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(
      canvas.getByRole('button', { name: new RegExp(say('Account menu')) }),
    ).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: say('Profile') })).toHaveFocus();
  },
};

export const EscapeReturnsToTheButton: Story = {
  play: async ({ canvas, globals }) => {
    const say = argText(globals);
    const button = canvas.getByRole('button', { name: new RegExp(say('Account menu')) });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: say('Sign out') })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveFocus();
    await expect(signOut).not.toHaveBeenCalled();
  },
};

export const TextLabelAlignedStart: Story = {
  args: { label: 'Settings', align: 'start' },
  play: async ({ canvas, globals }) => {
    const say = argText(globals);
    await userEvent.click(canvas.getByRole('button', { name: say('Settings') }));
    await expect(canvas.getByRole('link', { name: say('Profile') })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas, globals }) => {
    const say = argText(globals);
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(say('Account menu')) }));
    await expect(canvas.getByRole('button', { name: say('Sign out') })).toBeVisible();
  },
};
