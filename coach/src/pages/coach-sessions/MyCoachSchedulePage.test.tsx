import { unwrap, type CoachScheduleInput } from '@hci/api-schema';
import { demoCoach, demoCoachSchedule, demoPassword, demoToday } from '@hci/demo-world';
import { DEFAULT_MOCK_BASE_URL, errorHandler } from '@hci/mock-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, onTestFinished, test, vi } from 'vitest';
import { Temporal } from 'temporal-polyfill';
import { formatTimeZoneName } from '@hci/design-system';
import { demo, renderApp } from '../../test/renderApp';
import { worker } from '@hci/app-frame/test';

/** The demo coach's schedule as the seed stores it. */
const seeded = () => demoCoachSchedule(demoToday);

/** Records what the page saves, and lets the reference API answer. */
function recordSaves() {
  const saved: CoachScheduleInput[] = [];
  worker.use(
    http.put(`${DEFAULT_MOCK_BASE_URL}/coaches/:coachId/schedule`, async ({ request }) => {
      saved.push((await request.clone().json()) as CoachScheduleInput);
      return undefined;
    }),
  );
  return saved;
}

const openEditor = async () => {
  renderApp('/my-coach-schedule');
  return screen.findByRole('region', { name: 'Friday' });
};

describe('/my-coach-schedule: the weekly hours editor', () => {
  test('says the time zone by name, and saves another one chosen from the keyboard', async () => {
    const user = userEvent.setup();
    const saved = recordSaves();
    await openEditor();
    const zone = screen.getByRole('combobox', { name: 'Your hours are in' });
    expect(zone).toHaveDisplayValue(formatTimeZoneName(seeded().timeZone, 'en-US'));
    await user.selectOptions(zone, formatTimeZoneName('Europe/Madrid', 'en-US'));
    await user.click(screen.getByRole('button', { name: 'Save schedule' }));
    await screen.findByText('Your schedule has been saved.');
    expect(saved[0]!.timeZone).toBe('Europe/Madrid');
  }, 45_000);

  test('in a browser set to British English, the hours read as a 24-hour clock', async () => {
    const languages = vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-GB', 'en']);
    onTestFinished(() => languages.mockRestore());
    await openEditor();
    const monday = screen.getByRole('region', { name: 'Monday' });
    expect(within(monday).getByRole('combobox', { name: 'From' })).toHaveDisplayValue('9:00');
    expect(within(monday).getByRole('combobox', { name: 'To' })).toHaveDisplayValue('12:00');
    const tuesday = screen.getByRole('region', { name: 'Tuesday' });
    expect(within(tuesday).getByRole('combobox', { name: 'To' })).toHaveDisplayValue('17:00');
  });

  // Many steps typed and checked one by one: longer than the default limit on a busy machine.
  test('from the keyboard: add hours (focus follows), set them, save', async () => {
    const user = userEvent.setup();
    const saved = recordSaves();
    await openEditor();
    const add = screen.getByRole('button', { name: 'Add hours on Friday' });
    add.focus();
    await user.keyboard('{Enter}');
    const friday = screen.getByRole('group', { name: 'Friday, hours 1' });
    const start = within(friday).getByRole('combobox', { name: 'From' });
    // Focus moves to the new hours.
    expect(start).toHaveFocus();
    // Times read as the language writes them, as in the booking dialog and the session list.
    expect(start).toHaveValue('09:00');
    expect(start).toHaveDisplayValue('9:00 AM');
    // A native select: the platform gives it its keys; the test picks the option directly.
    await user.selectOptions(start, '09:15');
    await user.tab();
    const end = within(friday).getByRole('combobox', { name: 'To' });
    expect(end).toHaveFocus();
    await user.selectOptions(end, '10:30');
    await user.tab();
    expect(within(friday).getByRole('button', { name: 'Remove Friday hours 1' })).toHaveFocus();
    screen.getByRole('button', { name: 'Save schedule' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Your schedule has been saved.')).toBeVisible();
    expect(saved).toHaveLength(1);
    expect(saved[0]!.timeZone).toBe(seeded().timeZone);
    expect(saved[0]!.windows).toContainEqual({
      dayOfWeek: 'FRIDAY',
      startTime: '09:15',
      endTime: '10:30',
    });
    expect(saved[0]!.windows).toHaveLength(seeded().windows.length + 1);
  }, 45_000);

  test('a fast double click on "Save weekly hours" saves once', async () => {
    const saved = recordSaves();
    await openEditor();
    const save = screen.getByRole('button', { name: 'Save schedule' });
    // Two clicks in one go, as a fast double click lands: before React has drawn the first.
    save.click();
    save.click();
    expect(await screen.findByText('Your schedule has been saved.')).toBeVisible();
    expect(saved).toHaveLength(1);
  });

  // Many steps typed and checked one by one: longer than the default limit on a busy machine.
  test('refuses hours that end before they start, or overlap the day’s other hours', async () => {
    const user = userEvent.setup();
    const saved = recordSaves();
    await openEditor();
    await user.click(screen.getByRole('button', { name: 'Add hours on Monday' }));
    const second = screen.getByRole('group', { name: 'Monday, hours 2' });
    await user.selectOptions(within(second).getByRole('combobox', { name: 'From' }), '11:00');
    await user.click(screen.getByRole('button', { name: 'Save schedule' }));
    expect(
      await screen.findByText('Some hours need fixing before they can be saved.'),
    ).toBeVisible();
    expect(
      within(second).getByText('These hours overlap other hours of the same day.'),
    ).toBeVisible();

    await user.selectOptions(within(second).getByRole('combobox', { name: 'From' }), '14:00');
    await user.selectOptions(within(second).getByRole('combobox', { name: 'To' }), '13:00');
    expect(
      within(second).getByText('The start time must be earlier than the end time.'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save schedule' }));
    expect(within(second).getByRole('combobox', { name: 'From' })).toHaveFocus();
    expect(saved).toHaveLength(0);

    await user.selectOptions(within(second).getByRole('combobox', { name: 'To' }), '15:00');
    await user.click(screen.getByRole('button', { name: 'Save schedule' }));
    expect(await screen.findByText('Your schedule has been saved.')).toBeVisible();
    expect(saved).toHaveLength(1);
  }, 45_000);

  test('removing hours leaves the day empty and focus on its add button', async () => {
    const user = userEvent.setup();
    const saved = recordSaves();
    await openEditor();
    const saturday = screen.getByRole('region', { name: 'Saturday' });
    await user.click(within(saturday).getByRole('button', { name: 'Remove Saturday hours 1' }));
    expect(within(saturday).getByText('Not available')).toBeVisible();
    expect(within(saturday).getByRole('button', { name: 'Add hours on Saturday' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Save schedule' }));
    await screen.findByText('Your schedule has been saved.');
    expect(saved[0]!.windows.some((window) => window.dayOfWeek === 'SATURDAY')).toBe(false);
  });

  test('a refused save says why', async () => {
    const user = userEvent.setup();
    worker.use(
      errorHandler('/coaches/{coachId}/schedule', {
        method: 'put',
        status: 400,
        key: 'startTimeMustBeLessThanEndTime',
      }),
    );
    await openEditor();
    await user.click(screen.getByRole('button', { name: 'Save schedule' }));
    expect(
      await screen.findByText('The start time must be earlier than the end time.'),
    ).toBeVisible();
  });

  test('reads in Spanish', async () => {
    renderApp('/my-coach-schedule', { locale: 'es' });
    expect(await screen.findByRole('button', { name: 'Guardar horario' })).toBeVisible();
    const [start] = screen.getAllByRole('combobox', { name: 'Desde' });
    expect(start).toHaveDisplayValue('9:00');
  });
});

test('free times are offered for published services only: a draft first in the list is not chosen', async () => {
  // The service the page's list names first goes back to draft.
  const coach = demo().as('coach');
  const { content: services } = await unwrap(
    coach.GET('/coaches/{coachId}/products', {
      params: {
        path: { coachId: demo().sessions.coach.coachId! },
        query: { size: 100, type: 'SERVICE' },
      },
    }),
  );
  const [first, ...published] = services;
  const { id: productId, coachId, ...draft } = first!;
  await unwrap(
    coach.PUT('/coaches/{coachId}/products/{productId}', {
      params: { path: { coachId, productId } },
      body: { ...draft, published: false },
    }),
  );
  expect(published.length).toBeGreaterThan(0);
  renderApp('/my-coach-schedule');
  const service = await screen.findByRole('combobox', { name: /^Service/ });
  await waitFor(() => expect(service).toHaveDisplayValue(published[0]!.title));
  expect(
    within(service)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(published.map(({ title }) => title));
});

test('free times: a date that does not exist is named on its field, not called a range out of order', async () => {
  const user = userEvent.setup();
  renderApp('/my-coach-schedule');
  const from = await screen.findByRole('textbox', { name: /^From/ });
  await user.clear(from);
  await user.type(from, '02302026');
  await user.click(screen.getByRole('button', { name: 'Show free times' }));
  expect(from).toHaveAccessibleDescription(
    expect.stringContaining('This field must be a valid date'),
  );
  expect(
    screen.queryByText('The start time must be earlier than the end time.'),
  ).not.toBeInTheDocument();
});

test('free times: the end date’s calendar offers only days after the start', async () => {
  const user = userEvent.setup();
  renderApp('/my-coach-schedule');
  const from = await screen.findByRole('textbox', { name: /^From/ });
  await user.clear(from);
  await user.type(from, '06102030');
  const to = screen.getByRole('textbox', { name: /^To/ });
  // The button beside the input, in the field's frame.
  await user.click(
    await within(to.parentElement!).findByRole('button', { name: 'Choose a date for To' }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Choose a date' });
  expect(within(dialog).getByRole('button', { name: /June 10, 2030/ })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  // The end date kept from the page's opening week comes before: the month of the first day offered.
  const firstOffered = within(dialog).getByRole('button', { name: /June 11, 2030/ });
  await waitFor(() => expect(firstOffered).toHaveFocus());
  await user.keyboard('{Enter}');
  expect(to).toHaveValue('06-11-2030');
  await waitFor(() => expect(to).toHaveFocus());
});

describe('/my-coach-schedule: time zone, booking settings and dates of their own', () => {
  test('a coach who never set up hours starts in the browser’s zone', async () => {
    const user = userEvent.setup();
    const saved = recordSaves();
    const browserZone = Temporal.Now.timeZoneId();
    // No hours, weekly or dated, kept in a zone other than the browser's.
    await unwrap(
      demo()
        .as('coach')
        .PUT('/coaches/{coachId}/schedule', {
          params: { path: { coachId: demo().sessions.coach.coachId! } },
          body: {
            timeZone: browserZone === 'Asia/Tokyo' ? 'Europe/Madrid' : 'Asia/Tokyo',
            windows: [],
            overrides: [],
          },
        }),
    );
    renderApp('/my-coach-schedule');
    const zone = await screen.findByRole('combobox', { name: 'Your hours are in' });
    expect(zone).toHaveDisplayValue(formatTimeZoneName(browserZone, 'en-US'));
    await user.click(screen.getByRole('button', { name: 'Save schedule' }));
    await screen.findByText('Your schedule has been saved.');
    expect(saved[0]!.timeZone).toBe(browserZone);
  }, 45_000);

  test('shows the booking settings’ defaults and saves the ones chosen', async () => {
    const user = userEvent.setup();
    const saved = recordSaves();
    await openEditor();
    const notice = screen.getByRole('combobox', { name: 'Minimum notice' });
    expect(notice).toHaveDisplayValue('12 hours (default)');
    expect(screen.getByRole('combobox', { name: 'Free time between sessions' })).toHaveDisplayValue(
      '15 minutes (default)',
    );
    const limit = screen.getByRole('combobox', { name: 'Sessions a day' });
    expect(limit).toHaveDisplayValue('6 sessions (default)');
    await user.selectOptions(notice, '2880');
    await user.selectOptions(limit, 'null');
    expect(limit).toHaveDisplayValue('No limit');
    await user.click(screen.getByRole('button', { name: 'Save schedule' }));
    await screen.findByText('Your schedule has been saved.');
    expect(saved[0]).toMatchObject({
      minimumNoticeMinutes: 2880,
      bufferMinutes: 15,
      dailyLimit: null,
    });
  });

  test('copies one day’s hours to Monday to Friday, asking first; the weekend keeps its own', async () => {
    const user = userEvent.setup();
    const saved = recordSaves();
    await openEditor();
    await user.click(screen.getByRole('button', { name: 'Copy to weekdays: Monday hours' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Copy Monday hours to every weekday?',
    });
    await user.click(within(confirm).getByRole('button', { name: 'Replace hours' }));
    const friday = screen.getByRole('region', { name: 'Friday' });
    expect(within(friday).getByRole('combobox', { name: 'From' })).toHaveValue('09:00');
    expect(within(friday).getByRole('combobox', { name: 'To' })).toHaveValue('12:00');
    const sunday = screen.getByRole('region', { name: 'Sunday' });
    expect(within(sunday).queryByRole('combobox', { name: 'From' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save schedule' }));
    await screen.findByText('Your schedule has been saved.');
    const weekend = seeded().windows.filter((window) =>
      ['SATURDAY', 'SUNDAY'].includes(window.dayOfWeek),
    );
    expect(weekend.length).toBeGreaterThan(0);
    expect(saved[0]!.windows).toEqual(
      expect.arrayContaining(weekend.map((window) => expect.objectContaining({ ...window }))),
    );
    expect(
      saved[0]!.windows.filter((window) => !['SATURDAY', 'SUNDAY'].includes(window.dayOfWeek)),
    ).toEqual(
      ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'].map((dayOfWeek) => ({
        dayOfWeek,
        startTime: '09:00',
        endTime: '12:00',
      })),
    );
  });

  test('from the keyboard: a date off and a date with its own hours; a missing date is named at its field', async () => {
    const user = userEvent.setup();
    const saved = recordSaves();
    await openEditor();
    const stored = seeded().overrides.length;
    const add = screen.getByRole('button', { name: 'Add a date' });
    add.focus();
    await user.keyboard('{Enter}');
    const date = screen.getByRole('textbox', { name: new RegExp(`^Date ${stored + 1}`) });
    // Focus goes to the new date.
    expect(date).toHaveFocus();
    const newDate = screen.getByRole('region', { name: `Date ${stored + 1}` });
    expect(within(newDate).getByRole('checkbox', { name: 'Day off' })).toBeChecked();
    screen.getByRole('button', { name: 'Save schedule' }).focus();
    await user.keyboard('{Enter}');
    expect(date).toHaveFocus();
    expect(date).toHaveAccessibleDescription(expect.stringContaining('This field is required'));
    expect(saved).toHaveLength(0);
    await user.keyboard('05012026');
    // Past the date's calendar button and its Remove button.
    await user.tab();
    expect(
      within(newDate).getByRole('button', { name: `Choose a date for Date ${stored + 1}` }),
    ).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(within(newDate).getByRole('checkbox', { name: 'Day off' })).toHaveFocus();
    // Off unticked: the date gets hours of its own.
    await user.keyboard(' ');
    expect(
      within(newDate).getByRole('group', { name: `Date ${stored + 1}, hours 1` }),
    ).toBeVisible();
    screen.getByRole('button', { name: 'Save schedule' }).focus();
    await user.keyboard('{Enter}');
    await screen.findByText('Your schedule has been saved.');
    expect(saved[0]!.overrides).toEqual([
      ...seeded().overrides,
      { date: '2026-05-01', windows: [{ startTime: '09:00', endTime: '10:00' }] },
    ]);
  }, 90_000);
});

describe('/my-coach-schedule: unsaved hours are not lost', () => {
  test('leaving with unsaved hours asks first; once saved, leaving does not', async () => {
    const user = userEvent.setup();
    const coach = renderApp('/my-coach-schedule');
    await screen.findByRole('region', { name: 'Friday' });
    await user.click(screen.getByRole('link', { name: 'Services' }));
    await waitFor(() => expect(coach.currentPath()).toBe('/my-services'));
    expect(screen.queryByRole('alertdialog', { name: 'Leave without saving?' })).toBeNull();

    await user.click(screen.getByRole('link', { name: 'Schedule' }));
    await user.click(await screen.findByRole('button', { name: 'Add hours on Friday' }));
    await user.click(screen.getByRole('link', { name: 'Services' }));
    const question = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(question).getByRole('button', { name: 'Stay on this page' }));
    expect(coach.currentPath()).toBe('/my-coach-schedule');
    expect(screen.getByRole('group', { name: 'Friday, hours 1' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Save schedule' }));
    await screen.findByText('Your schedule has been saved.');
    await user.click(screen.getByRole('link', { name: 'Services' }));
    await waitFor(() => expect(coach.currentPath()).toBe('/my-services'));
    expect(screen.queryByRole('alertdialog', { name: 'Leave without saving?' })).toBeNull();
  }, 45_000);

  test('hours kept by an idle sign-out are offered back, and restored unsaved', async () => {
    const user = userEvent.setup();
    const kept = {
      timeZone: 'Europe/Madrid',
      windows: [{ dayOfWeek: 'FRIDAY', startTime: '10:00', endTime: '12:00' }],
      minimumNoticeMinutes: 120,
      bufferMinutes: 0,
      dailyLimit: null,
      overrides: [],
    };
    // Signed out by time with these hours unsaved, the coach signs in again.
    renderApp('/login?action=%2Fmy-coach-schedule', {
      session: null,
      stored: {
        [`hci.keptWork.${demoCoach.email}:coach.schedule`]: JSON.stringify(kept),
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Sign in to your coach account' });
    await user.type(screen.getByLabelText(/Email address/), demoCoach.email);
    await user.type(screen.getByLabelText(/^Password/), demoPassword);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Restore what you typed?')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Restore' }));
    const friday = screen.getByRole('group', { name: 'Friday, hours 1' });
    expect(within(friday).getByRole('combobox', { name: 'From' })).toHaveValue('10:00');
    expect(screen.getByRole('combobox', { name: 'Your hours are in' })).toHaveDisplayValue(
      formatTimeZoneName('Europe/Madrid', 'en-US'),
    );
    expect(screen.queryByText('Restore what you typed?')).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Services' }));
    const question = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(question).getByRole('button', { name: 'Stay on this page' }));
    expect(within(friday).getByRole('combobox', { name: 'From' })).toHaveValue('10:00');
  }, 45_000);
});
