// The home page's pending actions lead to the screens that settle them, and its courses to their
// next module.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { expect, onTestFinished, test, vi } from 'vitest';
import { DEFAULT_MOCK_BASE_URL, fixtures } from '@hci/api-schema/msw';
import { renderPage } from '../../test/renderApp';
import { HomePage } from './HomePage';

test('the overdue payment links to paying it, the waiting transfer to the payment information', async () => {
  renderPage(<HomePage />, '/home', { financialStatus: 'PAST_DUE' });
  const actions = await screen.findByRole('region', { name: 'Needs your attention' });
  expect(within(actions).getByText(/Your payment is 16 days overdue/)).toBeVisible();
  expect(within(actions).getByRole('link', { name: 'Make a payment' })).toHaveAttribute(
    'href',
    '/settings/payment-information?pay=next',
  );
  expect(within(actions).getByRole('link', { name: 'Review the transfer' })).toHaveAttribute(
    'href',
    '/settings/payment-information',
  );
});

test('module counts of a course in progress are grouped and in the plural only when more than one', async () => {
  const [foundations] = fixtures.courses;
  const library = {
    ...foundations!,
    id: 7,
    title: 'Library',
    moduleCount: 2000,
    completedModuleCount: 1500,
  };
  const single = {
    ...foundations!,
    id: 8,
    title: 'Welcome',
    moduleCount: 1,
    completedModuleCount: 0,
  };
  const courses = http.get(`${DEFAULT_MOCK_BASE_URL}/students/:studentId/courses`, () =>
    HttpResponse.json({
      content: [library, single],
      pagination: { total: 2, page: 0, size: 100 },
    }),
  );
  renderPage(<HomePage />, '/home', { handlers: [courses] });
  expect(await screen.findByText('1,500 of 2,000 modules completed')).toBeVisible();
  expect(screen.getByText('0 of 1 module completed')).toBeVisible();
});

test('"Continue learning" on a course opens its next module in a new tab; the portal stays', async () => {
  const user = userEvent.setup();
  const tab = { opener: window as unknown, location: { href: '' }, close: vi.fn() };
  const open = vi.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
  onTestFinished(() => open.mockRestore());
  const home = renderPage(<HomePage />, '/home');
  const card = await screen.findByRole('article', { name: fixtures.courses[0]!.title });
  expect(within(card).getByText('Next up: Powerful questions, due Apr 20, 2026')).toBeVisible();
  await user.click(within(card).getByRole('button', { name: 'Continue learning' }));
  await expect
    .poll(() => tab.location.href && new URL(tab.location.href).searchParams.get('target'))
    .toBe('/module/108');
  expect(open).toHaveBeenCalledWith('', '_blank');
  expect(tab.opener).toBeNull();
  expect(home.currentPath()).toBe('/home');
});
