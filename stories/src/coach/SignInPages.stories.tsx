import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { errorHandler, loadingHandler } from '@hci/api-schema/msw';
import {
  answers,
  type AppStoryArgs,
  appStoryMeta,
  findPageHeading,
  pageBody,
  patiently,
} from '../appStory';
import { coachApp, signedIn } from './coachStory';

// Signing in, signing up and recovering access: the coach app's auth layout.
const base = appStoryMeta(coachApp);
const meta = {
  ...base,
  title: 'Apps/Coach/Sign-in pages',
  args: { path: '/login' },
} satisfies Meta<AppStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Login: Story = {
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Sign in to your coach account');
    await expect(canvas.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  },
};

/** Submitted empty: each field says it is required, and the first one takes the focus. */
export const LoginRequiredFields: Story = {
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Sign in to your coach account');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    const summary = await canvas.findByRole('alert', { name: 'There is a problem' });
    await waitFor(() => expect(summary).toHaveFocus(), patiently);
    await expect(canvas.getByLabelText(/Email address/)).toHaveAccessibleDescription(
      'This field is required',
    );
  },
};

/** Wrong credentials: the API's failedLogin key, in the error summary atop the form, focused. */
export const LoginInvalidCredentials: Story = {
  parameters: { screenshot: 'viewport' },
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Sign in to your coach account');
    await userEvent.type(canvas.getByLabelText(/Email address/), 'someone@demo.test');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'Wrong2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    const summary = await canvas.findByRole('alert', { name: 'There is a problem' }, patiently);
    await expect(summary).toHaveTextContent('Invalid username or password.');
    await waitFor(() => expect(summary).toHaveFocus(), patiently);
    await expect(canvas.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  },
};

/** A signed-in coach who opens /login goes on to their profile. */
export const LoginWhenSignedIn: Story = {
  // The profile it lands on is snapshotted by Apps/Coach/Profile's stories.
  parameters: { ...signedIn, screenshot: false },
  play: async ({ canvas }) => {
    await expect(await findPageHeading(canvas, 'Your coach profile')).toBeVisible();
    await canvas.findByRole('button', { name: 'Save changes' }, patiently);
    await canvas.findByText('Certified Health Coach', {}, patiently);
  },
};

export const SignUp: Story = {
  args: { path: '/sign-up' },
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Create your coach account');
    await expect(canvas.getByLabelText(/^Password/)).toHaveAccessibleDescription(
      'At least 8 characters, with a number, a lower-case and an upper-case letter.',
    );
  },
};

/** Where an expired session sends the user, with the page to go back to. */
export const Verify: Story = {
  args: { path: '/verify?to=%2Fmy-sessions' },
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Confirm it’s you');
    await expect(canvas.getByText('Your session expired, please login again')).toBeVisible();
  },
};

export const ResetPasswordRequest: Story = {
  args: { path: '/reset-account-password' },
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Reset your password');
    await expect(canvas.getByRole('link', { name: 'Back to sign in' })).toBeVisible();
  },
};

export const ResetPasswordLinkSent: Story = {
  args: { path: '/reset-account-password' },
  // The toast is fixed to the viewport, over the page.
  parameters: { screenshot: 'viewport' },
  play: async ({ canvas, canvasElement }) => {
    await findPageHeading(canvas, 'Reset your password');
    await userEvent.type(canvas.getByLabelText(/Email address/), 'coach@demo.test');
    await userEvent.click(canvas.getByRole('button', { name: 'Send the reset link' }));
    await expect(
      await canvas.findByText('Check your inbox: the link is valid for one hour.', {}, patiently),
    ).toBeVisible();
    const toast = await pageBody(canvasElement).findByRole('alertdialog', {}, patiently);
    // Hovering pauses the toast's 5 s timer, so it is still there for the snapshot.
    await userEvent.hover(toast);
    await expect(toast).toHaveTextContent(
      'We have sent you an email with a link to reset your password.',
    );
  },
};

/** The link from the reset e-mail carries its token. */
export const ResetPasswordNewPassword: Story = {
  args: { path: '/reset-account-password?token=demo-reset-token' },
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Choose a new password');
    await expect(canvas.getByRole('button', { name: 'Save the new password' })).toBeEnabled();
  },
};

export const TokenLoginSigningIn: Story = {
  args: { path: '/login/token?token=demo-sso-token' },
  parameters: answers(loadingHandler('/auth/signin/sso', { method: 'post' })),
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Signing you in');
    await expect(await canvas.findByRole('status')).toHaveAttribute('aria-busy', 'true');
  },
};

export const TokenLoginExpiredLink: Story = {
  args: { path: '/login/token?token=used-token' },
  parameters: answers(
    errorHandler('/auth/signin/sso', { method: 'post', status: 401, key: 'invalidSsoToken' }),
  ),
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'This sign-in link did not work');
    await expect(await canvas.findByText('Your access has expired.', {}, patiently)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign in with your password' })).toBeVisible();
  },
};

export const TokenLoginIncompleteLink: Story = {
  args: { path: '/login/token' },
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'This sign-in link did not work');
    await expect(
      canvas.getByText('This sign-in link is incomplete. Open the link from your email again.'),
    ).toBeVisible();
  },
};
