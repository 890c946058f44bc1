import type { Meta, StoryObj } from '@storybook/react-vite';
import { LanguageSwitch } from '@hci/app-frame';
import { expect } from 'storybook/test';

const meta = {
  title: 'Apps/Frame/LanguageSwitch',
  component: LanguageSwitch,
} satisfies Meta<typeof LanguageSwitch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Español (change the language)' });
    await expect(button.querySelector('[lang="es"]')).toHaveTextContent('Español');
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
