// The profile photo saves on the student's record as soon as it is uploaded, and Remove removes it
// at once, as the coach app does; the header's avatar shows the photo, or the name's initials.
import type { StudentUpdate } from '@hci/api-schema';
import { DEFAULT_MOCK_BASE_URL, fixtures } from '@hci/mock-api';
import { createAppHarness, worker } from '@hci/app-frame/test';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { PortalApp } from '../../app/App';
import { loadPortalMessages } from '../../app/catalogues';

// The upload reports progress through XMLHttpRequest, which only the service worker answers.
const { renderApp } = createAppHarness({
  app: (api) => <PortalApp api={api} />,
  loadMessages: loadPortalMessages,
  session: () => fixtures.demoStudentSession,
  serviceWorker: true,
});

/** Records the bodies of PUT /students/{id} and lets the contract's handler answer. */
function recordStudentUpdates() {
  const sent: StudentUpdate[] = [];
  worker.use(
    http.put(`${DEFAULT_MOCK_BASE_URL}/students/:studentId`, async ({ request }) => {
      sent.push((await request.clone().json()) as StudentUpdate);
      return undefined;
    }),
  );
  return sent;
}

describe('/settings/profile: the photo', () => {
  test('an uploaded photo is saved at once, without the form’s Save', async () => {
    const user = userEvent.setup();
    const sent = recordStudentUpdates();
    renderApp('/settings/profile');
    const group = await screen.findByRole('group', { name: 'Photo' });
    const input = group.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File([new Uint8Array(2_000)], 'face.png', { type: 'image/png' }));
    expect(await screen.findByText('Your photo has been saved.')).toBeVisible();
    expect(sent).toEqual([
      expect.objectContaining({ photo: expect.stringMatching(/^upload-\d+\.jpg$/) }),
    ]);
    // Only the photo changes: the other members are left out, so they keep their values.
    expect(Object.keys(sent[0]!).sort()).toEqual(['personalInfo', 'photo', 'user']);
    const avatar = within(screen.getByRole('main')).getByRole('img', { name: 'Jordan Whitaker' });
    await waitFor(() =>
      expect(avatar.querySelector('img')?.getAttribute('src')).toContain(sent[0]!.photo),
    );
  });

  test('Remove removes the saved photo at once', async () => {
    const user = userEvent.setup();
    const sent = recordStudentUpdates();
    renderApp('/settings/profile');
    await user.click(await screen.findByRole('button', { name: 'Remove photo' }));
    expect(await screen.findByText('Your photo has been removed.')).toBeVisible();
    expect(sent).toEqual([expect.objectContaining({ photo: null })]);
    expect(screen.queryByRole('button', { name: 'Remove photo' })).toBeNull();
  });
});

describe('the account menu’s avatar', () => {
  test('shows the student’s photo', async () => {
    renderApp('/home');
    const trigger = await screen.findByRole('button', { name: /^Account menu/ });
    const avatar = await within(trigger).findByRole('img', { name: 'Jordan Whitaker' });
    await waitFor(() =>
      expect(avatar.querySelector('img')?.getAttribute('src')).toContain(fixtures.student.photo),
    );
  });

  test('without a photo, the initials of the name, not of the e-mail', async () => {
    renderApp('/home', {
      handlers: [
        http.get(`${DEFAULT_MOCK_BASE_URL}/students/:studentId`, () =>
          HttpResponse.json({ content: { ...fixtures.student, photo: null } }),
        ),
      ],
    });
    const trigger = await screen.findByRole('button', { name: /^Account menu/ });
    await waitFor(() => expect(within(trigger).getByText('JW')).toBeVisible());
    expect(trigger.querySelector('img')).toBeNull();
  });
});
