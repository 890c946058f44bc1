import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { DEFAULT_MOCK_BASE_URL } from '@hci/mock-api';
import { expect, test } from 'vitest';
import { renderApp } from '../../test/renderApp';
import { worker } from '@hci/app-frame/test';

test('changing the e-mail to the one in use is refused before it unverifies the account', async () => {
  const sent: Request[] = [];
  worker.use(
    http.all(`${DEFAULT_MOCK_BASE_URL}/*`, ({ request }) => {
      if (request.method !== 'GET') sent.push(request);
      return undefined;
    }),
  );
  const user = userEvent.setup();
  renderApp('/manage-account');
  const email = await screen.findByRole('textbox', { name: /New email address/ });
  const form = within(email.closest('form')!);
  await user.type(email, 'Coach@demo.test');
  await user.type(form.getByLabelText(/^Current password/), 'Welcome2026');
  await user.click(form.getByRole('button', { name: 'Change email' }));
  expect(email).toHaveAccessibleDescription(
    'This is the address you sign in with already. Enter a new one.',
  );
  expect(sent).toHaveLength(0);
});
