import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Link, RouterProvider, Text } from '@hci/design-system';
import { argText } from '../storyArgs';
import { storyText } from '../storyText';

const navigate = fn();

const meta = {
  title: 'Library/Components/Link',
  component: Link,
  args: { href: '/courses/nutrition-basics', children: 'Nutrition basics' },
  decorators: [(Story) => <RouterProvider navigate={navigate}>{Story()}</RouterProvider>],
  beforeEach: () => navigate.mockClear(),
} satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const say = argText(globals);
    await userEvent.click(canvas.getByRole('link', { name: say('Nutrition basics') }));
    await expect(navigate).toHaveBeenCalledWith('/courses/nutrition-basics');
  },
};

export const InText: Story = {
  render: (args) => (
    <Text>
      Read <Link {...args} /> before your first coaching session.
    </Text>
  ),
};

export const Hovered: Story = {
  play: async ({ canvas }) => userEvent.hover(canvas.getByRole('link')),
};

export const FocusVisible: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link')).toHaveFocus();
  },
};

export const External: Story = {
  args: { href: 'https://example.org/help', isExternal: true, children: 'Help centre' },
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals);
    const say = argText(globals);
    const link = canvas.getByRole('link', {
      name: `${say('Help centre')} ${text('ds.link.newTab')}`,
    });
    await expect(link).toHaveAttribute('target', '_blank');
  },
};

export const AsButton: Story = { args: { appearance: 'primary', children: 'Browse courses' } };

export const AsSecondaryButton: Story = {
  args: { appearance: 'secondary', children: 'View schedule' },
};

export const LongText: Story = {
  args: {
    children: 'Read the complete guide to preparing for your health coach certification exam',
  },
  decorators: [(Story) => <div style={{ maxWidth: 280 }}>{Story()}</div>],
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: { href: 'https://example.org/ayuda', isExternal: true, children: 'Centro de ayuda' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('link', { name: 'Centro de ayuda (se abre en una pestaña nueva)' }),
    ).toBeInTheDocument();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: (args) => (
    <Text>
      Read <Link {...args} /> before your first coaching session.
    </Text>
  ),
};
