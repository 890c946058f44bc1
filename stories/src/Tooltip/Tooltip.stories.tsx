import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button, Tooltip } from '@hci/design-system';
import { argText } from '../storyArgs';

const meta = {
  title: 'Library/Components/Tooltip',
  component: Tooltip,
  decorators: [(Story) => <div style={{ paddingBlock: 64, paddingInline: 96 }}>{Story()}</div>],
  parameters: { screenshot: 'viewport' },
  args: {
    content: 'Copies the link to your public profile',
    children: <Button variant="secondary">Copy link</Button>,
  },
} satisfies Meta<typeof Tooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OnFocus: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const say = argText(globals);
    await userEvent.tab();
    const tooltip = await within(canvasElement.ownerDocument.body).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent(say('Copies the link to your public profile'));
    // The button is JSX among the args, so its text comes translated too.
    await expect(
      canvas.getByRole('button', { name: say('Copy link') }),
    ).toHaveAccessibleDescription(say('Copies the link to your public profile'));
  },
};

export const Below: Story = {
  args: { placement: 'bottom' },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await within(canvasElement.ownerDocument.body).findByRole('tooltip');
  },
};

export const LongText: Story = {
  args: {
    content:
      'Share this link with clients so they can read your introduction, specializations and languages before booking a session.',
  },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await within(canvasElement.ownerDocument.body).findByRole('tooltip');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await within(canvasElement.ownerDocument.body).findByRole('tooltip');
  },
};
