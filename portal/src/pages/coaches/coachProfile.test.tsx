import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { unwrap } from '@hci/api-schema';
import {
  daysFrom,
  demoPassword,
  demoStudentCoach,
  demoStudentCoachProfile,
  demoToday,
  nameOf,
} from '@hci/demo-world';
import { errorHandler } from '@hci/mock-api';
import { demo, renderApp } from '../../test/renderApp';

/**
 * Signed in as the demo world's student who coaches too (the demo coach never enrolled, so the
 * portal hands her over to the coach app).
 */
async function coach() {
  const { content } = await unwrap(
    demo()
      .as('student')
      .POST('/auth/signin/student', {
        body: { email: demoStudentCoach.email, password: demoPassword },
      }),
  );
  return { session: content };
}

describe('coach elements in the portal', () => {
  test('a student who is also a coach finds the coach profile and purchases on the home page', async () => {
    renderApp('/home', await coach());
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
    const session = await coach();
    // One certification issued, one to be issued years from now (after any day the page runs
    // on, by its own clock): only the first is earned.
    await demo().query(
      `INSERT INTO coach_certifications (coach_id, data) VALUES ($1, $2), ($1, $3)`,
      [
        session.session.coachId!,
        {
          name: 'Sleep Science Coach',
          issuer: 'Sleep Institute',
          issuedOn: daysFrom(demoToday, -200),
        },
        {
          name: 'Stress Management Coach',
          issuer: 'Sleep Institute',
          issuedOn: daysFrom(demoToday, 3650),
        },
      ],
    );
    renderApp('/coach-profile', session);
    expect(
      await screen.findByRole('heading', { level: 2, name: nameOf(demoStudentCoach) }),
    ).toBeVisible();
    expect(screen.getByText(demoStudentCoachProfile.intro)).toBeVisible();
    expect(screen.getByText(demoStudentCoachProfile.specializations.join(', '))).toBeVisible();
    const certifications = screen.getByRole('region', { name: 'Certifications' });
    expect(within(certifications).getByText('Sleep Science Coach')).toBeVisible();
    expect(within(certifications).queryByText('Stress Management Coach')).toBeNull();
    expect(screen.getByRole('link', { name: /^LinkedIn/ })).toHaveAttribute(
      'href',
      demoStudentCoachProfile.socialNetworks.linkedIn,
    );
    // Private details stay out of the public view.
    expect(document.body.textContent).not.toContain(demoStudentCoach.email);
    expect(
      screen.getByRole('link', { name: /^Edit your profile in the coach app/ }),
    ).toHaveAttribute('href', 'http://coach.example.test/profile');
  });

  test('a failed load offers a retry', async () => {
    renderApp('/coach-profile', {
      ...(await coach()),
      handlers: [errorHandler('/coaches/{coachId}')],
    });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeVisible();
  });

  test('reads in Spanish', async () => {
    renderApp('/coach-profile', { ...(await coach()), locale: 'es' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tu perfil público de coach' }),
    ).toBeVisible();
  });
});
