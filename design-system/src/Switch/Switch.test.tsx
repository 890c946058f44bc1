import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { Switch } from '.';

test('a switch named by its setting, toggled with Space', async () => {
  const onChange = vi.fn();
  render(
    <Switch description="Pay each installment on its due date." onChange={onChange}>
      Auto-pay
    </Switch>,
  );
  const control = screen.getByRole('switch', { name: 'Auto-pay' });
  expect(control).toHaveAccessibleDescription('Pay each installment on its due date.');
  expect(control).not.toBeChecked();
  await userEvent.tab();
  await userEvent.keyboard(' ');
  expect(control).toBeChecked();
  expect(onChange).toHaveBeenCalledWith(true);
});

test('a disabled switch does not change', async () => {
  render(<Switch isDisabled>Auto-pay</Switch>);
  const control = screen.getByRole('switch', { name: 'Auto-pay' });
  expect(control).toBeDisabled();
  await userEvent.click(control);
  expect(control).not.toBeChecked();
});
