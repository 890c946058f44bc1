import type { CoachUpdate } from '@hci/api-schema';
import { DEFAULT_MOCK_BASE_URL, errorHandler } from '@hci/api-schema/msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, test } from 'vitest';
import { renderApp } from '../../test/renderApp';
import { worker } from '../../test/worker';

// FileTrigger's input filters by `accept`; turned off so a refused type reaches the component.
const user = userEvent.setup({ applyAccept: false });

const picture = (name: string, type = 'image/png', bytes = 2_000) =>
  new File([new Uint8Array(bytes)], name, { type });

/** The upload group named `label` and its hidden file input. */
async function uploadField(label: string) {
  renderApp('/profile', { signedIn: true });
  const group = await screen.findByRole('group', { name: label });
  const input = group.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error(`${label} has no file input`);
  return { group, input };
}

/** Records the bodies of PUT /coaches/{id} and lets the contract's handler answer. */
function recordCoachUpdates() {
  const sent: CoachUpdate[] = [];
  worker.use(
    http.put(`${DEFAULT_MOCK_BASE_URL}/coaches/:coachId`, async ({ request }) => {
      sent.push((await request.clone().json()) as CoachUpdate);
      return undefined;
    }),
  );
  return sent;
}

describe('/profile: photo and cover image', () => {
  test('a new photo uploads and is saved on the profile at once', async () => {
    const sent = recordCoachUpdates();
    const { input } = await uploadField('Your photo');
    await user.upload(input, picture('me.png'));
    expect(await screen.findByText('Your photo has been saved.')).toBeVisible();
    expect(sent).toEqual([{ photo: expect.stringMatching(/^upload-\d+\.jpg$/) }]);
    // The field is ready for another picture; the avatar shows the new one.
    const fresh = screen.getByRole('group', { name: 'Your photo' });
    await waitFor(() =>
      expect(within(fresh).getByRole('button', { name: 'Choose file' })).toBeVisible(),
    );
    const avatar = screen.getByRole('img', { name: 'Marisol Reyes' });
    expect(avatar.querySelector('img')?.getAttribute('src')).toContain(sent[0]!.photo);
  });

  test('states the limits, and refuses a file too large or of another type before sending', async () => {
    const sent = recordCoachUpdates();
    const { group, input } = await uploadField('Cover image');
    expect(group).toHaveAccessibleDescription(
      'A wide picture, about three times as wide as it is tall. JPEG, PNG, GIF, or WEBP files, up to 5 MB.',
    );
    await user.upload(input, picture('huge.png', 'image/png', 5_000_001));
    expect(await within(group).findByRole('alert')).toHaveTextContent(
      'huge.png is larger than 5 MB. Choose a smaller file.',
    );
    await user.upload(input, picture('cv.pdf', 'application/pdf'));
    expect(await within(group).findByRole('alert')).toHaveTextContent(
      'cv.pdf is not a file type we accept. Choose a JPEG, PNG, GIF, or WEBP file.',
    );
    expect(sent).toEqual([]);
  });

  test('a file the API refuses: its reason in a toast', async () => {
    worker.use(
      errorHandler('/files', { method: 'post', status: 415, key: 'unsupportedMediaType' }),
    );
    const { group, input } = await uploadField('Your photo');
    await user.upload(input, picture('fake.png'));
    expect(await screen.findByText('This file type is not supported.')).toBeVisible();
    expect(await within(group).findByRole('alert')).toHaveTextContent(/Upload failed/);
  });

  test('removing the cover image saves the profile without it', async () => {
    const sent = recordCoachUpdates();
    renderApp('/profile', { signedIn: true });
    expect(await screen.findByRole('img', { name: 'Your cover image' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove cover image' }));
    expect(await screen.findByText('Your cover image has been removed.')).toBeVisible();
    expect(sent).toEqual([{ coverImage: '' }]);
    await waitFor(() =>
      expect(screen.queryByRole('img', { name: 'Your cover image' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('button', { name: 'Remove cover image' })).not.toBeInTheDocument();
  });

  test('a profile that cannot be saved after the upload says so', async () => {
    worker.use(errorHandler('/coaches/{coachId}', { method: 'put' }));
    const { input } = await uploadField('Your photo');
    await user.upload(input, picture('me.png'));
    expect(
      await screen.findByText(
        'The picture was sent but could not be saved on your profile. Please try again.',
      ),
    ).toBeVisible();
  });
});
