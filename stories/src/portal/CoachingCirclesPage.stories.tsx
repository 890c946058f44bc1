import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { emptyHandler, errorHandler, loadingHandler } from '@hci/mock-api';
import { answers, appStoryMeta, type AppStoryArgs } from '../appStory';
import { storyText } from '../storyText';
import { portalApp } from './portalStory';

const circles = '/students/{studentId}/coaching_circles' as const;

const base = appStoryMeta(portalApp);
const meta = {
  ...base,
  title: 'Apps/Portal/Coaching circles',
  args: { path: '/coaching-circles' },
} satisfies Meta<AppStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The demo student leads the circle: the add form and attendance actions show. */
export const Leader: Story = {
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    await expect(
      await canvas.findByRole('article', { name: 'Tuesday evening circle' }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: text('portal.circles.add.submit') }),
    ).toBeVisible();
  },
};

export const LeaderSpanish: Story = {
  ...Leader,
  globals: { locale: 'es' },
  play: async ({ canvas }) => {
    await canvas.findByRole('article', { name: 'Tuesday evening circle' });
    await expect(canvas.getByRole('button', { name: 'Añadir al círculo' })).toBeVisible();
  },
};

export const LeaderDark: Story = {
  ...Leader,
  globals: { theme: 'dark' },
};

/** A member who does not lead: no add form. */
export const Member: Story = {
  parameters: { signedInAs: 'circleMember' },
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    await canvas.findByRole('article', { name: 'Tuesday evening circle' });
    await expect(
      canvas.queryByRole('button', { name: text('portal.circles.add.submit') }),
    ).toBeNull();
  },
};

export const Loading: Story = {
  parameters: answers(loadingHandler(circles)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  parameters: answers(emptyHandler(circles)),
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    await expect(
      await canvas.findByRole('heading', { name: text('portal.circles.empty.title') }),
    ).toBeVisible();
  },
};

export const Error: Story = {
  parameters: answers(errorHandler(circles)),
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    await expect(
      await canvas.findByRole('button', { name: text('ds.queryView.retry') }),
    ).toBeVisible();
  },
};
