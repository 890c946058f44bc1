import { idleTimeoutMs, lastActivityKey, SESSION_STORAGE_KEY, unwrap } from '@hci/api-schema';
import { demoCoachProducts, demoEmails, demoPassword } from '@hci/demo-world';
import {
  DEFAULT_MOCK_BASE_URL,
  emptyHandler,
  errorHandler,
  loadingHandler,
  mediaHandler,
} from '@hci/mock-api';
import { forwardToReferenceApi } from '@hci/page-harness';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, test } from 'vitest';
import { demo, renderApp } from '../test/renderApp';
import { worker } from '@hci/app-frame/test';

/** The test's overrides lifted: the reference API answers every call again. */
const recoverApi = () => worker.use(mediaHandler(), forwardToReferenceApi());

/**
 * The demo coach signed in anew, for a test that ends the session: the API keeps a session that
 * was ended ended, even past the reset before the next test.
 */
async function ownSession() {
  const { content } = await unwrap(
    demo()
      .as('coach')
      .POST('/auth/signin/coach', { body: { email: demoEmails.coach, password: demoPassword } }),
  );
  return content;
}

/** The demo coach's free test call, first among her offers. */
const testCall = demoCoachProducts[0]!.title;

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('routing and guards', () => {
  test('an unknown path shows the not-found page', async () => {
    renderApp('/no/such/page', { session: null });
    expect(await heading('Page not found')).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Page not found · Coach'));
  });

  test('a signed-in coach on an unknown path stays in the workspace frame', async () => {
    renderApp('/no/such/page');
    expect(await heading('Page not found')).toBeVisible();
    expect(await screen.findByRole('navigation', { name: 'Your practice' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
      'href',
      '/home',
    );
  });

  test('/coach redirects to the home page for visitors', async () => {
    const { currentPath } = renderApp('/coach', { session: null });
    expect(await heading('Coaching that fits your life')).toBeVisible();
    expect(currentPath()).toBe('/');
  });

  test('a coach route sends a visitor to sign in with the wanted path', async () => {
    const { currentPath } = renderApp('/my-services', { session: null });
    expect(await heading('Sign in to your coach account')).toBeVisible();
    expect(currentPath()).toBe('/login?action=%2Fmy-services');
  });

  test('/home leads a signed-in coach to the profile', async () => {
    const { currentPath } = renderApp('/home');
    expect(await heading('Your coach profile')).toBeVisible();
    expect(currentPath()).toBe('/profile');
  });

  test('the home page offers a signed-in coach their profile, not a new account', async () => {
    const { currentPath } = renderApp('/');
    await heading('Coaching that fits your life');
    expect(screen.queryByRole('link', { name: 'Create your coach account' })).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Go to your profile' }));
    expect(await heading('Your coach profile')).toBeVisible();
    expect(currentPath()).toBe('/profile');
  });

  test('navigating moves focus to the new page’s heading', async () => {
    renderApp('/', { session: null });
    await heading('Coaching that fits your life');
    await userEvent.click(screen.getAllByRole('link', { name: 'FAQ' })[0]!);
    const faq = await heading('Frequently asked questions');
    await waitFor(() => expect(faq).toHaveFocus());
  });
});

describe('/login', () => {
  test('signs the coach in and returns to the wanted page', async () => {
    const { currentPath } = renderApp('/login?action=%2Fmy-services', { session: null });
    await heading('Sign in to your coach account');
    await userEvent.type(screen.getByLabelText(/Email address/), demoEmails.coach);
    await userEvent.type(screen.getByLabelText(/^Password/), demoPassword);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await heading('Your services and products')).toBeVisible();
    expect(currentPath()).toBe('/my-services');
    expect(await screen.findByText('Welcome back!')).toBeVisible();
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}').email).toBe(
      demoEmails.coach,
    );
  });

  test('shows the failedLogin message for wrong credentials', async () => {
    renderApp('/login', { session: null });
    await heading('Sign in to your coach account');
    await userEvent.type(screen.getByLabelText(/Email address/), 'someone@demo.test');
    await userEvent.type(screen.getByLabelText(/^Password/), `${demoPassword}!`);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(summary).toHaveTextContent('Invalid username or password.');
    await waitFor(() => expect(summary).toHaveFocus());
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  test('says which fields are required before calling the API', async () => {
    renderApp('/login', { session: null });
    await heading('Sign in to your coach account');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    await waitFor(() => expect(summary).toHaveFocus());
    expect(summary).toHaveTextContent('Email address: This field is required');
    expect(screen.getByLabelText(/Email address/)).toHaveAccessibleDescription(
      'This field is required',
    );
  });
});

describe('signing out', () => {
  test('from the account menu ends the session and shows sign-in', async () => {
    const session = await ownSession();
    const user = userEvent.setup();
    const { currentPath } = renderApp('/my-services', { session });
    await heading('Your services and products');
    await user.click(screen.getByRole('button', { name: /^Account menu/ }));
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await heading('Sign in to your coach account')).toBeVisible();
    expect(currentPath()).toBe('/login');
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });
});

