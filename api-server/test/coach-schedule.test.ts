// Saving a coach's weekly schedule: the windows read back as sent, stored in a fixed number of
// statements whatever their count.
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import type { Queryable } from '../src/db/database.js';
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

const schedulePath = () => `/coaches/${coach.coachId}/schedule`;

/** Saves the windows and counts the statements run in the transaction that stores them. */
async function save(windows: object[]) {
  const { db } = api.services;
  const transaction = db.transaction.bind(db);
  let statements = 0;
  const spy = vi
    .spyOn(db, 'transaction')
    .mockImplementation(<T>(work: (tx: Queryable) => Promise<T>) =>
      transaction((tx) =>
        work({
          query: (text, params) => {
            statements += 1;
            return tx.query(text, params);
          },
        }),
      ),
    );
  try {
    const saved = await api.request(
      'PUT',
      schedulePath(),
      asUser(coach, { timeZone: 'Europe/Madrid', windows }),
    );
    expect(saved.status).toBe(200);
    return { saved: saved.body.content, statements };
  } finally {
    spy.mockRestore();
  }
}

test('ten windows are stored in as many statements as one, and read back as sent', async () => {
  const one = await save([{ dayOfWeek: 'MONDAY', startTime: '09:00', endTime: '12:00' }]);
  const days = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'];
  const ten = days.flatMap((dayOfWeek) => [
    { dayOfWeek, startTime: '08:30', endTime: '12:00' },
    { dayOfWeek, startTime: '13:00', endTime: '17:45' },
  ]);
  const many = await save(ten);
  expect(many.statements).toBe(one.statements);
  expect(many.saved).toMatchObject({ timeZone: 'Europe/Madrid', windows: ten });
  const read = await api.request('GET', schedulePath(), { token: coach.accessToken });
  expect(read.body.content.windows).toEqual(ten);
});

test('a schedule without windows is saved empty', async () => {
  const { saved } = await save([]);
  expect(saved.windows).toEqual([]);
});
