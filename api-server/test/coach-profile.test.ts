// Saving a coach's profile: omitted fields keep their value, an empty text clears its field.
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Session, TestApi } from './harness.js';
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

test('an empty text clears a field, a web address included; an omitted one keeps its value', async () => {
  const saved = await update({
    intro: 'Whole-food coaching.',
    focus: 'Sleep',
    websiteUrl: 'https://coach.example.org',
  });
  expect(saved.status).toBe(200);

  const cleared = await update({ intro: '', websiteUrl: '' });
  expect(cleared.status).toBe(200);
  const read = (await api.request('GET', profile(), { token: coach.accessToken })).body.content;
  expect(read).not.toHaveProperty('intro');
  expect(read).not.toHaveProperty('websiteUrl');
  expect(read.focus).toBe('Sleep');
});

test('a web address that is neither empty nor absolute is still refused', async () => {
  const refused = await update({ websiteUrl: 'coach.example.org' });
  expect(refused.status).toBe(400);
});
