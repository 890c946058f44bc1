import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { type AppStoryArgs, appStoryMeta, findPageHeading, patiently } from '../appStory';
import { coachApp, signedIn } from './coachStory';

// Pages of the coach workspace that load no data of their own: they have one state each, plus
// what their forms answer.
const base = appStoryMeta(coachApp);
const meta = {
  ...base,
  title: 'Apps/Coach/Account pages',
  args: { path: '/welcome' },
  parameters: { ...base.parameters, ...signedIn },
} satisfies Meta<AppStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Welcome: Story = {
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Welcome to your coach workspace');
    await expect(canvas.getByRole('link', { name: 'Go to services' })).toBeVisible();
  },
};

export const ManageAccount: Story = {
  args: { path: '/manage-account' },
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Your account');
    await expect(canvas.getByText('You sign in with coach@demo.test.')).toBeVisible();
  },
};

/** The API refuses the current password; the field says so. */
export const ManageAccountWrongPassword: Story = {
  args: { path: '/manage-account' },
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Your account');
    const [currentPassword] = canvas.getAllByLabelText(/^Current password/);
    await userEvent.type(currentPassword!, 'NotMine2026');
    await userEvent.type(canvas.getByLabelText(/^New password/), 'Brighter2027');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(
      await canvas.findByText('Incorrect current password', {}, patiently),
    ).toBeVisible();
    await expect(currentPassword).toHaveAttribute('aria-invalid', 'true');
  },
};
