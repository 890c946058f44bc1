// The coach directory and a coach's public page, read signed out and signed in, on the mocks.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { DEFAULT_MOCK_BASE_URL, errorHandler, fixtures } from '@hci/mock-api';
import { renderApp } from '../../test/renderApp';

const visitor = { session: null };

describe('coach directory', () => {
  test('a visitor signed out finds coaches by language and opens one', async () => {
    const user = userEvent.setup();
    const portal = renderApp('/coaches', visitor);
    expect(await screen.findByRole('heading', { level: 1, name: 'Find a coach' })).toBeVisible();
    const results = await screen.findByRole('region', { name: 'Coaches' });
    expect(within(results).getByRole('link', { name: 'Marisol Reyes' })).toBeVisible();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Spanish');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await expect
      .poll(() => portal.requests.some((request) => request.url.includes('language=ES')))
      .toBe(true);
    await user.click(await screen.findByRole('link', { name: 'Marisol Reyes' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Marisol Reyes' })).toBeVisible();
    expect(portal.currentPath()).toBe('/coaches/1');
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
    const many = Array.from({ length: 14 }, (_, index) => ({
      ...fixtures.coach,
      id: index + 1,
      personalInfo: { ...fixtures.coach.personalInfo, lastName: `Coach ${index + 1}` },
    }));
    const portal = renderApp('/coaches', {
      ...visitor,
      handlers: [
        http.get(`${DEFAULT_MOCK_BASE_URL}/coaches`, ({ request }) => {
          const page = Number(new URL(request.url).searchParams.get('page') ?? 0);
          return HttpResponse.json({
            content: many.slice(page * 12, page * 12 + 12),
            pagination: { total: many.length, page, size: 12 },
          });
        }),
      ],
    });
    const results = await screen.findByRole('region', { name: 'Coaches' });
    expect(within(results).getAllByRole('article')).toHaveLength(12);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('link', { name: 'Marisol Coach 14' })).toBeVisible();
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
    const portal = renderApp('/coaches/1', visitor);
    const call = await screen.findByRole('article', { name: 'Free discovery call' });
    expect(within(call).getByText('Free')).toBeVisible();
    expect(within(call).getByText('Online')).toBeVisible();
    const pantry = screen.getByRole('article', { name: 'In-person pantry makeover' });
    expect(within(pantry).getByText(/180\.00/)).toBeVisible();
    expect(within(pantry).getByText('In person')).toBeVisible();
    // Where it takes place, before anyone signs in to book it.
    expect(within(pantry).getByText('Where')).toBeVisible();
    expect(
      within(pantry).getByText('2100 Larimer Street, Suite 4, Denver, CO 80205'),
    ).toBeVisible();
    expect(within(call).queryByText('Where')).toBeNull();
    expect(screen.queryByRole('article', { name: 'Coaching journal' })).toBeNull();
    expect(screen.getByText('I help busy parents', { exact: false })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Certifications' })).toBeVisible();

    await user.click(
      within(call).getByRole('link', { name: 'Sign in to book Free discovery call' }),
    );
    await expect
      .poll(() => portal.currentPath())
      .toBe(`/login?${new URLSearchParams({ action: '/coaches/1/offers/1' })}`);
  });

  test('in Spanish', async () => {
    renderApp('/coaches/1', { ...visitor, locale: 'es' });
    const call = await screen.findByRole('article', { name: 'Free discovery call' });
    expect(within(call).getByText('Gratis')).toBeVisible();
    expect(
      within(call).getByRole('link', { name: 'Inicia sesión para reservar Free discovery call' }),
    ).toBeVisible();
  });
});
