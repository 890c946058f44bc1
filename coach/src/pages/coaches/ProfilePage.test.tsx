import { unwrap, type CoachUpdate } from '@hci/api-schema';
import {
  demoCoach,
  demoCoachCertifications,
  demoCoachProfile,
  demoToday,
  nameOf,
} from '@hci/demo-world';
import { DEFAULT_MOCK_BASE_URL, errorHandler } from '@hci/mock-api';
import { photoAndCover } from '@hci/page-harness';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { demo, renderApp } from '../../test/renderApp';
import { worker } from '@hci/app-frame/test';

// FileTrigger's input filters by `accept`; turned off so a refused type reaches the component.
const user = userEvent.setup({ applyAccept: false });

/** A file of `bytes` zeros: no picture, whatever its name and type say. */
const picture = (name: string, type = 'image/png', bytes = 2_000) =>
  new File([new Uint8Array(bytes)], name, { type });

/** A real PNG picture, which the API checks for before it stores an upload. */
async function drawnPicture(name: string) {
  const canvas = new OffscreenCanvas(48, 48);
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#2f6f62';
  context.fillRect(0, 0, 48, 48);
  return new File([await canvas.convertToBlob({ type: 'image/png' })], name, {
    type: 'image/png',
  });
}

/** The upload group named `label` and its hidden file input. */
async function uploadField(label: string) {
  renderApp('/profile');
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
    await user.upload(input, await drawnPicture('me.png'));
    expect(await screen.findByText('Your photo has been saved.')).toBeVisible();
    expect(sent).toEqual([{ photo: expect.stringMatching(/\.png$/) }]);
    // The field is ready for another picture; the avatar shows the new one.
    const fresh = screen.getByRole('group', { name: 'Your photo' });
    await waitFor(() =>
      expect(within(fresh).getByRole('button', { name: 'Choose file' })).toBeVisible(),
    );
    const avatar = within(screen.getByRole('main')).getByRole('img', { name: nameOf(demoCoach) });
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

  test('a file the API refuses as no image: the field says so, without blaming the connection', async () => {
    // Named and typed as a PNG, but its bytes are none: the API refuses it.
    const { group, input } = await uploadField('Your photo');
    await user.upload(input, picture('fake.png'));
    const alert = await within(group).findByRole('alert');
    expect(alert).toHaveTextContent(/^fake\.png is not a file type we accept\./);
    expect(alert).not.toHaveTextContent(/connection/);
    expect(within(group).queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  test('removing the cover image saves the profile without it', async () => {
    await photoAndCover(demo());
    const sent = recordCoachUpdates();
    renderApp('/profile');
    expect(await screen.findByRole('img', { name: 'Your cover image' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove cover image' }));
    expect(await screen.findByText('Your cover image has been removed.')).toBeVisible();
    expect(sent).toEqual([{ coverImage: null }]);
    await waitFor(() =>
      expect(screen.queryByRole('img', { name: 'Your cover image' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('button', { name: 'Remove cover image' })).not.toBeInTheDocument();
  });

  test('a fast double click on "Remove cover image" saves the profile once', async () => {
    await photoAndCover(demo());
    const sent = recordCoachUpdates();
    renderApp('/profile');
    const remove = await screen.findByRole('button', { name: 'Remove cover image' });
    // Two clicks in one go, as a fast double click lands: before React has drawn the first.
    remove.click();
    remove.click();
    expect(await screen.findByText('Your cover image has been removed.')).toBeVisible();
    expect(sent).toEqual([{ coverImage: null }]);
  });

  test('a profile that cannot be saved after the upload says so', async () => {
    worker.use(errorHandler('/coaches/{coachId}', { method: 'put' }));
    const { input } = await uploadField('Your photo');
    await user.upload(input, await drawnPicture('me.png'));
    expect(
      await screen.findByText(
        'The picture was sent but could not be saved on your profile. Please try again.',
      ),
    ).toBeVisible();
  });
});

test('a text cleared on the profile is sent as null, which clears it, and not left out, which would keep it', async () => {
  const sent = recordCoachUpdates();
  renderApp('/profile');
  const intro = await screen.findByRole('textbox', { name: 'Introduction' });
  await user.clear(intro);
  await user.clear(screen.getByRole('textbox', { name: 'Website' }));
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]).toMatchObject({ intro: null, websiteUrl: null, focus: expect.any(String) });
});

describe('/profile: educations and certifications', () => {
  /** Records the bodies of `method` requests to `path` and lets the contract's handler answer. */
  function recordPuts(path: string, method: 'put' | 'post' = 'put') {
    const sent: Record<string, unknown>[] = [];
    worker.use(
      http[method](`${DEFAULT_MOCK_BASE_URL}${path}`, async ({ request }) => {
        sent.push((await request.clone().json()) as Record<string, unknown>);
        return undefined;
      }),
    );
    return sent;
  }

  test('saving a certification keeps the dates its editor does not show', async () => {
    const sent = recordPuts('/coaches/:coachId/certifications/:certificationId');
    renderApp('/profile');
    await user.click(
      await screen.findByRole('button', { name: 'Edit Mindful Eating Facilitator' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit Mindful Eating Facilitator' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    const { issuedOn, expiresOn } = demoCoachCertifications(demoToday)[1]!;
    expect(sent[0]).toMatchObject({ issuedOn, expiresOn });
  });

  test('deleting an education asks first, then the keyboard goes on to the next one', async () => {
    renderApp('/profile');
    const first = await screen.findByRole('article', { name: 'Health Coach Institute' });
    const next = screen.getByRole('article', { name: 'Universidad de Guadalajara' });
    await user.click(within(first).getByRole('button', { name: /^Delete/ }));
    const confirm = await screen.findByRole('alertdialog', { name: /Health Coach Institute/ });
    await user.click(await within(confirm).findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(first).not.toBeInTheDocument());
    await waitFor(() => expect(next).toContainElement(document.activeElement as HTMLElement));
  });

  test('after saving an edited education, the keyboard is back on its line', async () => {
    renderApp('/profile');
    const line = await screen.findByRole('article', { name: 'Health Coach Institute' });
    await user.click(within(line).getByRole('button', { name: 'Edit Health Coach Institute' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Health Coach Institute' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    const saved = await screen.findByRole('article', { name: 'Health Coach Institute' });
    await waitFor(() =>
      expect(
        within(saved).getByRole('button', { name: 'Edit Health Coach Institute' }),
      ).toHaveFocus(),
    );
  });

  test('after adding a certification, the keyboard is on the new line; its bare link gets https://', async () => {
    const sent = recordPuts('/coaches/:coachId/certifications', 'post');
    renderApp('/profile');
    await user.click(await screen.findByRole('button', { name: 'Add certification' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add certification' });
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Certificate' }),
      'Yoga Teacher 200',
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'Issued by' }), 'Yoga Alliance');
    const link = within(dialog).getByRole('textbox', { name: /^Credential/ });
    await user.type(link, 'yogaalliance.example/verify/200');
    await user.tab();
    expect(link).toHaveValue('https://yogaalliance.example/verify/200');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ credentialUrl: 'https://yogaalliance.example/verify/200' });
    const added = await screen.findByRole('article', { name: 'Yoga Teacher 200' });
    await waitFor(() =>
      expect(within(added).getByRole('button', { name: 'Edit Yoga Teacher 200' })).toHaveFocus(),
    );
  });

  test('an end year before the start year is refused on the end year', async () => {
    const sent = recordPuts('/coaches/:coachId/educations/:educationId');
    renderApp('/profile');
    await user.click(await screen.findByRole('button', { name: 'Edit Health Coach Institute' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Health Coach Institute' });
    const endYear = within(dialog).getByRole('textbox', { name: 'End year' });
    await user.clear(endYear);
    await user.type(endYear, '2020');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(endYear).toHaveAccessibleDescription('This field should be between 2022 and 2100');
    expect(sent).toHaveLength(0);
  });
});

test('more than ten specializations are refused on their field, not cut without a word', async () => {
  const sent = recordCoachUpdates();
  renderApp('/profile');
  const field = await screen.findByRole('textbox', { name: 'Specializations' });
  await user.clear(field);
  await user.type(field, Array.from({ length: 11 }, (_, index) => `topic ${index + 1}`).join(', '));
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(field).toHaveAccessibleDescription(expect.stringContaining('Enter at most 10 items'));
  expect(sent).toHaveLength(0);
});

test('a free test call offered with no video-call room link is refused on the link', async () => {
  const sent = recordCoachUpdates();
  renderApp('/profile');
  const link = await screen.findByRole('textbox', { name: 'Video-call room link' });
  expect(screen.getByRole('switch', { name: 'Offer a free test call' })).toBeChecked();
  await user.clear(link);
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(link).toHaveAccessibleDescription(
    expect.stringContaining('A free test call is a video call: add your video-call room link'),
  );
  expect(sent).toHaveLength(0);
  // Without the test call, the link may stay empty.
  await user.click(screen.getByRole('switch', { name: 'Offer a free test call' }));
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]).toMatchObject({ testCall: false, coachWebConferenceUrl: null });
});

test('a website typed without https:// gets it on leaving the field, and is saved with it', async () => {
  const sent = recordCoachUpdates();
  renderApp('/profile');
  const website = await screen.findByRole('textbox', { name: 'Website' });
  await user.clear(website);
  await user.type(website, 'www.carla.example');
  await user.tab();
  expect(website).toHaveValue('https://www.carla.example');
  // Typed and saved with Enter, never leaving the field: sent with its scheme all the same.
  const video = screen.getByRole('textbox', { name: 'Introduction video link' });
  await user.type(video, 'videos.example/carla{Enter}');
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]).toMatchObject({
    websiteUrl: 'https://www.carla.example',
    video: 'https://videos.example/carla',
  });
});

test('an introduction pasted past 2,000 characters is kept and counted, and refused on its field', async () => {
  const sent = recordCoachUpdates();
  renderApp('/profile');
  const intro = await screen.findByRole('textbox', { name: 'Introduction' });
  expect(intro).toHaveAccessibleDescription(
    expect.stringContaining(`${demoCoachProfile.intro.length} of 2,000 characters`),
  );
  await user.clear(intro);
  await user.click(intro);
  await user.paste('a'.repeat(2_003));
  expect(intro).toHaveValue('a'.repeat(2_003));
  expect(intro).toHaveAccessibleDescription(expect.stringContaining('3 characters too many'));
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(intro).toHaveAccessibleDescription(
    expect.stringContaining('This field must have at most 2,000 characters'),
  );
  expect(sent).toHaveLength(0);
});

test('on a phone, a certification named in one long word wraps rather than widening the page', async () => {
  await page.viewport(375, 800);
  const name = 'CertifiedNutritionAndWellbeingPractitionerLevelTwo';
  await unwrap(
    demo()
      .as('coach')
      .POST('/coaches/{coachId}/certifications', {
        params: { path: { coachId: demo().sessions.coach.coachId! } },
        body: { name, issuer: `International${name}`, issuedOn: demoToday },
      }),
  );
  renderApp('/profile');
  await screen.findByText(name);
  expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
});

describe('/profile: work that is not lost', () => {
  test('leaving with an unsaved change asks first; leaving unchanged does not', async () => {
    const coach = renderApp('/profile');
    const intro = await screen.findByRole('textbox', { name: 'Introduction' });
    await user.type(intro, ' More.');
    await user.click(screen.getByRole('link', { name: 'Services' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    expect(coach.currentPath()).toBe('/profile');
    expect(intro).toHaveValue(`${demoCoachProfile.intro} More.`);

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your profile has been updated.')).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Services' }));
    await waitFor(() => expect(coach.currentPath()).toBe('/my-services'));
    expect(screen.queryByRole('alertdialog', { name: 'Leave without saving?' })).toBeNull();
  });

  test('signing out with an unsaved change asks first; "Stay" keeps the session', async () => {
    const coach = renderApp('/profile');
    const intro = await screen.findByRole('textbox', { name: 'Introduction' });
    await user.type(intro, ' More.');
    await user.click(screen.getByRole('button', { name: /^Account menu/ }));
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    expect(coach.session.getSnapshot().isAuthenticated).toBe(true);
    expect(intro).toHaveValue(`${demoCoachProfile.intro} More.`);

    await user.click(screen.getByRole('button', { name: /^Account menu/ }));
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Leave without saving',
      }),
    );
    await waitFor(() => expect(coach.currentPath()).toBe('/login'));
    expect(coach.session.getSnapshot().isAuthenticated).toBe(false);
  });

  test('the account menu shows the coach’s photo, named by the coach’s name', async () => {
    await photoAndCover(demo());
    const { content: coach } = await unwrap(
      demo()
        .as('coach')
        .GET('/coaches/{coachId}', {
          params: { path: { coachId: demo().sessions.coach.coachId! } },
        }),
    );
    renderApp('/profile');
    const trigger = await screen.findByRole('button', { name: /^Account menu/ });
    const avatar = await within(trigger).findByRole('img', { name: nameOf(demoCoach) });
    await waitFor(() =>
      expect(avatar.querySelector('img')?.getAttribute('src')).toContain(coach.photo!),
    );
  });
});
