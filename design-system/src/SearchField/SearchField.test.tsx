import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { SearchField } from '.';

test('a labelled search box: Enter submits, the clear button empties it', async () => {
  const onSubmit = vi.fn();
  const onClear = vi.fn();
  render(
    <SearchField
      label="Search modules"
      description="Search by title or keyword."
      onSubmit={onSubmit}
      onClear={onClear}
    />,
  );
  const input = screen.getByRole('searchbox', { name: 'Search modules' });
  expect(input).toHaveAccessibleDescription('Search by title or keyword.');
  await userEvent.type(input, 'habits{Enter}');
  expect(onSubmit).toHaveBeenCalledWith('habits');
  await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
  expect(input).toHaveValue('');
  expect(onClear).toHaveBeenCalledTimes(1);
});

test('Escape clears too, and an error is announced as the description', async () => {
  render(
    <SearchField
      label="Search"
      isInvalid
      errorMessage="Type at least two letters"
      defaultValue="h"
    />,
  );
  const input = screen.getByRole('searchbox', { name: 'Search' });
  expect(input).toHaveAccessibleDescription('Type at least two letters');
  await userEvent.click(input);
  await userEvent.keyboard('{Escape}');
  expect(input).toHaveValue('');
});

test('a disabled search box offers no clear button, even with text in it', () => {
  render(<SearchField label="Search" isDisabled defaultValue="nutrition" />);
  const input = screen.getByRole('searchbox', { name: 'Search' });
  expect(input).toHaveValue('nutrition');
  expect(input.parentElement!.querySelector('button')).not.toBeVisible();
});
