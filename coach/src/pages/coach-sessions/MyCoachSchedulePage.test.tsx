import type { CoachScheduleInput } from '@hci/api-schema';
import { DEFAULT_MOCK_BASE_URL, errorHandler, fixtures } from '@hci/api-schema/msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { renderApp } from '../../test/renderApp';
import { worker } from '@hci/app-frame/test';

/** Records what the page saves, and lets the mock answer. */
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
  test('says the time zone by name', async () => {
    await openEditor();
    expect(screen.getByText('Times are in Mountain Time (Denver).')).toBeVisible();
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
    screen.getByRole('button', { name: 'Save weekly hours' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Your weekly hours have been saved.')).toBeVisible();
    expect(saved).toHaveLength(1);
    expect(saved[0]!.timeZone).toBe('America/Denver');
    expect(saved[0]!.windows).toContainEqual({
      dayOfWeek: 'FRIDAY',
      startTime: '09:15',
      endTime: '10:30',
    });
    expect(saved[0]!.windows).toHaveLength(6);
  }, 45_000);

  test('a fast double click on "Save weekly hours" saves once', async () => {
    const saved = recordSaves();
    await openEditor();
    const save = screen.getByRole('button', { name: 'Save weekly hours' });
    // Two clicks in one go, as a fast double click lands: before React has drawn the first.
    save.click();
    save.click();
    expect(await screen.findByText('Your weekly hours have been saved.')).toBeVisible();
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
    await user.click(screen.getByRole('button', { name: 'Save weekly hours' }));
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
    await user.click(screen.getByRole('button', { name: 'Save weekly hours' }));
    expect(within(second).getByRole('combobox', { name: 'From' })).toHaveFocus();
    expect(saved).toHaveLength(0);

    await user.selectOptions(within(second).getByRole('combobox', { name: 'To' }), '15:00');
    await user.click(screen.getByRole('button', { name: 'Save weekly hours' }));
    expect(await screen.findByText('Your weekly hours have been saved.')).toBeVisible();
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
    await user.click(screen.getByRole('button', { name: 'Save weekly hours' }));
    await screen.findByText('Your weekly hours have been saved.');
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
    await user.click(screen.getByRole('button', { name: 'Save weekly hours' }));
    expect(
      await screen.findByText('The start time must be earlier than the end time.'),
    ).toBeVisible();
  });

  test('reads in Spanish', async () => {
    renderApp('/my-coach-schedule', { locale: 'es' });
    expect(await screen.findByRole('button', { name: 'Guardar horario semanal' })).toBeVisible();
    const [start] = screen.getAllByRole('combobox', { name: 'Desde' });
    expect(start).toHaveDisplayValue('9:00');
  });
});

test('free times are offered for published services only: a draft first in the list is not chosen', async () => {
  const [published] = fixtures.products;
  const draft = { ...published!, id: 999, title: 'Group workshop (draft)', published: false };
  worker.use(
    http.get(`${DEFAULT_MOCK_BASE_URL}/coaches/:coachId/products`, () =>
      HttpResponse.json({
        content: [draft, published],
        pagination: { total: 2, page: 0, size: 100 },
      }),
    ),
  );
  renderApp('/my-coach-schedule');
  const service = await screen.findByRole('combobox', { name: /^Service/ });
  await waitFor(() => expect(service).toHaveDisplayValue(published!.title));
  expect(
    within(service)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual([published!.title]);
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
