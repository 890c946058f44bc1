import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Breadcrumbs } from '@hci/design-system';
import { argText } from '../storyArgs';
import { storyText } from '../storyText';

const meta = {
  title: 'Library/Components/Breadcrumbs',
  component: Breadcrumbs,
  args: {
    items: [
      { id: 'courses', label: 'My courses', href: '#courses' },
      { id: 'course', label: 'Health Coach Certification', href: '#course' },
      { id: 'module', label: 'Module 3: Building habits' },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals);
    const say = argText(globals);
    await expect(
      canvas.getByRole('navigation', { name: text('ds.breadcrumbs.label') }),
    ).toBeVisible();
    // A built Storybook renders without React's act(): the items arrive a moment after the list.
    await expect(await canvas.findByText(say('Module 3: Building habits'))).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const FocusVisible: Story = {
  play: async ({ canvas, globals }) => {
    const say = argText(globals);
    // A built Storybook renders without React's act(): the links arrive a moment after the list.
    const first = await canvas.findByRole('link', { name: say('My courses') });
    await userEvent.tab();
    await expect(first).toHaveFocus();
  },
};

export const LongText: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
  args: {
    items: [
      { id: 'settings', label: 'Settings', href: '#settings' },
      { id: 'plan', label: 'Payment plan terms and conditions', href: '#plan' },
      { id: 'history', label: 'Account history for the spring cohort of 2026' },
    ],
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: {
    items: [
      { id: 'courses', label: 'Mis cursos', href: '#courses' },
      { id: 'module', label: 'Módulo 3: Hábitos' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Ruta de navegación' })).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
