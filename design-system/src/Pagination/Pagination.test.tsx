import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, test, vi } from 'vitest';
import { pageAfterResize, pageRange, Pagination } from '.';

const english = ({ children }: { children: ReactNode }) => (
  <IntlProvider locale="en-US" defaultLocale="en-US">
    {children}
  </IntlProvider>
);

describe('pageRange', () => {
  test('counts rows from 1 and pages from 0, as the API does', () => {
    expect(pageRange(42, 0, 10)).toEqual({ start: 1, end: 10, page: 0, pageCount: 5 });
    expect(pageRange(42, 4, 10)).toEqual({ start: 41, end: 42, page: 4, pageCount: 5 });
    expect(pageRange(40, 3, 20)).toEqual({ start: 40 - 20 + 1, end: 40, page: 1, pageCount: 2 });
  });

  test('an empty list is page 1 of 1 with no rows', () => {
    expect(pageRange(0, 0, 10)).toEqual({ start: 0, end: 0, page: 0, pageCount: 1 });
  });

  test('keeps the first visible row on screen when the page size changes', () => {
    expect(pageAfterResize(2, 10, 20)).toBe(1);
    expect(pageAfterResize(1, 20, 10)).toBe(2);
    expect(pageAfterResize(0, 10, 50)).toBe(0);
  });
});

test('a pagination landmark with the range, the page and previous/next buttons', async () => {
  const onChange = vi.fn();
  render(<Pagination total={42} page={0} pageSize={10} onChange={onChange} />, {
    wrapper: english,
  });
  screen.getByRole('navigation', { name: 'Pagination' });
  expect(screen.getByRole('status')).toHaveTextContent('1–10 of 42, Page 1 of 5');
  expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
  expect(onChange).toHaveBeenCalledWith({ page: 1, pageSize: 10 });
});

test('the last page disables Next', () => {
  render(<Pagination total={42} page={4} pageSize={10} onChange={vi.fn()} />, { wrapper: english });
  expect(screen.getByRole('status')).toHaveTextContent('41–42 of 42');
  expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Previous page' })).toBeEnabled();
});

test('the button that reaches the first or last page hands keyboard focus to the other one', async () => {
  const user = userEvent.setup();
  function Pager() {
    const [page, setPage] = useState(0);
    return (
      <Pagination total={25} page={page} pageSize={10} onChange={(next) => setPage(next.page)} />
    );
  }
  render(<Pager />, { wrapper: english });
  const previous = screen.getByRole('button', { name: 'Previous page' });
  const next = screen.getByRole('button', { name: 'Next page' });
  await user.tab();
  await user.tab();
  expect(next).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(screen.getByRole('status')).toHaveTextContent('11–20 of 25');
  expect(next).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(screen.getByRole('status')).toHaveTextContent('21–25 of 25');
  expect(next).toBeDisabled();
  expect(previous).toHaveFocus();
  await user.keyboard('{Enter}{Enter}');
  expect(screen.getByRole('status')).toHaveTextContent('1–10 of 25');
  expect(previous).toBeDisabled();
  expect(next).toHaveFocus();
});

test('choosing rows per page reports the new size and a page that keeps the rows in view', async () => {
  const onChange = vi.fn();
  render(<Pagination total={42} page={2} pageSize={10} onChange={onChange} />, {
    wrapper: english,
  });
  const rowsPerPage = screen.getByRole('combobox', { name: 'Rows per page' });
  expect(rowsPerPage).toHaveValue('10');
  await userEvent.selectOptions(rowsPerPage, '20');
  expect(onChange).toHaveBeenCalledWith({ page: 1, pageSize: 20 });
});
