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
