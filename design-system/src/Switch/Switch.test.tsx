import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { lightTheme } from '../tokens/themeClasses.css';
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

test('the thumb travels the whole track: as far from its end when on as from its start when off', () => {
  render(
    <div className={lightTheme}>
      <Switch>Off</Switch>
      <Switch defaultSelected>On</Switch>
    </div>,
  );
  const parts = (name: string) => {
    const track = screen.getByRole('switch', { name }).nextElementSibling as HTMLElement;
    return {
      track: track.getBoundingClientRect(),
      thumb: (track.firstElementChild as HTMLElement).getBoundingClientRect(),
    };
  };
  const off = parts('Off');
  const on = parts('On');
  const startGap = off.thumb.left - off.track.left;
  expect(startGap).toBeGreaterThan(0);
  expect(on.track.right - on.thumb.right).toBeCloseTo(startGap, 1);
});
