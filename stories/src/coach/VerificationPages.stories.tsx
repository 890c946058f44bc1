import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { errorHandler, fixtures, loadingHandler } from '@hci/api-schema/msw';
import {
  answers,
  type AppStoryArgs,
  appStoryMeta,
  findPageHeading,
  pageBody,
  patiently,
} from '../appStory';
import { coachApp, signedIn, signedInUnverified } from './coachStory';

// Confirming the e-mail address: the code typed in, or the link from the e-mail.
const base = appStoryMeta(coachApp);
const meta = {
  ...base,
  title: 'Apps/Coach/Email verification',
  args: { path: '/pending-email-address-verification' },
  parameters: { ...base.parameters, ...signedInUnverified },
} satisfies Meta<AppStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

const verifyEmail = '/auth/verify_email';

/** Where a coach with an unconfirmed e-mail is held, whatever page they open. */
export const PendingVerification: Story = {
  args: { path: '/my-services' },
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Confirm your email address');
    await expect(canvas.getByText(/We sent a verification code to coach@demo\.test/)).toBeVisible();
  },
};

export const PendingVerificationWrongCode: Story = {
  parameters: answers(
    errorHandler(verifyEmail, { method: 'post', status: 400, key: 'verificationCodeError' }),
  ),
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Confirm your email address');
    await userEvent.type(canvas.getByLabelText(/Verification code/), '000000');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify my email' }));
    const code = canvas.getByLabelText(/Verification code/);
    await expect(
      await canvas.findByText('The verification code is not valid.', {}, patiently),
    ).toBeVisible();
    await expect(code).toHaveAttribute('aria-invalid', 'true');
  },
};

export const PendingVerificationCodeResent: Story = {
  parameters: { screenshot: 'viewport' },
  play: async ({ canvas, canvasElement }) => {
    await findPageHeading(canvas, 'Confirm your email address');
    await userEvent.click(canvas.getByRole('button', { name: 'Send a new code' }));
    const toast = await pageBody(canvasElement).findByRole('alertdialog', {}, patiently);
    // Hovering pauses the toast's timer, so it is still there for the snapshot.
    await userEvent.hover(toast);
    await expect(toast).toHaveTextContent('A new code is on its way.');
  },
};

export const VerifyEmailAddressChecking: Story = {
  args: { path: `/verify-email-address/${fixtures.demoVerificationCode}` },
  parameters: answers(loadingHandler(verifyEmail, { method: 'post' })),
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Email verification');
    await expect(await canvas.findByRole('status')).toHaveAttribute('aria-busy', 'true');
  },
};

export const VerifyEmailAddressConfirmed: Story = {
  args: { path: `/verify-email-address/${fixtures.demoVerificationCode}` },
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Email verification');
    await expect(
      await canvas.findByRole('link', { name: 'Complete my profile' }, patiently),
    ).toBeVisible();
  },
};

export const VerifyEmailAddressFailed: Story = {
  args: { path: '/verify-email-address/000000' },
  parameters: answers(
    errorHandler(verifyEmail, { method: 'post', status: 400, key: 'verificationCodeError' }),
  ),
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Email verification');
    await expect(
      await canvas.findByText('The verification code is not valid.', {}, patiently),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Type the code instead' })).toBeVisible();
  },
};

/** A confirmed coach who opens the pending page goes on to their profile. */
export const AlreadyVerified: Story = {
  // The profile it lands on is snapshotted by Apps/Coach/Profile's stories.
  parameters: { ...signedIn, screenshot: false },
  play: async ({ canvas }) => {
    await expect(await findPageHeading(canvas, 'Your coach profile')).toBeVisible();
    await canvas.findByRole('button', { name: 'Save changes' }, patiently);
    await canvas.findByText('Certified Health Coach', {}, patiently);
  },
};
