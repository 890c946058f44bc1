import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, onTestFinished, test, vi } from 'vitest';
import { emptyHandler, errorHandler, fixtures } from '@hci/mock-api';
import { mockConfig, renderApp } from '../../test/renderApp';

const modulesPath = '/students/{studentId}/courses/{courseId}/modules' as const;
const foundations = fixtures.courses[0]!;
const listOf = (course: string) => screen.findByRole('list', { name: `Modules of ${course}` });
/** Stands in for the tab `window.open` opens, so a test sees where it is sent. */
function stubNewTab() {
  const tab = { opener: window as unknown, location: { href: '' }, close: vi.fn() };
  const open = vi.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
  onTestFinished(() => open.mockRestore());
  return tab;
}

const moduleCount = () =>
  screen
    .getAllByRole('status')
    .find((region) => / of \d+ modules?$/.test(region.textContent ?? ''))!;

describe('my courses', () => {
  test('lists every course, in progress first, each opening its page', async () => {
    const user = userEvent.setup();
    const portal = renderApp('/my-courses');
    const titles = await screen.findAllByRole('heading', { level: 2 });
    expect(titles.map((title) => title.textContent)).toEqual([
      'Health Coach Training Program: Foundations',
      'The Business of Coaching',
      'Orientation',
    ]);
    const card = screen.getByRole('article', { name: foundations.title });
    expect(within(card).getByText('In progress')).toBeVisible();
    expect(within(card).getByText('7 of 12 modules')).toBeVisible();
    const progress = within(card).getByRole('progressbar');
    expect(progress).toHaveAttribute('aria-valuenow', '7');
    expect(progress).toHaveAttribute('aria-valuemax', '12');
    // 7 of 12 is 58.333…%: progress reads in whole points.
    expect(progress).toHaveTextContent('58%');
    await user.click(within(card).getByRole('link', { name: foundations.title }));
    await expect.poll(() => portal.currentPath()).toBe('/my-courses/1');
    expect(await screen.findByRole('heading', { level: 1, name: foundations.title })).toBeVisible();
  });

  test('with no course, says why and what to check', async () => {
    renderApp('/my-courses', { handlers: [emptyHandler('/students/{studentId}/courses')] });
    expect(await screen.findByRole('heading', { name: 'No courses yet' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Review my agreements' })).toBeVisible();
  });

  test('a failed load offers a retry', async () => {
    renderApp('/my-courses', { handlers: [errorHandler('/students/{studentId}/courses')] });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeVisible();
  });

  test('in Spanish', async () => {
    renderApp('/my-courses', { locale: 'es' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mis cursos' })).toBeVisible();
    expect(await screen.findByText('7 de 12 módulos')).toBeVisible();
  });
});

describe('a course and its modules', () => {
  test('search, status and bookmark view live in the address and narrow the list', async () => {
    const user = userEvent.setup();
    const portal = renderApp('/my-courses/1');
    const list = await listOf(foundations.title);
    expect(moduleCount()).toHaveTextContent('12 of 12 modules');
    expect(within(list).getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', '12');
    expect(within(list).getByRole('heading', { name: 'Week 1' })).toBeVisible();

    await user.type(screen.getByRole('searchbox', { name: 'Search modules' }), 'sleep');
    expect(moduleCount()).toHaveTextContent('1 of 12 modules');
    expect(within(list).getByRole('listitem')).toHaveTextContent('Sleep and stress');
    await expect.poll(() => portal.currentPath()).toBe('/my-courses/1?q=sleep');

    await user.clear(screen.getByRole('searchbox', { name: 'Search modules' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Completed');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'As one list');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Bookmarks' }), 'Bookmarked');
    await expect
      .poll(() => portal.currentPath())
      .toBe('/my-courses/1?status=completed&group=flat&view=marked');
    // Modules 103 and 108 are bookmarked; only 103 is completed.
    expect(moduleCount()).toHaveTextContent('1 of 12 modules');
    expect(within(list).getByRole('listitem')).toHaveTextContent(
      'Macronutrients without the jargon',
    );
    expect(within(list).queryByRole('heading')).toBeNull();
  });

  test('a shared link shows the same list', async () => {
    renderApp('/my-courses/1?q=every&status=not-started&group=flat');
    const list = await listOf(foundations.title);
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('span')?.textContent)).toEqual([
      'Movement for every body',
    ]);
    expect(screen.getByRole('searchbox', { name: 'Search modules' })).toHaveValue('every');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('NOT_STARTED');
  });

  test('bookmarks in one press, at once, with a toast', async () => {
    const user = userEvent.setup();
    const portal = renderApp('/my-courses/1');
    await listOf(foundations.title);
    const toggle = screen.getByRole('button', { name: 'Bookmark Bio-individuality' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('Bookmark added.')).toBeVisible();
    const posted = portal.requests.find(
      (request) => request.method === 'POST' && request.url.endsWith('/module_bookmarks'),
    );
    expect(await posted!.json()).toEqual({ moduleId: 102 });

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(await screen.findByText('Bookmark removed.')).toBeVisible();
  });

  test('a refused bookmark goes back and says so', async () => {
    const user = userEvent.setup();
    // After the first load the list never reloads: only the rollback can restore the toggle.
    let loads = 0;
    const loadOnce = http.get(
      `${mockConfig.apiBaseUrl}/students/:id/courses/:courseId/modules`,
      () => (loads++ === 0 ? undefined : delay('infinite')),
    );
    renderApp('/my-courses/1', {
      handlers: [
        loadOnce,
        errorHandler('/students/{studentId}/module_bookmarks', { method: 'post' }),
      ],
    });
    await listOf(foundations.title);
    const toggle = screen.getByRole('button', { name: 'Bookmark Bio-individuality' });
    await user.click(toggle);
    expect(
      await screen.findByText('The bookmark of “Bio-individuality” could not be saved. Try again.'),
    ).toBeVisible();
    await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'false'));
  });

  test('in the bookmarked view, a removed bookmark leaves focus on the next bookmarked module', async () => {
    const user = userEvent.setup();
    renderApp('/my-courses/1?view=marked');
    const list = await listOf(foundations.title);
    screen.getByRole('button', { name: 'Bookmark Macronutrients without the jargon' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Bookmark removed.')).toBeVisible();
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Bookmark Powerful questions' })).toHaveFocus();
  });

  test('the marked view of a course without bookmarks says how to add one', async () => {
    renderApp('/my-courses/3?view=marked');
    expect(await screen.findByRole('heading', { name: 'No bookmarks yet' })).toBeVisible();
    expect(screen.getByText('Press the bookmark on any module to keep it here.')).toBeVisible();
  });

  test('a search that finds nothing offers to clear it', async () => {
    const user = userEvent.setup();
    const portal = renderApp('/my-courses/1?q=zzz&view=unmarked');
    expect(await screen.findByRole('heading', { name: 'No module matches' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    await expect.poll(() => portal.currentPath()).toBe('/my-courses/1');
    expect(await listOf(foundations.title)).toBeVisible();
  });

  test('a course that is not the student’s is not found', async () => {
    renderApp('/my-courses/99');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Course not found' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to my courses' })).toBeVisible();
  });

  test('modules that fail to load offer a retry', async () => {
    renderApp('/my-courses/1', { handlers: [errorHandler(modulesPath)] });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: foundations.title })).toBeVisible();
  });

  test('each module opens in the learning platform in a new tab, on a sign-on link targeting it', async () => {
    const user = userEvent.setup();
    const tab = stubNewTab();
    const portal = renderApp('/my-courses/1');
    await listOf(foundations.title);
    await user.click(
      screen.getByRole('button', {
        name: 'Open Bio-individuality in the learning platform (new tab)',
      }),
    );
    await expect.poll(() => tab.location.href).toMatch(/\/sso\/login\?/);
    expect(new URL(tab.location.href).searchParams.get('target')).toBe('/module/102');
    // The platform's tab cannot reach back to the portal, which stays where it was.
    expect(tab.opener).toBeNull();
    expect(portal.currentPath()).toBe('/my-courses/1');
  });

  test('"Continue learning" opens the next unfinished module, shown with its due date', async () => {
    const user = userEvent.setup();
    const tab = stubNewTab();
    renderApp('/my-courses/1');
    expect(await screen.findByText('Next up: Powerful questions, due May 11, 2026')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Continue learning' }));
    await expect
      .poll(() => tab.location.href && new URL(tab.location.href).searchParams.get('target'))
      .toBe('/module/108');
  });

  test('a course with every module done says so instead', async () => {
    renderApp('/my-courses/3');
    expect(await screen.findByText('Every module is done.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Continue learning' })).toBeNull();
  });

  test('a fast double click opens one tab, on one sign-on link', async () => {
    const tab = stubNewTab();
    const portal = renderApp('/my-courses/1');
    const open = await screen.findByRole('button', { name: 'Continue learning' });
    // Two clicks in one go, as a fast double click lands: before React has drawn the first.
    open.click();
    open.click();
    await expect.poll(() => tab.location.href).toContain('target=%2Fmodule%2F108');
    await waitFor(() => expect(open).not.toHaveAttribute('aria-disabled'));
    expect(window.open).toHaveBeenCalledTimes(1);
    expect(portal.requests.filter((request) => request.url.includes('/sso/'))).toHaveLength(1);
  });

  test('a sign-on link that cannot be had closes the new tab and says so', async () => {
    const user = userEvent.setup();
    const tab = stubNewTab();
    renderApp('/my-courses/1', {
      handlers: [errorHandler('/students/{studentId}/sso/login_url/{n}')],
    });
    await user.click(await screen.findByRole('button', { name: 'Continue learning' }));
    expect(await screen.findByText('An error found, please try again.')).toBeVisible();
    expect(tab.close).toHaveBeenCalled();
  });

  test('coming back to the portal shows the progress made in the platform', async () => {
    let progressed = false;
    const courses = http.get(`${mockConfig.apiBaseUrl}/students/:id/courses`, () =>
      HttpResponse.json({
        content: fixtures.courses.map((course) =>
          progressed && course.id === foundations.id
            ? {
                ...course,
                completedModuleCount: 8,
                nextModule: { id: 109, title: 'Powerful questions', dueDate: '2026-05-01' },
              }
            : course,
        ),
        pagination: { total: fixtures.courses.length, page: 0, size: 100 },
      }),
    );
    renderApp('/my-courses/1', { handlers: [courses] });
    expect(await screen.findByText('7 of 12 modules')).toBeVisible();
    progressed = true;
    // The tab becomes visible again, as when the student switches back to it.
    window.dispatchEvent(new Event('visibilitychange'));
    expect(await screen.findByText('8 of 12 modules')).toBeVisible();
    expect(screen.getByText('Next up: Powerful questions, due May 01, 2026')).toBeVisible();
  });
});

describe('all my bookmarks', () => {
  test('every bookmarked module under its course; removing one takes it off', async () => {
    const user = userEvent.setup();
    renderApp('/my-bookmarks');
    const foundationsList = await screen.findByRole('list', {
      name: `Bookmarked modules of ${foundations.title}`,
    });
    const business = screen.getByRole('list', {
      name: 'Bookmarked modules of The Business of Coaching',
    });
    expect(within(foundationsList).getAllByRole('listitem')).toHaveLength(2);
    expect(within(business).getAllByRole('listitem')).toHaveLength(1);
    const toggle = within(foundationsList).getByRole('button', {
      name: 'Bookmark Macronutrients without the jargon',
    });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await user.click(toggle);
    expect(within(foundationsList).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2, name: foundations.title })).toHaveFocus();
    expect(await screen.findByText('Bookmark removed.')).toBeVisible();
  });

  test('a course’s last bookmark removed, focus goes to the heading of the course that stays', async () => {
    const user = userEvent.setup();
    renderApp('/my-bookmarks');
    const business = await screen.findByRole('list', {
      name: 'Bookmarked modules of The Business of Coaching',
    });
    within(business)
      .getByRole('button', { name: /^Bookmark / })
      .focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Bookmark removed.')).toBeVisible();
    expect(business).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: foundations.title })).toHaveFocus();
  });

  test('with none, says how to add one', async () => {
    renderApp('/my-bookmarks', { handlers: [emptyHandler(modulesPath)] });
    expect(await screen.findByRole('heading', { name: 'No bookmarks yet' })).toBeVisible();
    expect(screen.getByText('Press the bookmark on any module to keep it here.')).toBeVisible();
  });
});

