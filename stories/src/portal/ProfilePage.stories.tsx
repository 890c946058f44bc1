import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { demoStudent } from '@hci/demo-world';
import { errorHandler, loadingHandler } from '@hci/mock-api';
import { answers, appStoryMeta, type AppStoryArgs } from '../appStory';
import { storyText } from '../storyText';
import { portalApp } from './portalStory';

const student = '/students/{studentId}' as const;

const base = appStoryMeta(portalApp);
const meta = {
  ...base,
  title: 'Apps/Portal/Profile',
  args: { path: '/settings/profile' },
} satisfies Meta<AppStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    await expect(
      await canvas.findByRole('textbox', {
        name: (name) => name.startsWith(text('frame.identity.firstName')),
      }),
    ).toHaveValue(demoStudent.personalInfo.firstName);
  },
};

/** An invalid phone: the error summary takes focus and the field says what is wrong. */
export const InvalidPhone: Story = {
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    const mobile = await canvas.findByRole('textbox', {
      name: (name) => name.startsWith(text('frame.identity.mobilePhone')),
    });
    await userEvent.clear(mobile);
    await userEvent.type(mobile, '123');
    await userEvent.click(canvas.getByRole('button', { name: text('portal.common.save') }));
    await expect((await canvas.findAllByText(text('form.validation.phoneValid')))[0]).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: answers(loadingHandler(student)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Error: Story = {
  parameters: answers(errorHandler(student)),
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    await expect(
      await canvas.findByRole('button', { name: text('ds.queryView.retry') }),
    ).toBeVisible();
  },
};

/**
 * A session that names another student's record: the API refuses it (403) as it refuses anyone
 * else's record, and the page says so.
 */
export const AnotherStudentsRecord: Story = {
  parameters: { recordOf: 'unverified' },
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    await expect(await canvas.findByText(text('error.forbidden'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: text('ds.queryView.retry') })).toBeVisible();
  },
};
