import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { errorHandler, loadingHandler } from '@hci/api-schema/msw';
import { answers, appStoryMeta, findPageHeading, patiently, type AppStoryArgs } from '../appStory';
import { portalApp, signedInUnverified, signedOut } from './portalStory';

/** The signed-out pages and the e-mail verification. */
const base = appStoryMeta(portalApp);
const meta = {
  ...base,
  title: 'Apps/Portal/Sign-in',
  args: { path: '/login' },
  parameters: { ...base.parameters, ...signedOut },
} satisfies Meta<AppStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

// Each page's code loads on first visit: the stories wait for it before the snapshot.

export const Login: Story = {
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Sign in to your student portal');
  },
};

export const LoginRequiredFields: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findAllByText('This field is required')).toHaveLength(2);
    const summary = await canvas.findByRole('alert', { name: 'There is a problem' });
    await waitFor(() => expect(summary).toHaveFocus(), patiently);
  },
};

export const LoginSessionExpired: Story = {
  args: { path: '/login?reason=sessionExpired' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Your session expired, please login again')).toBeVisible();
  },
};

export const ForgotPassword: Story = {
  args: { path: '/forgot-password' },
  play: async ({ canvas }) => {
    await canvas.findByRole('button', { name: 'Send reset link' });
  },
};

export const ResetPassword: Story = {
  args: { path: '/reset-password?token=valid' },
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Choose a new password');
  },
};

export const ResetPasswordIncompleteLink: Story = {
  args: { path: '/reset-password' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('link', { name: 'Ask for a new reset link' }),
    ).toBeVisible();
  },
};

export const GetStarted: Story = {
  args: { path: '/get-started' },
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Get started');
  },
};

export const PendingVerification: Story = {
  args: { path: '/pending-email-address-verification' },
  parameters: signedInUnverified,
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Verify your email address');
  },
};

export const VerifyEmailAddress: Story = {
  args: { path: '/verify-email-address/123456' },
  parameters: signedInUnverified,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Your email is verified')).toBeVisible();
  },
};

export const NotFound: Story = {
  args: { path: '/no/such/page' },
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Page not found');
  },
};

export const TokenLoginSigningIn: Story = {
  args: { path: '/login/token?token=demo-sso-1' },
  parameters: answers(loadingHandler('/auth/signin/sso', { method: 'post' })),
  play: async ({ canvas }) => {
    // The page's own loading state, not the route's while the page's code loads.
    const checking = await canvas.findByText('Checking your sign-in link');
    await expect(checking.closest('[role="status"]')).toHaveAttribute('aria-busy', 'true');
  },
};

const expiredLink = {
  args: { path: '/login/token?token=used-token' },
  parameters: answers(
    errorHandler('/auth/signin/sso', { method: 'post', status: 401, key: 'invalidSsoToken' }),
  ),
};

export const TokenLoginExpiredLink: Story = {
  ...expiredLink,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Your access has expired.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign in with your password' })).toBeVisible();
  },
};

export const TokenLoginExpiredLinkSpanishDark: Story = {
  ...expiredLink,
  globals: { locale: 'es', theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Tu acceso ha caducado.')).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Iniciar sesión con tu contraseña' }),
    ).toBeVisible();
  },
};

export const TokenLoginIncompleteLink: Story = {
  args: { path: '/login/token' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        'This sign-in link is incomplete. Open the link from your email again.',
      ),
    ).toBeVisible();
  },
};
