import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { DEFAULT_MOCK_BASE_URL } from '@hci/mock-api';
import { demoCoach, demoPassword } from '@hci/demo-world';
import { expect, test, vi } from 'vitest';
import { demo, renderApp } from '../../test/renderApp';
import { worker } from '@hci/app-frame/test';

/** The code the API mailed to `email` last. */
async function mailedCode(email: string): Promise<string> {
  const [mail] = await demo().query<{ code: string }>(
    'SELECT code FROM mailbox WHERE to_email = $1 ORDER BY id DESC LIMIT 1',
    [email],
  );
  return mail!.code;
}

test('changing the e-mail to the one in use is refused before anything is sent', async () => {
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
  await user.type(email, demoCoach.email.toUpperCase());
  await user.type(form.getByLabelText(/^Current password/), demoPassword);
  await user.click(form.getByRole('button', { name: 'Change email' }));
  expect(email).toHaveAccessibleDescription(
    'This is the address you sign in with already. Enter a new one.',
  );
  expect(sent).toHaveLength(0);
});

test('a new e-mail address holds only once the code sent to it is entered', async () => {
  const user = userEvent.setup();
  renderApp('/manage-account');
  const email = await screen.findByRole('textbox', { name: /New email address/ });
  const form = within(email.closest('form')!);
  await user.type(email, 'marisol.new@demo.test');
  await user.type(form.getByLabelText(/^Current password/), demoPassword);
  await user.click(form.getByRole('button', { name: 'Change email' }));
  expect(
    await screen.findByText(
      `We sent a code to marisol.new@demo.test. Enter it here within 15 minutes to make it your address. Until then you keep signing in with ${demoCoach.email}.`,
    ),
  ).toBeVisible();
  const code = screen.getByRole('textbox', { name: /Verification code/ });
  const mailed = await mailedCode('marisol.new@demo.test');
  await user.type(code, mailed === '000000' ? '111111' : '000000');
  await user.click(screen.getByRole('button', { name: 'Confirm new email' }));
  await vi.waitFor(() =>
    expect(code).toHaveAccessibleDescription('The verification code is not valid.'),
  );
  await user.clear(code);
  await user.type(code, mailed);
  await user.click(screen.getByRole('button', { name: 'Confirm new email' }));
  expect(await screen.findByText('You now sign in with marisol.new@demo.test.')).toBeVisible();
  expect(await screen.findByText('You sign in with marisol.new@demo.test.')).toBeVisible();
});

test('a pending change may be left for another address', async () => {
  const user = userEvent.setup();
  renderApp('/manage-account');
  const email = await screen.findByRole('textbox', { name: /New email address/ });
  const form = within(email.closest('form')!);
  await user.type(email, 'marisol.typo@demo.test');
  await user.type(form.getByLabelText(/^Current password/), demoPassword);
  await user.click(form.getByRole('button', { name: 'Change email' }));
  await user.click(await screen.findByRole('button', { name: 'Use another address' }));
  expect(await screen.findByRole('textbox', { name: /New email address/ })).toHaveValue('');
  expect(screen.getByText(`You sign in with ${demoCoach.email}.`)).toBeVisible();
});
