import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { BookmarkIcon, ToggleButton } from '@hci/design-system';
import { argText } from '../storyArgs';

const meta = {
  title: 'Library/Components/ToggleButton',
  component: ToggleButton,
  args: {
    'aria-label': 'Bookmark Sleep and recovery',
    icon: <BookmarkIcon />,
    onChange: fn(),
  },
} satisfies Meta<typeof ToggleButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {};

export const On: Story = { args: { defaultSelected: true } };

export const PressedWithKeyboard: Story = {
  play: async ({ args, canvas, globals }) => {
    const say = argText(globals);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(
      canvas.getByRole('button', { name: say('Bookmark Sleep and recovery') }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const WithLabel: Story = {
  args: { 'aria-label': undefined, children: 'Bookmark', defaultSelected: true },
};

export const Disabled: Story = { args: { isDisabled: true } };

export const Dark: Story = { globals: { theme: 'dark' }, args: { defaultSelected: true } };
