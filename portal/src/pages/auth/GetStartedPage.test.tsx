import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, test } from 'vitest';
import { advanceApiClock } from '@hci/page-harness';
import { demo, renderApp } from '../../test/renderApp';

const user = userEvent.setup();

/** What a visit left in the tab's session storage, to carry into the next (a reload). */
function tabStorage(): Record<string, string> {
  return Object.fromEntries(
    Object.keys(sessionStorage).map((key) => [key, sessionStorage.getItem(key) ?? '']),
  );
}

async function answerProgram() {
  await user.type(await screen.findByRole('textbox', { name: /First name/ }), 'Nia');
  await user.type(screen.getByRole('textbox', { name: /Last name/ }), 'Park');
  await user.type(screen.getByRole('textbox', { name: /Email/ }), 'nia@example.test');
  await screen.findByRole('option', { name: 'Advanced coaching skills' });
  await user.selectOptions(
    screen.getByRole('combobox', { name: /Program track/ }),
    'Advanced coaching skills',
  );
  await user.type(screen.getByRole('textbox', { name: /Start date/ }), '01152027');
  await user.type(screen.getByRole('textbox', { name: /Graduation date/ }), '12102027');
}

describe('get started', () => {
  test('program, password and code sign the new student up and in', async () => {
    const view = renderApp('/get-started', { session: null });
    await answerProgram();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(await screen.findByLabelText(/^Password/), 'Welcome2027!');
    await user.type(screen.getByLabelText(/Confirm/), 'Welcome2027!');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const code = await screen.findByRole('textbox', { name: /code/i });
    // The step names the address the code went to, and sends a new one when asked.
    expect(
      screen.getByText(
        'We sent a verification code to nia@example.test. Enter it here to open your portal.',
      ),
    ).toBeVisible();
    // A minute on, the API sends another code.
    advanceApiClock(60_000);
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByText('We sent you a new code.')).toBeVisible();
    expect(view.requests.some((request) => request.url.endsWith('/auth/resend_verification'))).toBe(
      true,
    );
    // The newest code the API mailed, the one the resend sent.
    const [mail] = await demo().query<{ code: string }>(
      'SELECT code FROM mailbox WHERE to_email = $1 ORDER BY id DESC LIMIT 1',
      ['nia@example.test'],
    );
    await user.type(code, mail!.code);

    const signUp = view.requests.find((request) => request.url.endsWith('/auth/signup'));
    const body = await signUp?.json();
    expect(body).toMatchObject({
      email: 'nia@example.test',
      firstName: 'Nia',
      lastName: 'Park',
      programTrack: 'ADVANCED',
      startDate: '2027-01-15',
      graduationDate: '2027-12-10',
    });
    // Signed up: the answers are not kept any longer.
    expect(tabStorage()).toEqual({});
    await user.click(screen.getByRole('button', { name: 'Verify and open my portal' }));
    await waitFor(() => expect(view.currentPath()).toBe('/home'));
  });

  test('a graduation date before the start is pointed out, and nothing moves on', async () => {
    const view = renderApp('/get-started', { session: null });
    await answerProgram();
    const graduation = screen.getByRole('textbox', { name: /Graduation date/ });
    await user.clear(graduation);
    await user.type(graduation, '01102027');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(graduation).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.queryByLabelText(/^Password/)).toBeNull();
    expect(view.requests.some((request) => request.url.endsWith('/auth/signup'))).toBe(false);
  });

  test('names keep what is typed; a character no name has is pointed out, as on the profile', async () => {
    renderApp('/get-started', { session: null });
    const firstName = await screen.findByRole('textbox', { name: /First name/ });
    await user.type(firstName, 'Nia 2');
    expect(firstName).toHaveValue('Nia 2');
    const lastName = screen.getByRole('textbox', { name: /Last name/ });
    await user.type(lastName, 'P');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(firstName).toHaveAccessibleDescription(
      'Use letters, spaces, hyphens, apostrophes and periods only',
    );
    expect(lastName).toHaveAccessibleDescription('This field must contain at least one word');
    await user.clear(firstName);
    await user.type(firstName, "Zoë-Ann O'Brien");
    expect(firstName).toHaveValue("Zoë-Ann O'Brien");
    expect(firstName).not.toHaveAttribute('aria-invalid');
  });

  test('each step takes the focus the last one had, from the page’s heading', async () => {
    renderApp('/get-started', { session: null });
    await answerProgram();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByLabelText(/^Password/);
    const heading = screen.getByRole('heading', { level: 1, name: 'Get started' });
    expect(heading).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('textbox', { name: /First name/ });
    expect(heading).toHaveFocus();
  });

  test('a reload at the password step comes back to it, with the answers kept', async () => {
    const first = renderApp('/get-started', { session: null });
    await answerProgram();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByLabelText(/^Password/);
    const kept = tabStorage();
    expect(JSON.stringify(kept)).not.toContain('Welcome');
    first.unmount();

    renderApp('/get-started', { session: null, tabStored: kept });
    await screen.findByLabelText(/^Password/);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('textbox', { name: /First name/ })).toHaveValue('Nia');
    expect(screen.getByRole('textbox', { name: /Start date/ })).toHaveValue('01-15-2027');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /Program track/ })).toHaveDisplayValue(
        'Advanced coaching skills',
      ),
    );
  });

  test('answers typed but not yet sent survive a reload', async () => {
    const first = renderApp('/get-started', { session: null });
    await user.type(await screen.findByRole('textbox', { name: /First name/ }), 'Nia');
    const kept = tabStorage();
    first.unmount();

    renderApp('/get-started', { session: null, tabStored: kept });
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /First name/ })).toHaveValue('Nia'),
    );
  });

  test('the start date can be picked from a calendar of the days to come', async () => {
    renderApp('/get-started', { session: null });
    const startDate = await screen.findByRole('textbox', { name: /Start date/ });
    await user.click(await screen.findByRole('button', { name: 'Choose a date for Start date' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a date' });
    // It opens on today, the first day it offers; the next day is picked from the keyboard.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: /^Today/ })).toHaveFocus(),
    );
    await user.keyboard('{ArrowRight}{Enter}');
    const tomorrow = Temporal.Now.plainDateISO().add({ days: 1 });
    const [year, month, day] = tomorrow.toString().split('-');
    expect(startDate).toHaveValue(`${month}-${day}-${year}`);
    await waitFor(() => expect(startDate).toHaveFocus());
  });

  test('the preferred language is the page’s, and follows a switch of it until one is picked', async () => {
    renderApp('/get-started', { session: null });
    const language = await screen.findByRole('combobox', { name: /Preferred language/ });
    expect(language).toHaveDisplayValue('English');
    await user.click(screen.getByRole('button', { name: /Español/ }));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /Idioma preferido/ })).toHaveDisplayValue(
        'Español',
      ),
    );
    // Picked, it stays whatever the page is shown in.
    await user.selectOptions(screen.getByRole('combobox', { name: /Idioma preferido/ }), 'Inglés');
    await user.click(screen.getByRole('button', { name: /English/ }));
    await screen.findByRole('combobox', { name: /Preferred language/ });
    await user.click(screen.getByRole('button', { name: /Español/ }));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /Idioma preferido/ })).toHaveDisplayValue(
        'Inglés',
      ),
    );
  });

  test('a student reading the page in Spanish prefers Spanish to start with', async () => {
    renderApp('/get-started', { session: null, locale: 'es' });
    expect(await screen.findByRole('combobox', { name: /Idioma preferido/ })).toHaveDisplayValue(
      'Español',
    );
  });

  test('a stored draft that is not one is ignored', async () => {
    renderApp('/get-started', {
      session: null,
      tabStored: { 'hci.getStarted': '{"step":"verify","program":null}' },
    });
    expect(await screen.findByRole('textbox', { name: /First name/ })).toHaveValue('');
  });
});
