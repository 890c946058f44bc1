import { unwrap } from '@hci/api-schema';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { demo, renderApp } from '../../test/renderApp';

test('a new code asked for too often says to wait, not "try again"', async () => {
  // A code mailed a moment ago: the API mails no other within the minute.
  await unwrap(demo().as('newCoach').POST('/auth/resend_verification'));
  renderApp('/pending-email-address-verification', { session: demo().sessions.newCoach });
  await userEvent.click(await screen.findByRole('button', { name: 'Send a new code' }));
  expect(
    await screen.findByText('Too many attempts. Please wait a moment and try again.'),
  ).toBeVisible();
});

test('a code the API cannot read (badRequest) is said on the code field', async () => {
  renderApp('/pending-email-address-verification', { session: demo().sessions.newCoach });
  const code = await screen.findByLabelText(/Verification code/);
  // Shorter than any code: the API refuses it unread.
  await userEvent.type(code, '12');
  await userEvent.click(screen.getByRole('button', { name: 'Verify my email' }));
  await waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'true'));
  expect(code).toHaveAccessibleDescription(
    'Some of the information is not valid. Please check it and try again.',
  );
});
