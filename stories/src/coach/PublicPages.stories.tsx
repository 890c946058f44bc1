import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { type AppStoryArgs, appStoryMeta, findPageHeading } from '../appStory';
import { storyText } from '../storyText';
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
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'coach');
    await expect(await findPageHeading(canvas, text('coach.home.title'))).toBeVisible();
    await expect(
      canvas.getByRole('heading', { name: text('coach.home.features.heading') }),
    ).toBeVisible();
    // The year of the demo clock.
    await expect(canvas.getByText(text('coach.layout.copyright', { year: 2026 }))).toBeVisible();
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
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'coach');
    await findPageHeading(canvas, text('coach.home.title'));
    await expect(canvas.getAllByRole('link', { name: text('coach.nav.profile') })[0]).toBeVisible();
  },
};

export const Faq: Story = {
  args: { path: '/faq' },
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'coach');
    await expect(await findPageHeading(canvas, text('coach.faq.title'))).toBeVisible();
  },
};

export const PrivacyPolicy: Story = {
  args: { path: '/privacy-policy' },
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'coach');
    await findPageHeading(canvas, text('coach.privacy.title'));
    await expect(
      canvas.getByRole('heading', { level: 2, name: text('coach.privacy.collect.heading') }),
    ).toBeVisible();
  },
};

export const TermsOfService: Story = {
  args: { path: '/terms-of-service' },
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'coach');
    await findPageHeading(canvas, text('coach.terms.title'));
    await expect(
      canvas.getByRole('heading', { level: 2, name: text('coach.terms.account.heading') }),
    ).toBeVisible();
  },
};

export const SchedulingPolicy: Story = {
  args: { path: '/scheduling-policy' },
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'coach');
    await findPageHeading(canvas, text('coach.scheduling.title'));
    await expect(
      canvas.getByRole('heading', { level: 2, name: text('coach.scheduling.booking.heading') }),
    ).toBeVisible();
  },
};

/** Any path the app does not know. */
export const NotFound: Story = {
  args: { path: '/no/such/page' },
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'coach');
    await expect(await findPageHeading(canvas, text('ds.notFound.title'))).toBeVisible();
    await waitFor(() =>
      expect(document.title).toBe(
        text('frame.app.documentTitle', { page: text('coach.notFound.title'), appName: 'Coach' }),
      ),
    );
  },
};
