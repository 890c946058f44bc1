import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { Checkbox } from '../Checkbox';
import { CheckboxGroup } from '.';

test('a named group of checkboxes reporting the chosen values', async () => {
  const onChange = vi.fn();
  render(
    <CheckboxGroup
      label="Channels"
      description="How we may contact you."
      errorMessage="Choose at least one channel"
      isInvalid
      onChange={onChange}
    >
      <Checkbox value="email">Email</Checkbox>
      <Checkbox value="sms">Text message</Checkbox>
      <Checkbox value="inbox">Inbox</Checkbox>
    </CheckboxGroup>,
  );
  const group = screen.getByRole('group', { name: 'Channels' });
  expect(group).toHaveAccessibleDescription('How we may contact you. Choose at least one channel');
  await userEvent.click(screen.getByRole('checkbox', { name: 'Email' }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'Inbox' }));
  expect(onChange).toHaveBeenLastCalledWith(['email', 'inbox']);
});

test('a controlled group shows its value, submits each checked box under its name, and can be disabled', async () => {
  const onChange = vi.fn();
  const group = (isDisabled = false) => (
    <form>
      <CheckboxGroup
        label="Languages"
        name="languages"
        value={['es']}
        onChange={onChange}
        isDisabled={isDisabled}
      >
        <Checkbox value="en">English</Checkbox>
        <Checkbox value="es">Spanish</Checkbox>
      </CheckboxGroup>
    </form>
  );
  const { rerender } = render(group());
  const english = screen.getByRole('checkbox', { name: 'English' });
  expect(screen.getByRole('checkbox', { name: 'Spanish' })).toBeChecked();
  await userEvent.click(english);
  expect(onChange).toHaveBeenLastCalledWith(['es', 'en']);
  expect(english).not.toBeChecked();
  expect(new FormData(english.closest('form')!).getAll('languages')).toEqual(['es']);

  rerender(group(true));
  expect(english).toBeDisabled();
  await userEvent.click(english);
  expect(onChange).toHaveBeenCalledTimes(1);
});

test('under a heading that asks its question, its label is there for screen readers only', () => {
  render(
    <CheckboxGroup label="Topics" isLabelHidden>
      <Checkbox value="courses">Course updates</Checkbox>
    </CheckboxGroup>,
  );
  expect(screen.getByRole('group', { name: 'Topics' })).toBeVisible();
  expect(screen.getByText('Topics').getBoundingClientRect().width).toBeLessThanOrEqual(1);
});
