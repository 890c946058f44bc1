import { errorHandler, fixtures } from '@hci/api-schema/msw';
import { screen } from '@testing-library/react';
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
