import { SESSION_STORAGE_KEY } from '@hci/api-schema';
import { errorHandler, fixtures } from '@hci/api-schema/msw';
import { screen } from '@testing-library/react';
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
