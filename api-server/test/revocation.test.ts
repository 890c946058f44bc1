// Ended sessions stay ended: across a restart, on every instance sharing the database, and for the
// short-lived URLs of private files their session asked for.
import { afterAll, beforeAll, describe, expect, onTestFinished, test } from 'vitest';
import { revocationPollMs } from '../src/auth/tokens.js';
import { presignedUrlSeconds } from '../src/files/media-signing.js';
import { png, uploadForm } from './fixtures.js';
import type { Session, TestApi } from './harness.js';
import { demo, demoPassword, openTestApi } from './harness.js';

let api: TestApi;
beforeAll(async () => {
  api = await openTestApi();
});
afterAll(() => api.close());

const readStudent = (session: Session, on: Pick<TestApi, 'request'> = api) =>
  on.request('GET', `/students/${session.studentId}`, { token: session.accessToken });

const logout = (session: Session) =>
  api.request('POST', `/students/${session.studentId}/logout`, { token: session.accessToken });

let accounts = 0;
/** A new account of its own, signed in twice (a laptop and a phone), so its password may change. */
async function accountWithTwoSessions(): Promise<[Session, Session]> {
  accounts += 1;
  const email = `revocation.${accounts}@demo.test`;
  const created = await api.request('POST', '/auth/signup', {
    body: { email, password: demoPassword, firstName: 'Rev', lastName: 'Oked' },
  });
  expect(created.status).toBe(201);
  return [await api.signIn(email), await api.signIn(email)];
}

const changePassword = (session: Session) =>
  api.request('PUT', '/account/password', {
    token: session.accessToken,
    body: { currentPassword: demoPassword, newPassword: `${demoPassword}!` },
  });

describe('revoked sessions', () => {
  test('a logged-out access token is refused after a restart on the same data', async () => {
    const session = await api.signIn(demo.student);
    const other = await api.signIn(demo.student);
    expect((await readStudent(session)).status).toBe(200);
    expect((await logout(session)).status).toBe(204);
    api = await api.restart();
    expect((await readStudent(session)).status).toBe(401);
    expect((await readStudent(other)).status).toBe(200);
  });

  test("a password change's signed-out sessions stay refused after a restart", async () => {
    const [laptop, phone] = await accountWithTwoSessions();
    expect((await readStudent(phone)).status).toBe(200);
    expect((await changePassword(laptop)).status).toBe(204);
    api = await api.restart();
    expect((await readStudent(phone)).status).toBe(401);
    expect((await readStudent(laptop)).status).toBe(200);
  });

  test('another instance on the same database refuses a token revoked before it saw it', async () => {
    const session = await api.signIn(demo.student);
    expect((await logout(session)).status).toBe(204);
    // Its clock stands still, so it never polls: the refusal cannot come from a poll.
    const now = api.clock.now();
    const elsewhere = await api.sameDatabase({ now: () => now });
    expect((await readStudent(session, elsewhere)).status).toBe(401);
    const [laptop, phone] = await accountWithTwoSessions();
    expect((await changePassword(laptop)).status).toBe(204);
    expect((await readStudent(phone, elsewhere)).status).toBe(401);
    expect((await readStudent(laptop, elsewhere)).status).toBe(200);
  });

  test('an instance idle for longer than its promise reads revocations before it answers', async () => {
    const elsewhere = await api.sameDatabase();
    const session = await api.signIn(demo.student);
    expect((await readStudent(session, elsewhere)).status).toBe(200);
    expect((await logout(session)).status).toBe(204);
    // No request reaches the other instance meanwhile: nothing there polled.
    api.clock.advance(revocationPollMs + 500);
    expect((await readStudent(session, elsewhere)).status).toBe(401);
  });
});

describe('private media URLs', () => {
  async function privateFile(session: Session): Promise<string> {
    const upload = await api.request('POST', '/files', {
      token: session.accessToken,
      rawBody: uploadForm(png(), 'me.png', 'image/png', 'STUDENT_PHOTO'),
    });
    expect(upload.status).toBe(201);
    return upload.body.content.fileName as string;
  }

  async function presign(session: Session, fileName: string): Promise<string> {
    const answer = await api.request('GET', `/files/generate_presigned_url?fileName=${fileName}`, {
      token: session.accessToken,
    });
    expect(answer.status).toBe(200);
    const url = new URL(answer.body.content.url as string);
    return `${url.pathname}${url.search}`;
  }

  const load = (url: string, on: Pick<TestApi, 'request'> = api) =>
    on.request('GET', url).then((answer) => answer.status);

  test('a URL names one file and expires within minutes', async () => {
    const session = await api.signIn(demo.student);
    const photo = await privateFile(session);
    const other = await privateFile(session);
    // Stopped from the signing on, so the last second before expiry is not spent by a slow run.
    api.clock.stop();
    onTestFinished(() => api.clock.start());
    const url = await presign(session, photo);
    expect(await load(url)).toBe(200);
    expect(await load(url.replace(photo, other))).toBe(403);
    api.clock.advance(5 * 60_000 - 1_000);
    expect(await load(url)).toBe(200);
    api.clock.advance(1_000);
    expect(await load(url)).toBe(403);
    expect(presignedUrlSeconds).toBeLessThanOrEqual(5 * 60);
  });

  test('a URL is refused once the session that asked for it logs out, on every instance', async () => {
    const elsewhere = await api.sameDatabase();
    const session = await api.signIn(demo.student);
    const url = await presign(session, await privateFile(session));
    expect(await load(url, elsewhere)).toBe(200);
    expect((await logout(session)).status).toBe(204);
    expect(await load(url)).toBe(403);
    expect(await load(url, elsewhere)).toBe(403);
  });

  test("a password change refuses every URL of the owner's files, its own session's too", async () => {
    const [laptop, phone] = await accountWithTwoSessions();
    const photo = await privateFile(laptop);
    const fromLaptop = await presign(laptop, photo);
    const fromPhone = await presign(phone, photo);
    expect(await load(fromLaptop)).toBe(200);
    expect(await load(fromPhone)).toBe(200);
    expect((await changePassword(laptop)).status).toBe(204);
    expect(await load(fromLaptop)).toBe(403);
    expect(await load(fromPhone)).toBe(403);
    expect(await load(await presign(laptop, photo))).toBe(200);
  });
});
