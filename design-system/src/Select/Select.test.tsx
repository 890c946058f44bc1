import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { Select, SelectItem } from '.';

const plans = [
  { id: 'full', name: 'Pay in full' },
  { id: 'monthly', name: 'Monthly' },
  { id: 'quarterly', name: 'Quarterly' },
];

/** The element among the button's labels that holds the field label (the other is its value). */
function labelOf(button: HTMLElement): HTMLElement {
  const ids = button.getAttribute('aria-labelledby')?.split(' ') ?? [];
  const label = ids
    .map((id) => document.getElementById(id))
    .find((el) => el?.textContent === 'Payment plan');
  if (!label) throw new Error('The button is not labelled by the field label.');
  return label;
}

test('label, description and error wired to the button, in that order', () => {
  render(
    <Select
      label="Payment plan"
      description="You can change it until your first payment."
      errorMessage="Please select a payment plan"
      isInvalid
      items={plans}
    >
      {(plan) => <SelectItem>{plan.name}</SelectItem>}
    </Select>,
  );
  const button = screen.getByRole('button', { name: /Payment plan/ });
  expect(button).toHaveAccessibleDescription(
    'You can change it until your first payment. Please select a payment plan',
  );
  const parts = [
    labelOf(button),
    button,
    screen.getByText('You can change it until your first payment.'),
    screen.getByText('Please select a payment plan'),
  ];
  for (const [index, part] of parts.slice(1).entries()) {
    expect(
      parts[index]!.compareDocumentPosition(part) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  }
});

test('opens with the keyboard and picks an option', async () => {
  const onChange = vi.fn();
  render(
    <Select label="Payment plan" items={plans} onChange={onChange}>
      {(plan) => <SelectItem>{plan.name}</SelectItem>}
    </Select>,
  );
  await userEvent.tab();
  await userEvent.keyboard('{ArrowDown}');
  expect(screen.getByRole('listbox')).toBeVisible();
  expect(screen.getAllByRole('option')).toHaveLength(3);
  await userEvent.keyboard('{ArrowDown}{Enter}');
  expect(onChange).toHaveBeenCalledWith('monthly');
  expect(screen.getByRole('button', { name: /Payment plan/ })).toHaveTextContent('Monthly');
});

test('disabled cannot open', async () => {
  render(
    <Select label="Payment plan" items={plans} isDisabled>
      {(plan) => <SelectItem>{plan.name}</SelectItem>}
    </Select>,
  );
  const button = screen.getByRole('button', { name: /Payment plan/ });
  expect(button).toBeDisabled();
  await userEvent.click(button);
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
});
