import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { themeStorageKey } from '@hci/design-system';
import { AccountMenu } from '@hci/app-frame';
import { argText } from '../storyArgs';
import { containing, storyText } from '../storyText';

/** Both apps' menu behind the avatar: the theme, the user's own page and signing out. */
const meta = {
  title: 'Apps/Frame/AccountMenu',
  component: AccountMenu,
  args: {
    name: 'Ana Torres',
    account: { href: '/settings/profile', label: 'Profile' },
    onSignOut: fn(),
  },
  decorators: [
    // At the end of a header, with room below for the open list.
    (Story) => (
      <div
        style={{
          display: 'flex',
          alignItems: 'flex-start',
          justifyContent: 'flex-end',
          minHeight: 360,
        }}
      >
        {Story()}
      </div>
    ),
  ],
  // Each story starts from the device's theme, whatever the previous one chose.
  beforeEach: () => localStorage.removeItem(themeStorageKey),
} satisfies Meta<typeof AccountMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ args, canvas, globals }) => {
    const text = await storyText(globals);
    await userEvent.click(
      canvas.getByRole('button', { name: containing(text('frame.app.accountMenu')) }),
    );
    await expect(canvas.getByRole('radio', { name: text('frame.app.theme.system') })).toBeChecked();
    // The app names the link to the user's own page; the menu shows the label it is given (in
    // the toolbar's language, from the stories' catalogue).
    await expect(
      canvas.getByRole('link', { name: argText(globals)(args.account.label) }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: text('frame.app.signOut') })).toBeVisible();
  },
};

export const SigningOut: Story = {
  // The menu closes on the press; there is nothing new to see.
  parameters: { screenshot: false },
  play: async ({ canvas, args, globals }) => {
    const text = await storyText(globals);
    const menu = containing(text('frame.app.accountMenu'));
    await userEvent.click(canvas.getByRole('button', { name: menu }));
    await userEvent.click(canvas.getByRole('button', { name: text('frame.app.signOut') }));
    await expect(args.onSignOut).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('button', { name: menu })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

export const ChoosingDark: Story = {
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals);
    await userEvent.click(
      canvas.getByRole('button', { name: containing(text('frame.app.accountMenu')) }),
    );
    await userEvent.click(canvas.getByText(text('frame.app.theme.dark')));
    await expect(canvas.getByRole('radio', { name: text('frame.app.theme.dark') })).toBeChecked();
    await expect(localStorage.getItem(themeStorageKey)).toBe('dark');
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: { account: { href: '/settings/profile', label: 'Perfil' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Menú de la cuenta/ }));
    await expect(canvas.getByRole('radiogroup', { name: 'Tema' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Igual que este dispositivo' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals);
    await userEvent.click(
      canvas.getByRole('button', { name: containing(text('frame.app.accountMenu')) }),
    );
    await expect(canvas.getByRole('radiogroup', { name: text('frame.app.theme') })).toBeVisible();
  },
};
