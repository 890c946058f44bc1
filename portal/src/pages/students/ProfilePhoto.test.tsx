// The profile photo saves on the student's record as soon as it is uploaded, and Remove removes it
// at once, as the coach app does; the header's avatar shows the photo, or the name's initials.
import { unwrap, type StudentUpdate } from '@hci/api-schema';
import { demoStudent, nameOf } from '@hci/demo-world';
import { DEFAULT_MOCK_BASE_URL } from '@hci/mock-api';
import { createAppHarness, worker } from '@hci/app-frame/test';
import { demo } from '@hci/page-harness/page-tests';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, test } from 'vitest';
import { PortalApp } from '../../app/App';
import { loadPortalMessages } from '../../app/catalogues';

// The upload reports progress through XMLHttpRequest, which only the service worker answers.
const { renderApp } = createAppHarness({
  app: (api) => <PortalApp api={api} />,
  loadMessages: loadPortalMessages,
  session: () => demo().sessions.student,
  serviceWorker: true,
});

const studentName = nameOf(demoStudent);

/** A photo as the student's browser picks it: a small PNG, drawn here (the API checks it is one). */
async function face(): Promise<File> {
  const canvas = new OffscreenCanvas(48, 48);
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#8a5a44';
  context.fillRect(0, 0, 48, 48);
  return new File([await canvas.convertToBlob({ type: 'image/png' })], 'face.png', {
    type: 'image/png',
  });
}

/** The demo student uploads a photo and saves it on the record; answers its stored name. */
async function savedPhoto(): Promise<string> {
  const { as, sessions } = demo();
  const student = as('student');
  const form = new FormData();
  form.append('file', await face());
  form.append('object', 'STUDENT_PHOTO');
  const { content } = await unwrap(
    student.POST('/files', {
      // Multipart, sent as it is: the contract types the parts, not the form.
      body: form as never,
      bodySerializer: () => form,
    }),
  );
  await unwrap(
    student.PUT('/students/{studentId}', {
      params: { path: { studentId: sessions.student.studentId! } },
      body: {
        personalInfo: demoStudent.personalInfo,
        user: { timeZone: demoStudent.timeZone },
        photo: content.fileName,
      },
    }),
  );
  return content.fileName;
}

/** Records the bodies of PUT /students/{id} and lets the reference API answer. */
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
    await user.upload(input, await face());
    expect(await screen.findByText('Your photo has been saved.')).toBeVisible();
    expect(sent).toEqual([expect.objectContaining({ photo: expect.stringMatching(/^.+\.png$/) })]);
    // Only the photo changes: the other members are left out, so they keep their values.
    expect(Object.keys(sent[0]!).sort()).toEqual(['personalInfo', 'photo', 'user']);
    const avatar = within(screen.getByRole('main')).getByRole('img', { name: studentName });
    await waitFor(() =>
      expect(avatar.querySelector('img')?.getAttribute('src')).toContain(sent[0]!.photo),
    );
    const [saved] = await demo().query<{ photo: string | null }>(
      'SELECT photo FROM students WHERE id = $1',
      [demo().sessions.student.studentId!],
    );
    expect(saved?.photo).toBe(sent[0]!.photo);
  });

  test('Remove removes the saved photo at once', async () => {
    await savedPhoto();
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
    const photo = await savedPhoto();
    renderApp('/home');
    const trigger = await screen.findByRole('button', { name: /^Account menu/ });
    const avatar = await within(trigger).findByRole('img', { name: studentName });
    await waitFor(() => expect(avatar.querySelector('img')?.getAttribute('src')).toContain(photo));
  });

  test('without a photo, the initials of the name, not of the e-mail', async () => {
    // The demo student has no photo saved.
    renderApp('/home');
    const trigger = await screen.findByRole('button', { name: /^Account menu/ });
    const { firstName, lastName } = demoStudent.personalInfo;
    await waitFor(() =>
      expect(within(trigger).getByText(`${firstName[0]}${lastName[0]}`)).toBeVisible(),
    );
    expect(trigger.querySelector('img')).toBeNull();
  });
});
