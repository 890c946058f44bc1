import { SESSION_STORAGE_KEY } from '@hci/api-schema';
import { errorHandler, fixtures } from '@hci/api-schema/msw';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { renderApp } from '../../test/renderApp';
import { worker } from '../../test/worker';

test('a new code asked for too often says to wait, not "try again"', async () => {
  worker.use(
    errorHandler('/auth/resend_verification', {
      method: 'post',
      status: 429,
      key: 'tooManyRequests',
    }),
  );
  localStorage.setItem(
    SESSION_STORAGE_KEY,
    JSON.stringify({ ...fixtures.demoCoachSession, isVerifiedEmail: false }),
  );
  renderApp('/pending-email-address-verification');
  await userEvent.click(await screen.findByRole('button', { name: 'Send a new code' }));
  expect(
    await screen.findByText('Too many attempts. Please wait a moment and try again.'),
  ).toBeVisible();
});

test('a code the API cannot read (badRequest) is said on the code field', async () => {
  worker.use(
    errorHandler('/auth/verify_email', { method: 'post', status: 400, key: 'badRequest' }),
  );
  localStorage.setItem(
    SESSION_STORAGE_KEY,
    JSON.stringify({ ...fixtures.demoCoachSession, isVerifiedEmail: false }),
  );
  renderApp('/pending-email-address-verification');
  const code = await screen.findByLabelText(/Verification code/);
  await userEvent.type(code, '12');
  await userEvent.click(screen.getByRole('button', { name: 'Verify my email' }));
  await waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'true'));
  expect(code).toHaveAccessibleDescription(
    'Some of the information is not valid. Please check it and try again.',
  );
});
