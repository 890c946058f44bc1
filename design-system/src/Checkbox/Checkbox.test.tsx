import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { Checkbox } from '.';

test('toggles with Space and announces its description and error', async () => {
  const onChange = vi.fn();
  render(
    <Checkbox
      description="We charge the card on file on each due date."
      errorMessage="Accept the terms to continue"
      isInvalid
      onChange={onChange}
    >
      Turn on auto-pay
    </Checkbox>,
  );
  const checkbox = screen.getByRole('checkbox', { name: 'Turn on auto-pay' });
  expect(checkbox).toHaveAccessibleDescription(
    'We charge the card on file on each due date. Accept the terms to continue',
  );
  expect(checkbox).toHaveAttribute('aria-invalid', 'true');
  await userEvent.tab();
  await userEvent.keyboard(' ');
  expect(checkbox).toBeChecked();
  expect(onChange).toHaveBeenCalledWith(true);
});

test('a required checkbox shows the native message after a submit attempt', async () => {
  render(
    <form>
      <Checkbox isRequired errorMessage="Accept the agreement to continue">
        I accept the agreement
      </Checkbox>
      <button type="submit">Submit</button>
    </form>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
  expect(
    screen.getByRole('checkbox', { name: 'I accept the agreement' }),
  ).toHaveAccessibleDescription('Accept the agreement to continue');
});

test('a required box left unchecked stops the submit, takes focus and shows its error until checked', async () => {
  const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
  render(
    <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
      <Checkbox isRequired name="agreement" value="accepted" errorMessage="Accept to continue">
        I accept the agreement
      </Checkbox>
      <button type="submit">Submit</button>
    </form>,
  );
  const checkbox = screen.getByRole('checkbox', { name: 'I accept the agreement' });
  const submit = screen.getByRole('button', { name: 'Submit' });
  await userEvent.click(submit);
  expect(onSubmit).not.toHaveBeenCalled();
  expect(checkbox).toHaveFocus();
  expect(checkbox).toHaveAttribute('aria-invalid', 'true');

  await userEvent.keyboard(' ');
  expect(checkbox).toBeChecked();
  expect(checkbox).not.toHaveAttribute('aria-invalid');
  expect(screen.queryByText('Accept to continue')).toBeNull();
  await userEvent.click(submit);
  expect(onSubmit).toHaveBeenCalledTimes(1);
  const form = checkbox.closest('form')!;
  expect(new FormData(form).get('agreement')).toBe('accepted');
});

test('controlled, indeterminate and disabled boxes show what they are told', async () => {
  const onChange = vi.fn();
  const { rerender } = render(
    <Checkbox isSelected={false} isIndeterminate onChange={onChange}>
      Select all modules
    </Checkbox>,
  );
  const checkbox = screen.getByRole('checkbox', { name: 'Select all modules' });
  expect(checkbox).toHaveProperty('indeterminate', true);
  await userEvent.click(checkbox);
  expect(onChange).toHaveBeenCalledWith(true);
  // Controlled: nothing changes until the owner says so.
  expect(checkbox).not.toBeChecked();
  rerender(
    <Checkbox isSelected isDisabled onChange={onChange}>
      Select all modules
    </Checkbox>,
  );
  expect(checkbox).toBeChecked();
  expect(checkbox).toBeDisabled();
  await userEvent.click(checkbox);
  expect(onChange).toHaveBeenCalledTimes(1);
});
