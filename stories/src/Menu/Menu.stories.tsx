import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, Menu, MenuItem, MenuTrigger } from '@hci/design-system';
import { expectThemedSurface } from '../themedSurface';

const meta = {
  title: 'Library/Components/Menu',
  component: Menu,
  parameters: { screenshot: 'viewport' },
  args: { 'aria-label': 'Payment method actions', onAction: fn() },
  render: (args) => (
    <MenuTrigger>
      <Button variant="secondary">Actions</Button>
      <Menu {...args}>
        <MenuItem id="edit">Edit</MenuItem>
        <MenuItem id="default">Make default</MenuItem>
        <MenuItem id="archive" isDisabled>
          Archive
        </MenuItem>
        <MenuItem id="delete" tone="critical">
          Delete
        </MenuItem>
      </Menu>
    </MenuTrigger>
  ),
} satisfies Meta<typeof Menu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OpenWithKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Edit' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Make default' })).toHaveFocus();
    await expect(within(menu).getByRole('menuitem', { name: 'Archive' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

export const RunsAnAction: Story = {
  parameters: { screenshot: 'canvas' },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Actions' }));
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Delete' }));
    await expect(args.onAction).toHaveBeenCalledWith('delete', undefined);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas, canvasElement, globals }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Actions' }));
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu');
    await expectThemedSurface(menu, globals);
  },
};
