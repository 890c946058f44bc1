import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { lightTheme } from '../tokens/themeClasses.css';
import { Radio, RadioGroup } from '.';

test('a named radio group: arrows move the choice, each option has its description', async () => {
  const onChange = vi.fn();
  render(
    <RadioGroup
      label="Payment plan"
      description="Prices include tax."
      onChange={onChange}
      defaultValue="full"
    >
      <Radio value="full" description="One payment of $3,000.00">
        Pay in full
      </Radio>
      <Radio value="monthly" description="12 payments of $262.50">
        Monthly
      </Radio>
    </RadioGroup>,
  );
  expect(screen.getByRole('radiogroup', { name: 'Payment plan' })).toHaveAccessibleDescription(
    'Prices include tax.',
  );
  const monthly = screen.getByRole('radio', { name: 'Monthly' });
  // RAC appends the group's description to each option's own.
  expect(monthly).toHaveAccessibleDescription('12 payments of $262.50 Prices include tax.');
  await userEvent.tab();
  expect(screen.getByRole('radio', { name: 'Pay in full' })).toHaveFocus();
  await userEvent.keyboard('{ArrowDown}');
  expect(monthly).toBeChecked();
  expect(onChange).toHaveBeenCalledWith('monthly');
});

test('an invalid group shows its error', () => {
  render(
    <RadioGroup label="Payment plan" isInvalid errorMessage="Please select a payment plan">
      <Radio value="full">Pay in full</Radio>
    </RadioGroup>,
  );
  expect(screen.getByRole('radiogroup', { name: 'Payment plan' })).toHaveAccessibleDescription(
    'Please select a payment plan',
  );
});

test('the selected circle keeps the size of the others, so the labels line up', () => {
  render(
    <div className={lightTheme}>
      <RadioGroup label="Language" defaultValue="en">
        <Radio value="en">English</Radio>
        <Radio value="es">Español</Radio>
      </RadioGroup>
    </div>,
  );
  const start = (text: string) => screen.getByText(text).getBoundingClientRect().left;
  expect(start('English')).toBe(start('Español'));
});
