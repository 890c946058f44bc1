// The home page's next steps lead to the screens that settle them, most pressing first, and its
// courses to their next module.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, onTestFinished, test, vi } from 'vitest';
import { unwrap } from '@hci/api-schema';
import { daysFrom, demoCourses, demoPlanRows, demoToday } from '@hci/demo-world';
import {
  advanceApiClock,
  behindOnPayments,
  paymentInProgress,
  submittedApplication,
} from '@hci/page-harness';
import { reviewStepMs, settlementMs } from '@hci/rules';
import { demo, renderPage } from '../../test/renderApp';
import { HomePage } from './HomePage';

test('the overdue payment comes first and links to paying it; signatures, the transfers and learning follow', async () => {
  // The third installment, paid on its day in the demo world, undone.
  const third = demoPlanRows(demoToday).find((row) => row.installment === 3)!;
  const daysLate = (Date.parse(demoToday) - Date.parse(third.dueDate)) / 86_400_000;
  await behindOnPayments([3])(demo());
  renderPage(<HomePage />, '/home');
  const steps = await screen.findByRole('region', { name: 'Next steps' });
  const items = within(steps).getAllByRole('listitem');
  expect(items[0]).toHaveTextContent(
    new RegExp(`Your payment of \\$[\\d,.]+ is ${daysLate} days overdue`),
  );
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
  // The module due first: the demo world's library has its next lesson due in three days.
  expect(items.at(-1)).toHaveTextContent(/^Health Coach Library: Lesson 76: .+ is next/);
  // The next payment's card pays it too.
  const card = screen.getByRole('region', { name: 'Next payment' });
  expect(within(card).getByRole('link', { name: 'Make a payment' })).toHaveAttribute(
    'href',
    '/settings/payment-information?pay=next',
  );
});

test('after part of the next installment is paid, the next payment is what is left of it, as the pay dialog charges', async () => {
  // Paid up, the demo plan's next installment is $289.00; $250.50 of it was just paid.
  await paymentInProgress(25_050)(demo());
  advanceApiClock(settlementMs);
  renderPage(<HomePage />, '/home');
  const card = await screen.findByRole('region', { name: 'Next payment' });
  await expect.poll(() => card.textContent).toMatch(/\$38\.50 due on /);
  expect(card).not.toHaveTextContent('$289.00');
});

test('an application with the advisor is a step until it is complete: never "all set" meanwhile', async () => {
  // The applicant has no course, plan or document to sign: only the application, reviewed.
  await submittedApplication()(demo());
  advanceApiClock(reviewStepMs);
  renderPage(<HomePage />, '/home', { session: demo().sessions.applicant });
  const steps = await screen.findByRole('region', { name: 'Next steps' });
  expect(within(steps).getByText(/Your application: Reviewed by an advisor/)).toBeVisible();
  expect(within(steps).getByRole('link', { name: 'See your application status' })).toHaveAttribute(
    'href',
    '/enrollment',
  );
  expect(screen.queryByText('You are all set')).not.toBeInTheDocument();
});

test('module counts of a course in progress are grouped and in the plural only when more than one', async () => {
  // The demo world's library of 2,000 modules with 1,500 done, and a welcome course of one
  // module, begun.
  const { studentId } = demo().sessions.student;
  await demo().query(
    `INSERT INTO module_progress (student_id, module_id, progress)
     SELECT $1, id, 100 FROM modules
     WHERE course_id = (SELECT id FROM courses WHERE title = 'Health Coach Library') AND position < 1500
     ON CONFLICT (student_id, module_id) DO UPDATE SET progress = 100`,
    [studentId!],
  );
  await demo().query(
    `WITH course AS (
       INSERT INTO courses (title, start_date, end_date) VALUES ('Welcome', $2, $3) RETURNING id),
     module AS (
       INSERT INTO modules (course_id, position, title) SELECT id, 0, 'Start here' FROM course
       RETURNING id, course_id),
     enrolled AS (
       INSERT INTO course_enrollments (student_id, course_id) SELECT $1, course_id FROM module)
     INSERT INTO module_progress (student_id, module_id, progress) SELECT $1, id, 30 FROM module`,
    [studentId!, daysFrom(demoToday, -7), daysFrom(demoToday, 30)],
  );
  renderPage(<HomePage />, '/home');
  expect(await screen.findByText('1,500 of 2,000 modules completed')).toBeVisible();
  expect(screen.getByText('0 of 1 module completed')).toBeVisible();
  // A course not started yet is started, not continued.
  const welcome = screen.getByRole('article', { name: 'Welcome' });
  expect(within(welcome).getByRole('button', { name: 'Start learning' })).toBeVisible();
  const libraryCard = screen.getByRole('article', { name: 'Health Coach Library' });
  expect(within(libraryCard).getByRole('button', { name: 'Continue learning' })).toBeVisible();
});

test('"Continue learning" on a course opens its next module in a new tab; the portal stays', async () => {
  const user = userEvent.setup();
  const tab = { opener: window as unknown, location: { href: '' }, close: vi.fn() };
  const open = vi.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
  onTestFinished(() => open.mockRestore());
  const { foundations } = demoCourses(demoToday);
  const { studentId } = demo().sessions.student;
  const { content: courses } = await unwrap(
    demo()
      .as('student')
      .GET('/students/{studentId}/courses', { params: { path: { studentId: studentId! } } }),
  );
  const next = courses.find((course) => course.title === foundations.title)!.nextModule!;
  const home = renderPage(<HomePage />, '/home');
  const card = await screen.findByRole('article', { name: foundations.title });
  expect(within(card).getByText('Next up: Powerful questions, due May 11, 2026')).toBeVisible();
  await user.click(within(card).getByRole('button', { name: 'Continue learning' }));
  await expect
    .poll(() => tab.location.href && new URL(tab.location.href).searchParams.get('target'))
    .toBe(`/module/${next.id}`);
  expect(open).toHaveBeenCalledWith('', '_blank');
  expect(tab.opener).toBeNull();
  expect(home.currentPath()).toBe('/home');
});
