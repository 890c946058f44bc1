import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { loadingHandler } from '@hci/mock-api';
import {
  answers,
  appStoryMeta,
  findPageHeading,
  openMailedVerificationLink,
  patiently,
  type AppStoryArgs,
} from '../appStory';
import { storyText } from '../storyText';
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
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    await findPageHeading(canvas, text('portal.login.title'));
  },
};

export const LoginRequiredFields: Story = {
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    await userEvent.click(
      await canvas.findByRole('button', { name: text('frame.account.signIn') }),
    );
    await expect(await canvas.findAllByText(text('form.validation.required'))).toHaveLength(2);
    const summary = await canvas.findByRole('alert', { name: text('form.errorSummary.title') });
    await waitFor(() => expect(summary).toHaveFocus(), patiently);
  },
};

export const LoginSessionExpired: Story = {
  args: { path: '/login?reason=sessionExpired' },
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    await expect(await canvas.findByText(text('info.sessionExpired'))).toBeVisible();
  },
};

export const ForgotPassword: Story = {
  args: { path: '/forgot-password' },
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    await canvas.findByRole('button', { name: text('portal.forgotPassword.submit') });
  },
};

export const ResetPassword: Story = {
  args: { path: '/reset-password?token=valid' },
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    await findPageHeading(canvas, text('portal.resetPassword.title'));
  },
};

export const ResetPasswordIncompleteLink: Story = {
  args: { path: '/reset-password' },
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    await expect(
      await canvas.findByRole('link', { name: text('frame.account.requestNew') }),
    ).toBeVisible();
  },
};

export const GetStarted: Story = {
  args: { path: '/get-started' },
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    await findPageHeading(canvas, text('portal.getStarted.title'));
  },
};

export const PendingVerification: Story = {
  args: { path: '/pending-email-address-verification' },
  parameters: signedInUnverified,
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    await findPageHeading(canvas, text('portal.verification.title'));
  },
};

/** The link the student was mailed. */
export const VerifyEmailAddress: Story = {
  parameters: {
    ...signedInUnverified,
    arrange: openMailedVerificationLink('unverified'),
  },
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    await expect(await canvas.findByText(text('portal.verification.verified'))).toBeVisible();
  },
};

export const NotFound: Story = {
  args: { path: '/no/such/page' },
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    await findPageHeading(canvas, text('portal.notFound.title'));
  },
};

export const TokenLoginSigningIn: Story = {
  args: { path: '/login/token?token=demo-sso-1' },
  parameters: answers(loadingHandler('/auth/signin/sso', { method: 'post' })),
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    // The page's own loading state, not the route's while the page's code loads.
    const checking = await canvas.findByText(text('frame.account.tokenSignIn.signingIn'));
    await expect(checking.closest('[role="status"]')).toHaveAttribute('aria-busy', 'true');
  },
};

/** A link whose token the API does not take (used, expired or never issued). */
const expiredLink = { args: { path: '/login/token?token=used-token' } };

export const TokenLoginExpiredLink: Story = {
  ...expiredLink,
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    await expect(await canvas.findByText(text('error.invalidSsoToken'))).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: text('frame.account.tokenSignIn.signInInstead') }),
    ).toBeVisible();
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
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    await expect(await canvas.findByText(text('frame.account.tokenSignIn.missing'))).toBeVisible();
  },
};
