import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { type AppStoryArgs, appStoryMeta, findPageHeading } from '../appStory';
import { coachApp, signedIn } from './coachStory';

// The visitor pages of the coach app, in its main layout; they call no API.
const base = appStoryMeta(coachApp);
const meta = {
  ...base,
  title: 'Apps/Coach/Public pages',
  args: { path: '/' },
} satisfies Meta<AppStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Home: Story = {
  play: async ({ canvas }) => {
    await expect(await findPageHeading(canvas, 'Coaching that fits your life')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'What you can do' })).toBeVisible();
    await expect(canvas.getByText('© 2026 Health Coach Institute')).toBeVisible();
  },
};

export const HomeInSpanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvas }) => {
    await expect(await findPageHeading(canvas, 'Coaching que se adapta a tu vida')).toBeVisible();
    await expect(canvas.getByText('© 2026 Health Coach Institute')).toBeVisible();
  },
};

/** A signed-in coach on a public page: the navigation leads to their profile. */
export const HomeSignedIn: Story = {
  parameters: signedIn,
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Coaching that fits your life');
    await expect(canvas.getAllByRole('link', { name: 'Profile' })[0]).toBeVisible();
  },
};

export const Faq: Story = {
  args: { path: '/faq' },
  play: async ({ canvas }) => {
    await expect(await findPageHeading(canvas, 'Frequently asked questions')).toBeVisible();
  },
};

export const PrivacyPolicy: Story = {
  args: { path: '/privacy-policy' },
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Privacy policy');
    await expect(canvas.getByRole('heading', { level: 2, name: 'What we collect' })).toBeVisible();
  },
};

export const TermsOfService: Story = {
  args: { path: '/terms-of-service' },
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Terms of service');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Your account' })).toBeVisible();
  },
};

export const SchedulingPolicy: Story = {
  args: { path: '/scheduling-policy' },
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Scheduling policy');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Booking' })).toBeVisible();
  },
};

/** Any path the app does not know. */
export const NotFound: Story = {
  args: { path: '/no/such/page' },
  play: async ({ canvas }) => {
    await expect(await findPageHeading(canvas, 'Page not found')).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Page not found · Coach'));
  },
};
