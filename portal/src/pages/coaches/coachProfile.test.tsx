import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { errorHandler, fixtures } from '@hci/mock-api';
import { renderApp } from '../../test/renderApp';

const coach = { session: fixtures.demoCoachSession };

describe('coach elements in the portal', () => {
  test('a student who is also a coach finds the coach profile and purchases on the home page', async () => {
    renderApp('/home', coach);
    const corner = await screen.findByRole('region', { name: 'Your coaching practice' });
    expect(within(corner).getByRole('link', { name: 'See your coach profile' })).toHaveAttribute(
      'href',
      '/coach-profile',
    );
    expect(within(corner).getByRole('link', { name: 'See purchases' })).toHaveAttribute(
      'href',
      '/purchases',
    );
  });

  test('a plain student’s home page does not contain them at all', async () => {
    const portal = renderApp('/home');
    // The home page has loaded once its sections (headed h2) show.
    expect((await screen.findAllByRole('heading', { level: 2 })).length).toBeGreaterThan(0);
    expect(portal.container.textContent).not.toMatch(/coach profile|purchases/i);
    expect(screen.queryByRole('link', { name: 'See purchases' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'See your coach profile' })).not.toBeInTheDocument();
  });

  test('a plain student asking for the coach profile is sent home', async () => {
    const portal = renderApp('/coach-profile');
    await expect.poll(() => portal.currentPath()).toBe('/home');
  });
});

describe('/coach-profile', () => {
  test('shows the public profile, earned certifications, and a link to edit it', async () => {
    renderApp('/coach-profile', coach);
    expect(await screen.findByRole('heading', { level: 2, name: 'Marisol Reyes' })).toBeVisible();
    expect(screen.getByText(fixtures.coach.intro!)).toBeVisible();
    expect(screen.getByText(fixtures.coach.specializations.join(', '))).toBeVisible();
    const certifications = screen.getByRole('region', { name: 'Certifications' });
    expect(within(certifications).getByText('Certified Health Coach')).toBeVisible();
    expect(screen.getByRole('link', { name: /^Instagram/ })).toHaveAttribute(
      'href',
      fixtures.coach.socialNetworks.instagram,
    );
    // Private details stay out of the public view.
    expect(document.body.textContent).not.toContain(fixtures.demoCoachSession.email);
    expect(
      screen.getByRole('link', { name: /^Edit your profile in the coach app/ }),
    ).toHaveAttribute('href', 'http://coach.example.test/profile');
  });

  test('a failed load offers a retry', async () => {
    renderApp('/coach-profile', {
      ...coach,
      handlers: [errorHandler('/coaches/{coachId}')],
    });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeVisible();
  });

  test('reads in Spanish', async () => {
    renderApp('/coach-profile', { ...coach, locale: 'es' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tu perfil público de coach' }),
    ).toBeVisible();
  });
});
