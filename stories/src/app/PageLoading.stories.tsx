import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageLoading } from '@hci/app-frame';
import { expect } from 'storybook/test';
import { storyText } from '../storyText';

const meta = {
  title: 'Apps/Frame/PageLoading',
  component: PageLoading,
} satisfies Meta<typeof PageLoading>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals);
    const status = canvas.getByRole('status');
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(status).toHaveTextContent(text('frame.app.loadingPage'));
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
