// Saving a coach's profile: omitted fields keep their value, one sent as null is cleared, and a
// picture removed or replaced leaves storage.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { png, uploadForm } from './fixtures.js';
import type { Json, Session, TestApi } from './harness.js';
import { demo, openTestApi } from './harness.js';
import { asUser } from './requests.js';

let api: TestApi;
let coach: Session;
beforeAll(async () => {
  api = await openTestApi();
  coach = await api.signIn(demo.coach, 'coach');
});
afterAll(() => api.close());

const profile = () => `/coaches/${coach.coachId}`;
const update = (body: object) => api.request('PUT', profile(), asUser(coach, body));

test('null clears a field, a web address included; an omitted one keeps its value', async () => {
  const saved = await update({
    intro: 'Whole-food coaching.',
    focus: 'Sleep',
    websiteUrl: 'https://coach.example.org',
  });
  expect(saved.status).toBe(200);

  const cleared = await update({ intro: null, websiteUrl: null });
  expect(cleared.status).toBe(200);
  const read = (await api.request('GET', profile(), { token: coach.accessToken })).body.content;
  expect(read).not.toHaveProperty('intro');
  expect(read).not.toHaveProperty('websiteUrl');
  expect(read.focus).toBe('Sleep');
});

test('a web address that is not absolute is refused, and so is an empty one', async () => {
  expect((await update({ websiteUrl: 'coach.example.org' })).status).toBe(400);
  expect((await update({ websiteUrl: '' })).status).toBe(400);
});

test('a photo or cover image removed or replaced has its file deleted', async () => {
  const upload = async (object: string) => {
    const response = await api.app.request('/files', {
      method: 'POST',
      headers: { authorization: `Bearer ${coach.accessToken}` },
      body: uploadForm(png(), 'me.png', 'image/png', object),
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as Json).content.fileName as string;
  };
  const stored = async (fileName: string) =>
    (await api.services.db.query('SELECT 1 FROM files WHERE file_name = $1', [fileName])).length >
    0;

  const photo = await upload('COACH_PHOTO');
  const cover = await upload('COACH_COVER_IMAGE');
  expect((await update({ photo, coverImage: cover })).status).toBe(200);
  const newCover = await upload('COACH_COVER_IMAGE');
  expect((await update({ photo: null, coverImage: newCover })).status).toBe(200);

  const read = (await api.request('GET', profile(), { token: coach.accessToken })).body.content;
  expect(read).not.toHaveProperty('photo');
  expect(read.coverImage).toBe(newCover);
  expect(await stored(photo)).toBe(false);
  expect(await stored(cover)).toBe(false);
  expect(await stored(newCover)).toBe(true);
});