describe('awards', () => {
  test('earned ones with their date, available ones with what earns them', async () => {
    renderApp('/my-awards');
    const earned = await screen.findByRole('region', { name: 'Earned' });
    const available = screen.getByRole('region', { name: 'Available' });
    const orientation = within(earned).getByRole('article', { name: 'Orientation complete' });
    expect(orientation).toHaveTextContent(/Earned on Jan 10, 2026/);
    // Worded from its kind and facts: the course is its authored title.
    const [graduate] = within(available).getAllByRole('article', { name: 'Course complete' });
    expect(graduate).toHaveTextContent(
      'How to earn it: Complete Health Coach Training Program: Foundations.',
    );
    // An award still to earn shows its picture without colour; an earned one in full colour.
    const pictureFilters = (card: HTMLElement) => {
      const filters = [];
      for (let at = card.querySelector('img, svg'); at && at !== card; at = at.parentElement)
        filters.push(getComputedStyle(at).filter);
      return filters;
    };
    // The picture, or its fallback, shows once the picture has loaded or failed to.
    await expect.poll(() => pictureFilters(graduate!)).toContain('grayscale(1)');
    await expect.poll(() => pictureFilters(orientation)).toContain('none');
    expect(pictureFilters(orientation)).not.toContain('grayscale(1)');
  });

  test('with none earned yet, says how to earn the first', async () => {
    const available = fixtures.awards.filter((award) => award.status === 'AVAILABLE');
    const noneEarned = http.get(`${mockConfig.apiBaseUrl}/students/:id/awards`, () =>
      HttpResponse.json({
        content: available,
        pagination: { total: available.length, page: 0, size: available.length },
      }),
    );
    renderApp('/my-awards', { handlers: [noneEarned] });
    const earned = await screen.findByRole('region', { name: 'Earned' });
    expect(
      within(earned).getByRole('heading', { level: 3, name: 'No awards earned yet' }),
    ).toBeVisible();
    expect(within(earned).getByText(/Complete modules in your courses/)).toBeVisible();
  });

  test('in Spanish, an award about a course reads as a Spanish sentence around its name', async () => {
    renderApp('/my-awards', { locale: 'es' });
    expect(
      await screen.findByText(`Ya llevas 6 módulos del curso «${foundations.title}».`),
    ).toBeVisible();
    expect(screen.getAllByText(/Completa el curso «.+»\./)).not.toHaveLength(0);
  });

  test('a failed load offers a retry', async () => {
    renderApp('/my-awards', { handlers: [errorHandler('/students/{studentId}/awards')] });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeVisible();
  });
});

describe('the frame', () => {
  test('navigation has Courses and Awards; home’s course cards open the course page', async () => {
    const user = userEvent.setup();
    const portal = renderApp('/home');
    const navigation = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(navigation).getByRole('link', { name: 'Courses' })).toBeVisible();
    expect(within(navigation).getByRole('link', { name: 'Awards' })).toBeVisible();
    await user.click(await screen.findByRole('link', { name: foundations.title }));
    await expect.poll(() => portal.currentPath()).toBe('/my-courses/1');
    expect(within(navigation).getByRole('link', { name: 'Courses' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});