describe('/login/token', () => {
  test('signs in once with the link’s token and goes on to the wanted page', async () => {
    // The link the coach followed from the portal, signed in there.
    const {
      content: { token },
    } = await unwrap(demo().as('coach').POST('/auth/handover_token'));
    const tokens: string[] = [];
    worker.use(
      http.post(`${DEFAULT_MOCK_BASE_URL}/auth/signin/sso`, async ({ request }) => {
        tokens.push(((await request.clone().json()) as { token: string }).token);
        return undefined;
      }),
    );
    const { currentPath } = renderApp(`/login/token?token=${token}&action=%2Fmy-services`, {
      session: null,
    });
    expect(await heading('Your services and products')).toBeVisible();
    expect(currentPath()).toBe('/my-services');
    // The link is single-use: one request.
    expect(tokens).toEqual([token]);
  });

  test('an expired link says so and offers the password sign-in', async () => {
    renderApp('/login/token?token=stale', { session: null });
    expect(await screen.findByText('Your access has expired.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign in with your password' })).toBeVisible();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });
});

describe('an unauthorized answer', () => {
  test('sends the user to /verify with the page they were on', async () => {
    // Tokens the API no longer takes, neither the access token nor the one that renews it.
    const { coach } = demo().sessions;
    const { currentPath } = renderApp('/my-sessions', {
      session: { ...coach, accessToken: `${coach.accessToken}x`, refreshToken: 'revoked' },
    });
    expect(await heading('Confirm it’s you')).toBeVisible();
    expect(currentPath()).toBe('/verify?to=%2Fmy-sessions');
    // A forgotten password has a way out here too.
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toBeVisible();
  });
});

describe('/my-services', () => {
  const products = '/coaches/{coachId}/products' as const;

  test('loading: a skeleton announced as loading', async () => {
    worker.use(loadingHandler(products));
    renderApp('/my-services');
    await heading('Your services and products');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading your services');
  });

  test('empty: says what to do next', async () => {
    worker.use(emptyHandler(products));
    renderApp('/my-services');
    expect(await screen.findByRole('heading', { name: 'Nothing on offer yet' })).toBeVisible();
  });

  test('error: explains and retries', async () => {
    worker.use(errorHandler(products));
    renderApp('/my-services');
    expect(await screen.findByText('An error found, please try again.')).toBeVisible();
    recoverApi();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: testCall })).toBeVisible();
  });

  test('filled: each offer with its price; deleting one asks first', async () => {
    renderApp('/my-services');
    const card = await screen.findByRole('article', { name: testCall });
    expect(within(card).getByText('Free')).toBeVisible();
    // The first offer goes, so that another takes its place.
    const [first, next] = screen.getAllByRole('article');
    const title = within(first!).getByRole('heading').textContent!;
    await userEvent.click(within(first!).getByRole('button', { name: `Delete ${title}` }));
    const confirm = await screen.findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(`${title} was deleted.`)).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: title })).not.toBeInTheDocument(),
    );
    // The keyboard goes on from the offer that took its place, not from the page's heading.
    await waitFor(() => expect(next).toContainElement(document.activeElement as HTMLElement));
  });
});

describe('Spanish', () => {
  test('the home page reads in Spanish when chosen', async () => {
    renderApp('/', { session: null, locale: 'es' });
    expect(await heading('Coaching que se adapta a tu vida')).toBeVisible();
  });
});

describe('idle time-out', () => {
  test('a session restored after more than 300000 ms idle ends, and sign-in says why', async () => {
    const { currentPath } = renderApp('/my-services', {
      session: await ownSession(),
      stored: { [lastActivityKey]: String(Date.now() - idleTimeoutMs - 1) },
    });
    expect(await screen.findByText('Your session expired, please login again')).toBeVisible();
    expect(await heading('Sign in to your coach account')).toBeVisible();
    expect(currentPath()).toBe('/login?reason=sessionExpired&action=%2Fmy-services');
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  test('a session restored within the time-out continues', async () => {
    renderApp('/my-services', { stored: { [lastActivityKey]: String(Date.now() - 60_000) } });
    expect(await heading('Your services and products')).toBeVisible();
  });
});
