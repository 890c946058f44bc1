import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BookmarkIcon, Button, EmptyState } from '@hci/design-system';
import { argText } from '../storyArgs';

const meta = {
  title: 'Library/Components/EmptyState',
  component: EmptyState,
  args: {
    icon: <BookmarkIcon size="large" />,
    title: 'No bookmarks yet',
    description: 'Bookmark a lesson to find it here later.',
    action: <Button>Browse lessons</Button>,
  },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const say = argText(globals);
    await expect(
      canvas.getByRole('heading', { name: say('No bookmarks yet') }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: say('Browse lessons') })).toBeInTheDocument();
  },
};

export const WithoutAction: Story = { args: { action: undefined } };

export const LongText: Story = {
  args: {
    title: 'You have no coaching sessions scheduled for the selected dates',
    description:
      'Choose other dates, or open the schedule to add sessions for your coaching circle. Students see new sessions right away.',
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: {
    title: 'Aún no tienes marcadores',
    description: 'Marca una lección para encontrarla aquí más tarde.',
    action: <Button>Ver lecciones</Button>,
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
