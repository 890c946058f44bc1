import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouteLoadError } from '@hci/app-frame';
import { expect, fn } from 'storybook/test';
import { storyText } from '../storyText';

const meta = {
  title: 'Apps/Frame/RouteLoadError',
  component: RouteLoadError,
  args: { onRetry: fn() },
} satisfies Meta<typeof RouteLoadError>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, globals, userEvent }) => {
    const text = await storyText(globals);
    await expect(
      canvas.getByRole('heading', { level: 1, name: text('frame.app.loadErrorTitle') }),
    ).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: text('frame.app.retry') }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'No se pudo cargar esta página' }),
    ).toBeInTheDocument();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
