import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { ComboBox, ComboBoxItem } from '.';

const coaches = [
  { id: 1, name: 'Ana Ruiz' },
  { id: 2, name: 'Ben Okafor' },
  { id: 3, name: 'Anika Patel' },
];

test('typing filters the options; choosing one reports its key', async () => {
  const onSelectionChange = vi.fn();
  render(
    <ComboBox
      label="Coach"
      description="Type a name to filter."
      defaultItems={coaches}
      onSelectionChange={onSelectionChange}
    >
      {(coach) => <ComboBoxItem>{coach.name}</ComboBoxItem>}
    </ComboBox>,
  );
  const input = screen.getByRole('combobox', { name: 'Coach' });
  expect(input).toHaveAccessibleDescription('Type a name to filter.');
  await userEvent.type(input, 'an');
  expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
    'Ana Ruiz',
    'Anika Patel',
  ]);
  await userEvent.click(screen.getByRole('option', { name: 'Anika Patel' }));
  expect(onSelectionChange).toHaveBeenCalledWith(3);
  expect(input).toHaveValue('Anika Patel');
});

test('an invalid combo box says why', () => {
  render(
    <ComboBox
      label="Coach"
      defaultItems={coaches}
      isInvalid
      errorMessage="Choose a coach from the list"
    >
      {(coach) => <ComboBoxItem>{coach.name}</ComboBoxItem>}
    </ComboBox>,
  );
  const input = screen.getByRole('combobox', { name: 'Coach' });
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAccessibleDescription('Choose a coach from the list');
});
