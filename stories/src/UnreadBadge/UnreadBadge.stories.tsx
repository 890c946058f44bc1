import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Inline, Text, UnreadBadge } from '@hci/design-system';
import { storyText } from '../storyText';

const meta = {
  title: 'Library/Components/UnreadBadge',
  component: UnreadBadge,
  args: { count: 3 },
  render: (args, { globals }) => (
    <Inline space="xsmall">
      <Text as="span">{globals.locale === 'es' ? 'Bandeja de entrada' : 'Inbox'}</Text>
      <UnreadBadge {...args} />
    </Inline>
  ),
} satisfies Meta<typeof UnreadBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Some: Story = {
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals);
    await expect(
      canvas.getByRole('img', { name: text('ds.unreadBadge.label', { count: 3 }) }),
    ).toHaveTextContent('3');
  },
};

export const Empty: Story = {
  args: { count: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

export const AtTheCap: Story = {
  args: { count: 20 },
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals);
    await expect(
      canvas.getByRole('img', { name: text('ds.unreadBadge.label', { count: 20 }) }),
    ).toHaveTextContent('20');
  },
};

export const OverTheCap: Story = {
  args: { count: 25 },
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals);
    await expect(
      canvas.getByRole('img', { name: text('ds.unreadBadge.label', { count: 25 }) }),
    ).toHaveTextContent('20+');
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: { count: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '1 mensaje sin leer' })).toBeInTheDocument();
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, args: { count: 25 } };
