import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppName, PageHeading } from '@hci/app-frame';
import { expect, waitFor } from 'storybook/test';

const meta = {
  title: 'Apps/Frame/PageHeading',
  component: PageHeading,
  args: { children: 'Your services and products' },
  decorators: [
    (Story) => (
      <AppName name="Coach">
        <Story />
      </AppName>
    ),
  ],
} satisfies Meta<typeof PageHeading>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveAttribute('tabindex', '-1');
    await waitFor(() => expect(document.title).toBe('Your services and products · Coach'));
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
