import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Pagination } from '@hci/design-system';
import { storyText } from '../storyText';

const meta = {
  title: 'Library/Components/Pagination',
  component: Pagination,
  args: { total: 42, page: 0, pageSize: 10, onChange: fn() },
  render: function Render(args) {
    const [state, setState] = useState({ page: args.page, pageSize: args.pageSize });
    return (
      <Pagination
        {...args}
        {...state}
        onChange={(next) => {
          setState(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      text('ds.pagination.range', { start: 1, end: 10, total: 42 }),
    );
    await expect(
      canvas.getByRole('button', { name: text('ds.pagination.previous') }),
    ).toBeDisabled();
  },
};

export const NextPage: Story = {
  play: async ({ args, canvas, globals }) => {
    const text = await storyText(globals);
    await userEvent.click(canvas.getByRole('button', { name: text('ds.pagination.next') }));
    await expect(args.onChange).toHaveBeenCalledWith({ page: 1, pageSize: 10 });
    await expect(canvas.getByRole('status')).toHaveTextContent(
      text('ds.pagination.range', { start: 11, end: 20, total: 42 }),
    );
  },
};

export const RowsPerPage: Story = {
  // The page buttons sit at fractional x positions (right-aligned after locale text); with focus
  // moving between them Chromium's anti-aliasing of their edges varied by a few pixels between
  // runs. FirstPage, NextPage, Spanish and Dark keep the visual check.
  parameters: { screenshot: false },
  args: { page: 2 },
  play: async ({ args, canvas, globals }) => {
    const text = await storyText(globals);
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: text('ds.pagination.rowsPerPage') }),
      '20',
    );
    await expect(args.onChange).toHaveBeenCalledWith({ page: 1, pageSize: 20 });
    await expect(canvas.getByRole('status')).toHaveTextContent(
      text('ds.pagination.range', { start: 21, end: 40, total: 42 }),
    );
  },
};

export const LastPageFocused: Story = {
  // Not snapshotted, for the reason given on RowsPerPage.
  parameters: { screenshot: false },
  args: { page: 4 },
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals);
    await userEvent.tab();
    await userEvent.tab();
    await expect(
      canvas.getByRole('button', { name: text('ds.pagination.previous') }),
    ).toHaveFocus();
    await expect(canvas.getByRole('button', { name: text('ds.pagination.next') })).toBeDisabled();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: { total: 1234, page: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Paginación' })).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, args: { page: 1 } };
