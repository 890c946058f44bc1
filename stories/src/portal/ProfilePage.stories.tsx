import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { errorHandler, fixtures, loadingHandler } from '@hci/api-schema/msw';
import { ProfilePage } from '@hci/portal/pages';
import { loadPortalMessages, portalPage } from './portalPage';

const student = '/students/{studentId}' as const;

const meta = {
  title: 'Portal/Profile',
  component: ProfilePage,
  parameters: { loadMessages: loadPortalMessages },
} satisfies Meta<typeof ProfilePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  decorators: [portalPage({ path: '/settings/profile' })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('textbox', { name: /^First name/ })).toHaveValue(
      fixtures.student.personalInfo.firstName,
    );
  },
};

/** An invalid phone: the error summary takes focus and the field says what is wrong. */
export const InvalidPhone: Story = {
  decorators: [portalPage({ path: '/settings/profile' })],
  play: async ({ canvas }) => {
    const mobile = await canvas.findByRole('textbox', { name: /^Mobile phone/ });
    await userEvent.clear(mobile);
    await userEvent.type(mobile, '123');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(
      (await canvas.findAllByText('This field must be a valid number phone'))[0],
    ).toBeVisible();
  },
};

export const Loading: Story = {
  decorators: [portalPage({ handlers: [loadingHandler(student)] })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Error: Story = {
  decorators: [portalPage({ handlers: [errorHandler(student)] })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
