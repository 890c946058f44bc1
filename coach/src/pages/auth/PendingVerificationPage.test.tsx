import { errorHandler, fixtures } from '@hci/mock-api';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { renderApp } from '../../test/renderApp';
import { worker } from '@hci/app-frame/test';

test('a new code asked for too often says to wait, not "try again"', async () => {
  worker.use(
    errorHandler('/auth/resend_verification', {
      method: 'post',
      status: 429,
      key: 'tooManyRequests',
    }),
  );
  renderApp('/pending-email-address-verification', {
    session: { ...fixtures.demoCoachSession, isVerifiedEmail: false },
  });
  await userEvent.click(await screen.findByRole('button', { name: 'Send a new code' }));
  expect(
    await screen.findByText('Too many attempts. Please wait a moment and try again.'),
  ).toBeVisible();
});

test('a code the API cannot read (badRequest) is said on the code field', async () => {
  worker.use(
    errorHandler('/auth/verify_email', { method: 'post', status: 400, key: 'badRequest' }),
  );
  renderApp('/pending-email-address-verification', {
    session: { ...fixtures.demoCoachSession, isVerifiedEmail: false },
  });
  const code = await screen.findByLabelText(/Verification code/);
  await userEvent.type(code, '12');
  await userEvent.click(screen.getByRole('button', { name: 'Verify my email' }));
  await waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'true'));
  expect(code).toHaveAccessibleDescription(
    'Some of the information is not valid. Please check it and try again.',
  );
});
