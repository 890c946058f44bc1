// The coach directory and a coach's public page, read signed out and signed in, on the reference
// API's demo world: its two coaches, the demo coach (who speaks Spanish too) and a student coach.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { demoCoach, demoCoachProducts, demoCoachProfile, nameOf } from '@hci/demo-world';
import { errorHandler } from '@hci/mock-api';
import { demo, renderApp } from '../../test/renderApp';

const visitor = { session: null };
const coachName = nameOf(demoCoach);
/** The demo coach's public page. */
const coachPage = () => `/coaches/${demo().sessions.coach.coachId!}`;

/** The id of the demo coach's offer titled `title`. */
async function offerId(title: string) {
  const [offer] = await demo().query<{ id: number }>(
    'SELECT id FROM coach_products WHERE coach_id = $1 AND title = $2',
    [demo().sessions.coach.coachId!, title],
  );
  return offer!.id;
}

/**
 * `count` more coaches in the directory, each with a published service, named "Coach 1" onwards:
 * before the demo world's coaches by last name.
 */
async function moreCoaches(count: number) {
  await demo().query(
    `WITH people AS (
       INSERT INTO users (email, password_hash, email_verified)
       SELECT 'coach' || n || '@directory.test', 'unused', true FROM generate_series(1, $1) n
       RETURNING id, email),
     students AS (
       INSERT INTO students (user_id, first_name, last_name)
       SELECT id, 'Dana', 'Coach ' || substring(email from '[0-9]+') FROM people
       RETURNING id),
     coaches AS (INSERT INTO coaches (student_id) SELECT id FROM students RETURNING id)
     INSERT INTO coach_products (coach_id, title) SELECT id, 'Coaching session' FROM coaches`,
    [count],
  );
}

describe('coach directory', () => {
  test('a visitor signed out finds coaches by language and opens one', async () => {
    const user = userEvent.setup();
    const portal = renderApp('/coaches', visitor);
    expect(await screen.findByRole('heading', { level: 1, name: 'Find a coach' })).toBeVisible();
    const results = await screen.findByRole('region', { name: 'Coaches' });
    expect(within(results).getByRole('link', { name: coachName })).toBeVisible();
    expect(within(results).getAllByRole('article')).toHaveLength(2);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Spanish');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await expect
      .poll(() => portal.requests.some((request) => request.url.includes('language=ES')))
      .toBe(true);
    // Only the demo coach speaks Spanish.
    await expect.poll(() => within(results).getAllByRole('article')).toHaveLength(1);
    await user.click(within(results).getByRole('link', { name: coachName }));
    expect(await screen.findByRole('heading', { level: 1, name: coachName })).toBeVisible();
    expect(portal.currentPath()).toBe(coachPage());
  });

  test('a search nobody matches says so; a failed load offers a retry', async () => {
    const user = userEvent.setup();
    renderApp('/coaches', visitor);
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'nobody');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No coach found')).toBeVisible();
  });

  test('a failed load offers a retry', async () => {
    renderApp('/coaches', { ...visitor, handlers: [errorHandler('/coaches')] });
    expect(await screen.findByRole('button', { name: /try again/i })).toBeVisible();
  });

  test('pages twelve at a time', async () => {
    const user = userEvent.setup();
    // Fourteen in all: the twelve new ones first by last name, the demo world's two after.
    await moreCoaches(12);
    const portal = renderApp('/coaches', visitor);
    const results = await screen.findByRole('region', { name: 'Coaches' });
    expect(within(results).getAllByRole('article')).toHaveLength(12);
    expect(within(results).queryByRole('link', { name: coachName })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await within(results).findByRole('link', { name: coachName })).toBeVisible();
    expect(within(results).getAllByRole('article')).toHaveLength(2);
    expect(portal.requests.some((request) => request.url.includes('page=1'))).toBe(true);
  });

  test('signed in, the main navigation leads to the directory', async () => {
    const user = userEvent.setup();
    const portal = renderApp('/home');
    const navigation = await screen.findByRole('navigation', { name: 'Main' });
    await user.click(within(navigation).getByRole('link', { name: 'Coaches' }));
    await expect.poll(() => portal.currentPath()).toBe('/coaches');
    expect(await screen.findByRole('link', { name: 'My purchases and bookings' })).toBeVisible();
  });
});

describe("a coach's public page", () => {
  test('shows the offer with prices ("Free" for zero), delivery and an in-person address; booking asks a visitor to sign in and comes back', async () => {
    const user = userEvent.setup();
    const discoveryCall = await offerId('Free discovery call');
    const portal = renderApp(coachPage(), visitor);
    const call = await screen.findByRole('article', { name: 'Free discovery call' });
    expect(within(call).getByText('Free')).toBeVisible();
    expect(within(call).getByText('Online')).toBeVisible();
    const pantry = screen.getByRole('article', { name: 'In-person pantry makeover' });
    expect(within(pantry).getByText(/180\.00/)).toBeVisible();
    expect(within(pantry).getByText('In person')).toBeVisible();
    // Where it takes place, before anyone signs in to book it.
    expect(within(pantry).getByText('Where')).toBeVisible();
    const inPerson = demoCoachProducts.find((product) => product.location)!;
    expect(within(pantry).getByText(inPerson.location!)).toBeVisible();
    expect(within(call).queryByText('Where')).toBeNull();
    expect(screen.queryByRole('article', { name: 'Coaching journal' })).toBeNull();
    expect(screen.getByText(demoCoachProfile.intro)).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Certifications' })).toBeVisible();

    await user.click(
      within(call).getByRole('link', { name: 'Sign in to book Free discovery call' }),
    );
    await expect
      .poll(() => portal.currentPath())
      .toBe(`/login?${new URLSearchParams({ action: `${coachPage()}/offers/${discoveryCall}` })}`);
  });

  test('in Spanish', async () => {
    renderApp(coachPage(), { ...visitor, locale: 'es' });
    const call = await screen.findByRole('article', { name: 'Free discovery call' });
    expect(within(call).getByText('Gratis')).toBeVisible();
    expect(
      within(call).getByRole('link', { name: 'Inicia sesión para reservar Free discovery call' }),
    ).toBeVisible();
  });
});
