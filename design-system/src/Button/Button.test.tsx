import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { Button } from './Button';

test('a button is announced by its label and pressed with the keyboard', async () => {
  const onPress = vi.fn();
  render(<Button onPress={onPress}>Save</Button>);
  const button = screen.getByRole('button', { name: 'Save' });
  await userEvent.tab();
  expect(button).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  expect(onPress).toHaveBeenCalledTimes(1);
});
