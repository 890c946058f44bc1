import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Route } from 'wouter';
import { fixtures } from '@hci/api-schema/msw';
import {
  ForgotPasswordPage,
  GetStartedPage,
  LoginPage,
  NotFoundPage,
  PendingVerificationPage,
  ResetPasswordPage,
  TokenLoginPage,
  VerifyEmailAddressPage,
} from '@hci/portal/pages';
import { errorHandler, loadingHandler } from '@hci/api-schema/msw';
import { loadPortalMessages, portalPage } from './portalPage';

/** The signed-out pages and the e-mail verification. */
const meta = {
  title: 'Portal/Sign-in',
  parameters: { loadMessages: loadPortalMessages },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const signedOut = (path: string) => portalPage({ path, session: null });
const unverified = { ...fixtures.demoStudentSession, isVerifiedEmail: false };

export const Login: Story = {
  render: () => <LoginPage />,
  decorators: [signedOut('/login')],
};

export const LoginRequiredFields: Story = {
  render: () => <LoginPage />,
  decorators: [signedOut('/login')],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findAllByText('This field is required')).toHaveLength(2);
  },
};

export const LoginSessionExpired: Story = {
  render: () => <LoginPage />,
  decorators: [signedOut('/login?reason=sessionExpired')],
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Your session expired, please login again')).toBeVisible();
  },
};

export const ForgotPassword: Story = {
  render: () => <ForgotPasswordPage />,
  decorators: [signedOut('/forgot-password')],
};

export const ResetPassword: Story = {
  render: () => <ResetPasswordPage />,
  decorators: [signedOut('/reset-password?token=valid')],
};

export const ResetPasswordIncompleteLink: Story = {
  render: () => <ResetPasswordPage />,
  decorators: [signedOut('/reset-password')],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Ask for a new reset link' })).toBeVisible();
  },
};

export const GetStarted: Story = {
  render: () => <GetStartedPage />,
  decorators: [signedOut('/get-started')],
};

export const PendingVerification: Story = {
  render: () => <PendingVerificationPage />,
  decorators: [portalPage({ path: '/pending-email-address-verification', session: unverified })],
};

export const VerifyEmailAddress: Story = {
  render: () => (
    <Route path="/verify-email-address/:code">
      <VerifyEmailAddressPage />
    </Route>
  ),
  decorators: [portalPage({ path: '/verify-email-address/123456', session: unverified })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Your email is verified')).toBeVisible();
  },
};

export const NotFound: Story = {
  render: () => <NotFoundPage />,
  decorators: [signedOut('/no/such/page')],
};

export const TokenLoginSigningIn: Story = {
  render: () => <TokenLoginPage />,
  decorators: [
    portalPage({
      path: '/login/token?token=demo-sso-1',
      session: null,
      handlers: [loadingHandler('/auth/signin/sso', { method: 'post' })],
    }),
  ],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveAttribute('aria-busy', 'true');
  },
};

const expiredLink = portalPage({
  path: '/login/token?token=used-token',
  session: null,
  handlers: [
    errorHandler('/auth/signin/sso', { method: 'post', status: 401, key: 'invalidSsoToken' }),
  ],
});

export const TokenLoginExpiredLink: Story = {
  render: () => <TokenLoginPage />,
  decorators: [expiredLink],
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Your access has expired.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign in with your password' })).toBeVisible();
  },
};

export const TokenLoginExpiredLinkSpanishDark: Story = {
  render: () => <TokenLoginPage />,
  decorators: [expiredLink],
  globals: { locale: 'es', theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Tu acceso ha caducado.')).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Iniciar sesión con tu contraseña' }),
    ).toBeVisible();
  },
};

export const TokenLoginIncompleteLink: Story = {
  render: () => <TokenLoginPage />,
  decorators: [signedOut('/login/token')],
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('This sign-in link is incomplete. Open the link from your email again.'),
    ).toBeVisible();
  },
};
