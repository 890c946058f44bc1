import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http } from 'msw';
import { describe, expect, onTestFinished, test, vi } from 'vitest';
import { demoCourses, demoToday } from '@hci/demo-world';
import { emptyHandler, errorHandler } from '@hci/mock-api';
import { demo, mockConfig, renderApp } from '../../test/renderApp';

const modulesPath = '/students/{studentId}/courses/{courseId}/modules' as const;
const { foundations, business, orientation } = demoCourses(demoToday);
/** The demo world's large course, of 2,000 modules: 75 done, a bookmark every 97th. */
const library = 'Health Coach Library';

/** The id the API gave the demo world's course, or module, titled `title`. */
async function idOf(table: 'courses' | 'modules', title: string) {
  const [row] = await demo().query<{ id: number }>(`SELECT id FROM ${table} WHERE title = $1`, [
    title,
  ]);
  return row!.id;
}

/** The page of the demo world's course titled `title`. */
const coursePage = async (title = foundations.title) =>
  `/my-courses/${await idOf('courses', title)}`;
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
    const page = await coursePage();
    const user = userEvent.setup();
    const portal = renderApp('/my-courses');
    const titles = await screen.findAllByRole('heading', { level: 2 });
    expect(titles.map((title) => title.textContent)).toEqual([
      foundations.title,
      library,
      business.title,
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
    await expect.poll(() => portal.currentPath()).toBe(page);
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
    const page = await coursePage();
    const user = userEvent.setup();
    const portal = renderApp(page);
    const list = await listOf(foundations.title);
    expect(moduleCount()).toHaveTextContent('12 of 12 modules');
    expect(within(list).getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', '12');
    expect(within(list).getByRole('heading', { name: 'Week 1' })).toBeVisible();

    await user.type(screen.getByRole('searchbox', { name: 'Search modules' }), 'sleep');
    expect(moduleCount()).toHaveTextContent('1 of 12 modules');
    expect(within(list).getByRole('listitem')).toHaveTextContent('Sleep and stress');
    await expect.poll(() => portal.currentPath()).toBe(`${page}?q=sleep`);

    await user.clear(screen.getByRole('searchbox', { name: 'Search modules' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Completed');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'As one list');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Bookmarks' }), 'Bookmarked');
    await expect
      .poll(() => portal.currentPath())
      .toBe(`${page}?status=completed&group=flat&view=marked`);
    // Two modules are bookmarked, the third and the eighth; only the third is completed.
    expect(moduleCount()).toHaveTextContent('1 of 12 modules');
    expect(within(list).getByRole('listitem')).toHaveTextContent(
      'Macronutrients without the jargon',
    );
    expect(within(list).queryByRole('heading')).toBeNull();
  });

  test('a shared link shows the same list', async () => {
    const page = await coursePage();
    renderApp(`${page}?q=every&status=not-started&group=flat`);
    const list = await listOf(foundations.title);
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('span')?.textContent)).toEqual([
      'Movement for every body',
    ]);
    expect(screen.getByRole('searchbox', { name: 'Search modules' })).toHaveValue('every');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('NOT_STARTED');
  });

  test('bookmarks in one press, at once, with a toast', async () => {
    const page = await coursePage();
    const user = userEvent.setup();
    const portal = renderApp(page);
    await listOf(foundations.title);
    const toggle = screen.getByRole('button', { name: 'Bookmark Bio-individuality' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('Bookmark added.')).toBeVisible();
    const posted = portal.requests.find(
      (request) => request.method === 'POST' && request.url.endsWith('/module_bookmarks'),
    );
    expect(await posted!.json()).toEqual({ moduleId: await idOf('modules', 'Bio-individuality') });

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(await screen.findByText('Bookmark removed.')).toBeVisible();
  });

  test('a refused bookmark goes back and says so', async () => {
    const page = await coursePage();
    const user = userEvent.setup();
    // After the first load the list never reloads: only the rollback can restore the toggle.
    let loads = 0;
    const loadOnce = http.get(
      `${mockConfig.apiBaseUrl}/students/:id/courses/:courseId/modules`,
      () => (loads++ === 0 ? undefined : delay('infinite')),
    );
    renderApp(page, {
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
    const page = await coursePage();
    const user = userEvent.setup();
    renderApp(`${page}?view=marked`);
    const list = await listOf(foundations.title);
    screen.getByRole('button', { name: 'Bookmark Macronutrients without the jargon' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Bookmark removed.')).toBeVisible();
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Bookmark Powerful questions' })).toHaveFocus();
  });

  test('the marked view of a course without bookmarks says how to add one', async () => {
    const orientationPage = await coursePage(orientation.title);
    renderApp(`${orientationPage}?view=marked`);
    expect(await screen.findByRole('heading', { name: 'No bookmarks yet' })).toBeVisible();
    expect(screen.getByText('Press the bookmark on any module to keep it here.')).toBeVisible();
  });

  test('a search that finds nothing offers to clear it', async () => {
    const page = await coursePage();
    const user = userEvent.setup();
    const portal = renderApp(`${page}?q=zzz&view=unmarked`);
    expect(await screen.findByRole('heading', { name: 'No module matches' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    await expect.poll(() => portal.currentPath()).toBe(page);
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
    const page = await coursePage();
    renderApp(page, { handlers: [errorHandler(modulesPath)] });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: foundations.title })).toBeVisible();
  });

  test('each module opens in the learning platform in a new tab, on a sign-on link targeting it', async () => {
    const page = await coursePage();
    const user = userEvent.setup();
    const tab = stubNewTab();
    const portal = renderApp(page);
    await listOf(foundations.title);
    await user.click(
      screen.getByRole('button', {
        name: 'Open Bio-individuality in the learning platform (new tab)',
      }),
    );
    await expect.poll(() => tab.location.href).toMatch(/\/sso\/login\?/);
    expect(new URL(tab.location.href).searchParams.get('target')).toBe(
      `/module/${await idOf('modules', 'Bio-individuality')}`,
    );
    // The platform's tab cannot reach back to the portal, which stays where it was.
    expect(tab.opener).toBeNull();
    expect(portal.currentPath()).toBe(page);
  });

  test('"Continue learning" opens the next unfinished module, shown with its due date', async () => {
    const page = await coursePage();
    const user = userEvent.setup();
    const tab = stubNewTab();
    renderApp(page);
    expect(await screen.findByText('Next up: Powerful questions, due May 11, 2026')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Continue learning' }));
    await expect
      .poll(() => tab.location.href && new URL(tab.location.href).searchParams.get('target'))
      .toBe(`/module/${await idOf('modules', 'Powerful questions')}`);
  });

  test('a course with every module done says so instead', async () => {
    const orientationPage = await coursePage(orientation.title);
    renderApp(orientationPage);
    expect(await screen.findByText('Every module is done.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Continue learning' })).toBeNull();
  });

  test('a fast double click opens one tab, on one sign-on link', async () => {
    const page = await coursePage();
    const tab = stubNewTab();
    const portal = renderApp(page);
    const open = await screen.findByRole('button', { name: 'Continue learning' });
    // Two clicks in one go, as a fast double click lands: before React has drawn the first.
    open.click();
    open.click();
    const next = await idOf('modules', 'Powerful questions');
    await expect.poll(() => tab.location.href).toContain(`target=%2Fmodule%2F${next}`);
    await waitFor(() => expect(open).not.toHaveAttribute('aria-disabled'));
    expect(window.open).toHaveBeenCalledTimes(1);
    expect(portal.requests.filter((request) => request.url.includes('/sso/'))).toHaveLength(1);
  });

  test('a sign-on link that cannot be had closes the new tab and says so', async () => {
    const page = await coursePage();
    const user = userEvent.setup();
    const tab = stubNewTab();
    renderApp(page, {
      handlers: [errorHandler('/students/{studentId}/sso/login_url/{n}')],
    });
    await user.click(await screen.findByRole('button', { name: 'Continue learning' }));
    expect(await screen.findByText('An error found, please try again.')).toBeVisible();
    expect(tab.close).toHaveBeenCalled();
  });

  test('coming back to the portal shows the progress made in the platform', async () => {
    const page = await coursePage();
    renderApp(page);
    expect(await screen.findByText('7 of 12 modules')).toBeVisible();
    // The eighth module finished in the learning platform meanwhile.
    await demo().query(
      `UPDATE module_progress SET progress = 100
       WHERE student_id = $1 AND module_id = $2`,
      [demo().sessions.student.studentId!, await idOf('modules', foundations.modules[7]!)],
    );
    // The tab becomes visible again, as when the student switches back to it.
    window.dispatchEvent(new Event('visibilitychange'));
    expect(await screen.findByText('8 of 12 modules')).toBeVisible();
    expect(screen.getByText(new RegExp(`^Next up: ${foundations.modules[8]}, due `))).toBeVisible();
  });
});

describe('all my bookmarks', () => {
  test('every bookmarked module under its course; removing one takes it off', async () => {
    const user = userEvent.setup();
    renderApp('/my-bookmarks');
    const foundationsList = await screen.findByRole('list', {
      name: `Bookmarked modules of ${foundations.title}`,
    });
    const businessList = screen.getByRole('list', {
      name: `Bookmarked modules of ${business.title}`,
    });
    expect(within(foundationsList).getAllByRole('listitem')).toHaveLength(2);
    expect(within(businessList).getAllByRole('listitem')).toHaveLength(1);
    const toggle = within(foundationsList).getByRole('button', {
      name: 'Bookmark Macronutrients without the jargon',
    });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await user.click(toggle);
    expect(within(foundationsList).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2, name: foundations.title })).toHaveFocus();
    expect(await screen.findByText('Bookmark removed.')).toBeVisible();
  });

  test('a course’s last bookmark removed, focus goes to the heading of the course after it', async () => {
    const user = userEvent.setup();
    renderApp('/my-bookmarks');
    const businessList = await screen.findByRole('list', {
      name: `Bookmarked modules of ${business.title}`,
    });
    within(businessList)
      .getByRole('button', { name: /^Bookmark / })
      .focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Bookmark removed.')).toBeVisible();
    expect(businessList).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: library })).toHaveFocus();
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
    // The applicant has begun no course yet.
    renderApp('/my-awards', { session: demo().sessions.applicant });
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
    const page = await coursePage();
    const user = userEvent.setup();
    const portal = renderApp('/home');
    const navigation = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(navigation).getByRole('link', { name: 'Courses' })).toBeVisible();
    expect(within(navigation).getByRole('link', { name: 'Awards' })).toBeVisible();
    await user.click(await screen.findByRole('link', { name: foundations.title }));
    await expect.poll(() => portal.currentPath()).toBe(page);
    expect(within(navigation).getByRole('link', { name: 'Courses' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});
