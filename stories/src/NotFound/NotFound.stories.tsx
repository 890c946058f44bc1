import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { NotFound } from '@hci/design-system';
import { storyText } from '../storyText';

const meta = {
  title: 'Library/Components/NotFound',
  component: NotFound,
  args: { homeHref: '/' },
} satisfies Meta<typeof NotFound>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals);
    await expect(
      canvas.getByRole('heading', { level: 1, name: text('ds.notFound.title') }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: text('ds.notFound.home') })).toHaveAttribute(
      'href',
      '/',
    );
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Página no encontrada' })).toBeInTheDocument();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
