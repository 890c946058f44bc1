// The home page's next steps lead to the screens that settle them, most pressing first, and its
// courses to their next module.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { expect, onTestFinished, test, vi } from 'vitest';
import { createHandlers, DEFAULT_MOCK_BASE_URL, fixtures } from '@hci/mock-api';
import { renderPage } from '../../test/renderApp';
import { HomePage } from './HomePage';

test('the overdue payment comes first and links to paying it; signatures, the transfers and learning follow', async () => {
  renderPage(<HomePage />, '/home', { financialStatus: 'PAST_DUE' });
  const steps = await screen.findByRole('region', { name: 'Next steps' });
  const items = within(steps).getAllByRole('listitem');
  expect(items[0]).toHaveTextContent(/Your payment of \$[\d,.]+ is 19 days overdue/);
  expect(within(items[0]!).getByRole('link', { name: 'Make a payment' })).toHaveAttribute(
    'href',
    '/settings/payment-information?pay=next',
  );
  expect(within(steps).getByRole('link', { name: 'Review agreements' })).toHaveAttribute(
    'href',
    '/settings/agreements',
  );
  expect(within(steps).getByRole('link', { name: 'Review the transfers' })).toHaveAttribute(
    'href',
    '/settings/payment-information',
  );
  expect(items.at(-1)).toHaveTextContent(/Powerful questions is next/);
  // The next payment's card pays it too.
  const card = screen.getByRole('region', { name: 'Next payment' });
  expect(within(card).getByRole('link', { name: 'Make a payment' })).toHaveAttribute(
    'href',
    '/settings/payment-information?pay=next',
  );
});

test('after part of the next installment is paid, the next payment is what is left of it, as the pay dialog charges', async () => {
  // Paid up, the demo plan's next installment is $289.00; $250.50 of it was just paid.
  renderPage(<HomePage />, '/home', { handlers: createHandlers({ paymentInProgress: 25_050 }) });
  const card = await screen.findByRole('region', { name: 'Next payment' });
  await expect.poll(() => card.textContent).toMatch(/\$38\.50 due on /);
  expect(card).not.toHaveTextContent('$289.00');
});

test('an application with the advisor is a step until it is complete: never "all set" meanwhile', async () => {
  const underReview = http.get(
    `${DEFAULT_MOCK_BASE_URL}/students/:studentId/enrollment_applications`,
    () =>
      HttpResponse.json({
        content: [{ ...fixtures.enrollmentApplications[0]!, status: 'REVIEWED' }],
        pagination: { total: 1, page: 0, size: 1 },
      }),
  );
  const nothing = (path: string) =>
    http.get(`${DEFAULT_MOCK_BASE_URL}/students/:studentId/${path}`, () =>
      HttpResponse.json({ content: [], pagination: { total: 0, page: 0, size: 10 } }),
    );
  const noMessages = http.post(
    `${DEFAULT_MOCK_BASE_URL}/students/:studentId/communication_intents`,
    () => HttpResponse.json({ content: [], pagination: { total: 0, page: 0, size: 1 } }),
  );
  renderPage(<HomePage />, '/home', {
    handlers: [
      underReview,
      nothing('courses'),
      nothing('payment_plans'),
      nothing('envelopes'),
      nothing('transfers'),
      noMessages,
    ],
  });
  const steps = await screen.findByRole('region', { name: 'Next steps' });
  expect(within(steps).getByText(/Your application: Reviewed by an advisor/)).toBeVisible();
  expect(within(steps).getByRole('link', { name: 'See your application status' })).toHaveAttribute(
    'href',
    '/enrollment',
  );
  expect(screen.queryByText('You are all set')).not.toBeInTheDocument();
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
  // A course not started yet is started, not continued.
  const welcome = screen.getByRole('article', { name: 'Welcome' });
  expect(within(welcome).getByRole('button', { name: 'Start learning' })).toBeVisible();
  const libraryCard = screen.getByRole('article', { name: 'Library' });
  expect(within(libraryCard).getByRole('button', { name: 'Continue learning' })).toBeVisible();
});

test('"Continue learning" on a course opens its next module in a new tab; the portal stays', async () => {
  const user = userEvent.setup();
  const tab = { opener: window as unknown, location: { href: '' }, close: vi.fn() };
  const open = vi.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
  onTestFinished(() => open.mockRestore());
  const home = renderPage(<HomePage />, '/home');
  const card = await screen.findByRole('article', { name: fixtures.courses[0]!.title });
  expect(within(card).getByText('Next up: Powerful questions, due May 11, 2026')).toBeVisible();
  await user.click(within(card).getByRole('button', { name: 'Continue learning' }));
  await expect
    .poll(() => tab.location.href && new URL(tab.location.href).searchParams.get('target'))
    .toBe('/module/108');
  expect(open).toHaveBeenCalledWith('', '_blank');
  expect(tab.opener).toBeNull();
  expect(home.currentPath()).toBe('/home');
});
