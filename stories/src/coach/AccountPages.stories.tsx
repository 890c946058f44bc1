import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { type AppStoryArgs, appStoryMeta, findPageHeading, patiently } from '../appStory';
import { storyText } from '../storyText';
import { coachApp, signedIn, startingWith } from './coachStory';

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
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'coach');
    await findPageHeading(canvas, text('coach.welcome.title'));
    await expect(
      canvas.getByRole('link', { name: text('coach.welcome.services.link') }),
    ).toBeVisible();
  },
};

export const ManageAccount: Story = {
  args: { path: '/manage-account' },
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'coach');
    await findPageHeading(canvas, text('coach.account.title'));
    await expect(
      canvas.getByText(text('coach.account.currentEmail', { email: 'coach@demo.test' })),
    ).toBeVisible();
  },
};

/** The API refuses the current password; the field says so. */
export const ManageAccountWrongPassword: Story = {
  args: { path: '/manage-account' },
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'coach');
    await findPageHeading(canvas, text('coach.account.title'));
    const [currentPassword] = canvas.getAllByLabelText(
      startingWith(text('coach.account.currentPassword')),
    );
    await userEvent.type(currentPassword!, 'NotMine2026');
    await userEvent.type(
      canvas.getByLabelText(startingWith(text('coach.account.newPassword'))),
      'Brighter2027',
    );
    await userEvent.click(canvas.getByRole('button', { name: text('coach.account.savePassword') }));
    await expect(
      await canvas.findByText(text('error.invalidCurrentPassword'), {}, patiently),
    ).toBeVisible();
    await expect(currentPassword).toHaveAttribute('aria-invalid', 'true');
  },
};

/** An e-mail change asked for: the code sent to the new address is asked for here. */
export const ManageAccountEmailCodeSent: Story = {
  args: { path: '/manage-account' },
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'coach');
    await findPageHeading(canvas, text('coach.account.title'));
    await userEvent.type(
      canvas.getByLabelText(startingWith(text('coach.account.newEmail'))),
      'marisol.new@demo.test',
    );
    const email = canvas.getByRole('region', { name: text('coach.account.email') });
    await userEvent.type(
      within(email).getByLabelText(startingWith(text('coach.account.currentPassword'))),
      'Welcome2026',
    );
    await userEvent.click(canvas.getByRole('button', { name: text('coach.account.saveEmail') }));
    await expect(
      await canvas.findByText(
        text('coach.account.emailCodeSent', {
          email: 'marisol.new@demo.test',
          minutes: 15,
          current: 'coach@demo.test',
        }),
        {},
        patiently,
      ),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: text('coach.account.confirmEmail') }),
    ).toBeVisible();
  },
};
