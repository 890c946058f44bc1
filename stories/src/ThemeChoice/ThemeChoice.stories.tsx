import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import {
  Avatar,
  DisclosureMenu,
  DisclosureMenuItem,
  DisclosureMenuSection,
  themeStorageKey,
  visuallyHidden,
} from '@hci/design-system';
import { ThemeChoice } from '@hci/design-system/app';

/** The theme choice as both apps' account menus hold it, above the menu's links. */
function AccountMenuWithTheme() {
  return (
    <div
      style={{
        display: 'flex',
        alignItems: 'flex-start',
        justifyContent: 'flex-end',
        minHeight: 320,
      }}
    >
      <DisclosureMenu
        label={
          <>
            <span className={visuallyHidden}>Account menu</span>
            <Avatar name="Ana Torres" size="small" />
          </>
        }
      >
        <DisclosureMenuSection>
          <ThemeChoice />
        </DisclosureMenuSection>
        <DisclosureMenuItem href="/settings/profile">Profile</DisclosureMenuItem>
      </DisclosureMenu>
    </div>
  );
}

const meta = {
  title: 'App/ThemeChoice',
  component: AccountMenuWithTheme,
  // Each story starts from the device's theme, whatever the previous one chose.
  beforeEach: () => localStorage.removeItem(themeStorageKey),
} satisfies Meta<typeof AccountMenuWithTheme>;
export default meta;
type Story = StoryObj<typeof meta>;

export const InTheAccountMenu: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Account menu/ }));
    await expect(canvas.getByRole('radio', { name: 'Same as this device' })).toBeChecked();
    await userEvent.click(canvas.getByText('Dark'));
    await expect(canvas.getByRole('radio', { name: 'Dark' })).toBeChecked();
    await expect(localStorage.getItem(themeStorageKey)).toBe('dark');
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Account menu/ }));
    await expect(canvas.getByRole('radiogroup', { name: 'Tema' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Igual que este dispositivo' })).toBeChecked();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Account menu/ }));
    await expect(canvas.getByRole('radiogroup', { name: 'Theme' })).toBeVisible();
  },
};
