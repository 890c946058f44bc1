import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { errorHandler, loadingHandler } from '@hci/mock-api';
import {
  answers,
  type AppStoryArgs,
  appStoryMeta,
  findPageHeading,
  pageBody,
  patiently,
} from '../appStory';
import { containing, storyText } from '../storyText';
import { coachApp, signedIn, startingWith } from './coachStory';

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
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'coach');
    await findPageHeading(canvas, text('coach.login.title'));
    await expect(canvas.getByRole('button', { name: text('frame.account.signIn') })).toBeEnabled();
  },
};

/** Submitted empty: each field says it is required, and the first one takes the focus. */
export const LoginRequiredFields: Story = {
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'coach');
    await findPageHeading(canvas, text('coach.login.title'));
    await userEvent.click(canvas.getByRole('button', { name: text('frame.account.signIn') }));
    const summary = await canvas.findByRole('alert', { name: text('form.errorSummary.title') });
    await waitFor(() => expect(summary).toHaveFocus(), patiently);
    await expect(
      canvas.getByLabelText(containing(text('coach.auth.email'))),
    ).toHaveAccessibleDescription(text('form.validation.required'));
  },
};

/** Wrong credentials: the API's failedLogin key, in the error summary atop the form, focused. */
export const LoginInvalidCredentials: Story = {
  parameters: { screenshot: 'viewport' },
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'coach');
    await findPageHeading(canvas, text('coach.login.title'));
    await userEvent.type(
      canvas.getByLabelText(containing(text('coach.auth.email'))),
      'someone@demo.test',
    );
    await userEvent.type(
      canvas.getByLabelText(startingWith(text('frame.account.password'))),
      'Wrong2026',
    );
    await userEvent.click(canvas.getByRole('button', { name: text('frame.account.signIn') }));
    const summary = await canvas.findByRole(
      'alert',
      { name: text('form.errorSummary.title') },
      patiently,
    );
    await expect(summary).toHaveTextContent(text('error.failedLogin'));
    await waitFor(() => expect(summary).toHaveFocus(), patiently);
    await expect(canvas.getByRole('button', { name: text('frame.account.signIn') })).toBeEnabled();
  },
};

/** A signed-in coach who opens /login goes on to their profile. */
export const LoginWhenSignedIn: Story = {
  // The profile it lands on is snapshotted by Apps/Coach/Profile's stories.
  parameters: { ...signedIn, screenshot: false },
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'coach');
    await expect(await findPageHeading(canvas, text('coach.profile.title'))).toBeVisible();
    await canvas.findByRole('button', { name: text('coach.common.saveChanges') }, patiently);
    await canvas.findByText('Certified Health Coach', {}, patiently);
  },
};

export const SignUp: Story = {
  args: { path: '/sign-up' },
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'coach');
    await findPageHeading(canvas, text('coach.signUp.title'));
    await expect(
      canvas.getByLabelText(startingWith(text('frame.account.password'))),
    ).toHaveAccessibleDescription(text('coach.signUp.passwordHelp'));
  },
};

/** Where an expired session sends the user, with the page to go back to. */
export const Verify: Story = {
  args: { path: '/verify?to=%2Fmy-sessions' },
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'coach');
    await findPageHeading(canvas, text('coach.verify.title'));
    await expect(canvas.getByText(text('info.sessionExpired'))).toBeVisible();
  },
};

export const ResetPasswordRequest: Story = {
  args: { path: '/reset-account-password' },
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'coach');
    await findPageHeading(canvas, text('frame.account.resetTitle'));
    await expect(
      canvas.getByRole('link', { name: text('frame.account.backToSignIn') }),
    ).toBeVisible();
  },
};

export const ResetPasswordLinkSent: Story = {
  args: { path: '/reset-account-password' },
  // The toast is fixed to the viewport, over the page.
  parameters: { screenshot: 'viewport' },
  play: async ({ canvas, canvasElement, globals }) => {
    const text = await storyText(globals, 'coach');
    await findPageHeading(canvas, text('frame.account.resetTitle'));
    await userEvent.type(
      canvas.getByLabelText(containing(text('coach.auth.email'))),
      'coach@demo.test',
    );
    await userEvent.click(canvas.getByRole('button', { name: text('coach.reset.request.submit') }));
    await expect(
      await canvas.findByText(text('coach.reset.request.sent'), {}, patiently),
    ).toBeVisible();
    const toast = await pageBody(canvasElement).findByRole('alertdialog', {}, patiently);
    // Hovering pauses the toast's 5 s timer, so it is still there for the snapshot.
    await userEvent.hover(toast);
    await expect(toast).toHaveTextContent(text('positive.forgotPassword'));
  },
};

/** The link from the reset e-mail carries its token. */
export const ResetPasswordNewPassword: Story = {
  args: { path: '/reset-account-password?token=demo-reset-token' },
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'coach');
    await findPageHeading(canvas, text('coach.reset.new.title'));
    await expect(
      canvas.getByRole('button', { name: text('coach.reset.new.submit') }),
    ).toBeEnabled();
  },
};

export const TokenLoginSigningIn: Story = {
  args: { path: '/login/token?token=demo-sso-token' },
  parameters: answers(loadingHandler('/auth/signin/sso', { method: 'post' })),
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'coach');
    await findPageHeading(canvas, text('frame.account.tokenSignIn.title'));
    await expect(await canvas.findByRole('status')).toHaveAttribute('aria-busy', 'true');
  },
};

export const TokenLoginExpiredLink: Story = {
  args: { path: '/login/token?token=used-token' },
  parameters: answers(
    errorHandler('/auth/signin/sso', { method: 'post', status: 401, key: 'invalidSsoToken' }),
  ),
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'coach');
    await findPageHeading(canvas, text('frame.account.tokenSignIn.problemTitle'));
    await expect(
      await canvas.findByText(text('error.invalidSsoToken'), {}, patiently),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: text('frame.account.tokenSignIn.signInInstead') }),
    ).toBeVisible();
  },
};

export const TokenLoginIncompleteLink: Story = {
  args: { path: '/login/token' },
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'coach');
    await findPageHeading(canvas, text('frame.account.tokenSignIn.problemTitle'));
    await expect(canvas.getByText(text('frame.account.tokenSignIn.missing'))).toBeVisible();
  },
};
