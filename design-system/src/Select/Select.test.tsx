import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { expect, test, vi } from 'vitest';
import { userEvent as realUser } from 'vitest/browser';
import { Select, SelectItem } from '.';

const plans = [
  { id: 'full', name: 'Pay in full' },
  { id: 'monthly', name: 'Monthly' },
  { id: 'quarterly', name: 'Quarterly' },
];

const english = ({ children }: { children: ReactNode }) => (
  <IntlProvider locale="en-US" defaultLocale="en-US">
    {children}
  </IntlProvider>
);

function optionTexts(select: HTMLElement): (string | null)[] {
  return within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);
}

test('renders the items as options, with an empty first option until one is chosen', async () => {
  render(
    <Select label="Payment plan" items={plans}>
      {(plan) => <SelectItem>{plan.name}</SelectItem>}
    </Select>,
    { wrapper: english },
  );
  const select = screen.getByRole('combobox', { name: 'Payment plan' });
  expect(optionTexts(select)).toEqual(['Select an option', 'Pay in full', 'Monthly', 'Quarterly']);
  expect(select).toHaveValue('');
  await userEvent.selectOptions(select, 'Monthly');
  expect(select).toHaveValue('monthly');
  expect(optionTexts(select)).toEqual(['Pay in full', 'Monthly', 'Quarterly']);
});

test('static items, a chosen value and a disabled item', () => {
  render(
    <Select label="Language" value="ES" placeholder="Choose one">
      <SelectItem id="EN">English</SelectItem>
      <SelectItem id="ES">Spanish</SelectItem>
      <SelectItem id="FR" isDisabled>
        French
      </SelectItem>
    </Select>,
    { wrapper: english },
  );
  const select = screen.getByRole('combobox', { name: 'Language' });
  expect(select).toHaveValue('ES');
  expect(optionTexts(select)).toEqual(['English', 'Spanish', 'French']);
  expect(screen.getByRole('option', { name: 'French' })).toBeDisabled();
});

test('hands back keys with the type they were given', async () => {
  const onChange = vi.fn();
  const onSelectionChange = vi.fn();
  const sizes = [{ id: 10 }, { id: 20 }, { id: 50 }];
  render(
    <Select
      label="Rows per page"
      items={sizes}
      defaultValue={10}
      onChange={onChange}
      onSelectionChange={onSelectionChange}
    >
      {(size) => <SelectItem>{String(size.id)}</SelectItem>}
    </Select>,
    { wrapper: english },
  );
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '20');
  expect(onChange).toHaveBeenCalledExactlyOnceWith(20);
  expect(onSelectionChange).toHaveBeenCalledExactlyOnceWith(20);
});

test('a controlled select shows what its owner says', async () => {
  const onChange = vi.fn();
  render(
    <Select label="Payment plan" items={plans} value="full" onChange={onChange}>
      {(plan) => <SelectItem>{plan.name}</SelectItem>}
    </Select>,
    { wrapper: english },
  );
  const select = screen.getByRole('combobox', { name: 'Payment plan' });
  await userEvent.selectOptions(select, 'Quarterly');
  expect(onChange).toHaveBeenCalledWith('quarterly');
  expect(select).toHaveValue('full');
});

test('label, description and error wired to the select, in that order', () => {
  render(
    <Select
      label="Payment plan"
      description="You can change it until your first payment."
      errorMessage="Please select a payment plan"
      items={plans}
    >
      {(plan) => <SelectItem>{plan.name}</SelectItem>}
    </Select>,
    { wrapper: english },
  );
  const select = screen.getByRole('combobox', { name: 'Payment plan' });
  expect(select).toHaveAttribute('aria-invalid', 'true');
  expect(select).toHaveAccessibleDescription(
    'You can change it until your first payment. Please select a payment plan',
  );
  const parts = [
    screen.getByText('Payment plan'),
    select,
    screen.getByText('You can change it until your first payment.'),
    screen.getByText('Please select a payment plan'),
  ];
  for (const [index, part] of parts.slice(1).entries()) {
    expect(
      parts[index]!.compareDocumentPosition(part) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  }
});

test('an error message shows only while the select is invalid', () => {
  render(
    <Select label="Payment plan" items={plans} isInvalid={false} errorMessage="Not shown">
      {(plan) => <SelectItem>{plan.name}</SelectItem>}
    </Select>,
    { wrapper: english },
  );
  const select = screen.getByRole('combobox', { name: 'Payment plan' });
  expect(select).not.toHaveAttribute('aria-invalid');
  expect(select).not.toHaveAttribute('aria-describedby');
  expect(screen.queryByText('Not shown')).not.toBeInTheDocument();
});

test('required: announced, and marked beside the label without changing its name', () => {
  render(
    <Select label="Card to charge" items={plans} isRequired name="card">
      {(plan) => <SelectItem>{plan.name}</SelectItem>}
    </Select>,
    { wrapper: english },
  );
  const select = screen.getByRole('combobox', { name: 'Card to charge' });
  expect(select).toHaveAttribute('aria-required', 'true');
  expect(select).toHaveAttribute('name', 'card');
  expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
});

test('disabled cannot change', async () => {
  const onChange = vi.fn();
  render(
    <Select label="Payment plan" items={plans} isDisabled defaultValue="full" onChange={onChange}>
      {(plan) => <SelectItem>{plan.name}</SelectItem>}
    </Select>,
    { wrapper: english },
  );
  const select = screen.getByRole('combobox', { name: 'Payment plan' });
  expect(select).toBeDisabled();
  await userEvent.selectOptions(select, 'Monthly');
  expect(onChange).not.toHaveBeenCalled();
  expect(select).toHaveValue('full');
});

test('the keyboard changes the choice; leaving the field reports a blur', async () => {
  const onChange = vi.fn();
  const onBlur = vi.fn();
  render(
    <>
      <Select
        label="Payment plan"
        items={plans}
        defaultValue="full"
        onChange={onChange}
        onBlur={onBlur}
      >
        {(plan) => <SelectItem>{plan.name}</SelectItem>}
      </Select>
      <button type="button">Next</button>
    </>,
    { wrapper: english },
  );
  const select = screen.getByRole('combobox', { name: 'Payment plan' });
  await realUser.tab();
  expect(select).toHaveFocus();
  await realUser.keyboard('{ArrowDown}');
  expect(onChange).toHaveBeenCalledExactlyOnceWith('monthly');
  expect(select).toHaveValue('monthly');
  await realUser.tab();
  expect(onBlur).toHaveBeenCalledOnce();
});
