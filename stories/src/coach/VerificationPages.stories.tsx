import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { loadingHandler } from '@hci/mock-api';
import {
  answers,
  type AppStoryArgs,
  appStoryMeta,
  findPageHeading,
  openMailedVerificationLink,
  pageBody,
  patiently,
  newCoach,
} from '../appStory';
import { containing, storyText } from '../storyText';
import { coachApp, signedIn, signedInUnverified } from './coachStory';

// Confirming the e-mail address, as a coach who signed up the day before: the code typed in, or
// the link from the e-mail.
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
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'coach');
    await findPageHeading(canvas, text('coach.pending.title'));
    await expect(
      canvas.getByText(containing(text('coach.pending.sentTo', { email: newCoach.email }))),
    ).toBeVisible();
  },
};

export const PendingVerificationWrongCode: Story = {
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'coach');
    await findPageHeading(canvas, text('coach.pending.title'));
    await userEvent.type(canvas.getByLabelText(containing(text('frame.account.code'))), '000000');
    await userEvent.click(canvas.getByRole('button', { name: text('coach.pending.submit') }));
    const code = canvas.getByLabelText(containing(text('frame.account.code')));
    await expect(
      await canvas.findByText(text('error.verificationCodeError'), {}, patiently),
    ).toBeVisible();
    await expect(code).toHaveAttribute('aria-invalid', 'true');
  },
};

export const PendingVerificationCodeResent: Story = {
  parameters: { screenshot: 'viewport' },
  play: async ({ canvas, canvasElement, globals }) => {
    const text = await storyText(globals, 'coach');
    await findPageHeading(canvas, text('coach.pending.title'));
    await userEvent.click(canvas.getByRole('button', { name: text('frame.account.resend') }));
    const toast = await pageBody(canvasElement).findByRole('alertdialog', {}, patiently);
    // Hovering pauses the toast's timer, so it is still there for the snapshot.
    await userEvent.hover(toast);
    await expect(toast).toHaveTextContent(text('coach.pending.resent'));
  },
};

export const VerifyEmailAddressChecking: Story = {
  args: { path: '/verify-email-address/123456' },
  parameters: answers(loadingHandler(verifyEmail, { method: 'post' })),
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'coach');
    await findPageHeading(canvas, text('coach.verifyEmail.title'));
    await expect(await canvas.findByRole('status')).toHaveAttribute('aria-busy', 'true');
  },
};

/** The link the coach was mailed. */
export const VerifyEmailAddressConfirmed: Story = {
  parameters: { arrange: openMailedVerificationLink('newCoach') },
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'coach');
    await findPageHeading(canvas, text('coach.verifyEmail.title'));
    await expect(
      await canvas.findByRole('link', { name: text('coach.verifyEmail.next') }, patiently),
    ).toBeVisible();
  },
};

export const VerifyEmailAddressFailed: Story = {
  args: { path: '/verify-email-address/000000' },
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'coach');
    await findPageHeading(canvas, text('coach.verifyEmail.title'));
    await expect(
      await canvas.findByText(text('error.verificationCodeError'), {}, patiently),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: text('coach.verifyEmail.tryAgain') }),
    ).toBeVisible();
  },
};

/** A confirmed coach who opens the pending page goes on to their profile. */
export const AlreadyVerified: Story = {
  // The profile it lands on is snapshotted by Apps/Coach/Profile's stories.
  parameters: { ...signedIn, screenshot: false },
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'coach');
    await expect(await findPageHeading(canvas, text('coach.profile.title'))).toBeVisible();
    await canvas.findByRole('button', { name: text('coach.common.saveChanges') }, patiently);
    await canvas.findByText('Certified Health Coach', {}, patiently);
  },
};
