// An upload is stored whole or not at all: a name no text field may hold is refused, a row the
// database refuses leaves no file, and a full disk answers 507 and leaves nothing behind.
import { readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApp } from '../src/app.js';
import type { Database } from '../src/db/database.js';
import { createHandlers } from '../src/domain/index.js';
import { FileStore } from '../src/files/file-store.js';
import type { ObjectStorage } from '../src/files/object-storage.js';
import { FolderStorage } from '../src/files/object-storage.js';
import type { Json, Session, TestApi } from './harness.js';
import { appOrigin, demo, openTestApi } from './harness.js';
import { png, uploadForm } from './fixtures.js';

let api: TestApi;
let student: Session;
beforeAll(async () => {
  api = await openTestApi();
  student = await api.signIn(demo.student);
});
afterAll(() => api.close());

const filesDir = () => join(api.dataDir, 'files');
const filesOnDisk = async () => (await readdir(filesDir()).catch(() => [])).sort();
const fileRows = async () => {
  const [row] = await api.services.db.query<{ n: number }>('SELECT count(*)::int AS n FROM files');
  return row!.n;
};

/** The app over the same database and services, but storing uploads through `files`. */
const appWith = (files: FileStore) => {
  const services = { ...api.services, files };
  return createApp({
    allowedOrigins: [appOrigin],
    contract: api.contract,
    services,
    handlers: createHandlers(services),
    trustedProxies: 0,
  });
};

const upload = async (app: { request: typeof api.app.request }, name: string) => {
  const response = await app.request('/files', {
    method: 'POST',
    headers: { authorization: `Bearer ${student.accessToken}` },
    body: uploadForm(png(), name, 'image/png'),
  });
  return { status: response.status, body: (await response.json()) as Json };
};

describe('an upload', () => {
  test('whose name holds a NUL or another control character is refused with 400 and stores nothing', async () => {
    const before = { disk: await filesOnDisk(), rows: await fileRows() };
    for (const name of [
      'photo\u0000.png',
      'photo\n.png',
      'photo\u001b[31m.png',
      'photo\u0085.png',
    ]) {
      const answer = await upload(api.app, name);
      expect(answer.status, JSON.stringify(name)).toBe(400);
      expect(answer.body).toMatchObject({ key: 'badRequest', status: 400 });
    }
    expect({ disk: await filesOnDisk(), rows: await fileRows() }).toEqual(before);
    expect((await upload(api.app, 'photo ☀.png')).status).toBe(201);
  });

  test('whose row the database refuses leaves no file on disk', async () => {
    const { db } = api.services;
    const refusing = (text: string) =>
      text.startsWith('INSERT INTO files') ? Promise.reject(new Error('insert refused')) : null;
    const refusingDb: Database = {
      ...db,
      query: (text, params) => refusing(text) ?? db.query(text, params),
      transaction: (work) =>
        db.transaction((tx) =>
          work({ query: (text, params) => refusing(text) ?? tx.query(text, params) }),
        ),
    };
    const before = await filesOnDisk();
    const answer = await upload(
      appWith(new FileStore(refusingDb, new FolderStorage(filesDir()), api.services.log)),
      'photo.png',
    );
    expect(answer.status).toBe(500);
    expect(await filesOnDisk()).toEqual(before);
  });

  test('on a full disk answers 507 insufficientStorage and leaves neither a row nor a file', async () => {
    const before = { disk: await filesOnDisk(), rows: await fileRows() };
    const fullDisk = async (path: string) => {
      // A partial file, as a write cut short by a full disk leaves.
      await writeFile(path, 'partial');
      throw Object.assign(new Error('ENOSPC: no space left on device, write'), {
        code: 'ENOSPC',
      });
    };
    const answer = await upload(
      appWith(
        new FileStore(api.services.db, new FolderStorage(filesDir(), fullDisk), api.services.log),
      ),
      'photo.png',
    );
    expect(answer.status).toBe(507);
    expect(answer.body).toMatchObject({ key: 'insufficientStorage', status: 507 });
    expect({ disk: await filesOnDisk(), rows: await fileRows() }).toEqual(before);
  });
});

describe('with the file storage down', () => {
  const down = () =>
    Promise.reject(
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9000'), { code: 'ECONNREFUSED' }),
    );
  const downStorage: ObjectStorage = {
    put: down,
    get: down,
    delete: down,
    check: down,
    close: () => {},
  };
  const storageDown = () => appWith(new FileStore(api.services.db, downStorage, api.services.log));

  const expectUnavailable = async (response: Response) => {
    expect(response.status).toBe(503);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await response.json()).toMatchObject({ key: 'storageUnavailable', status: 503 });
  };

  test('an upload answers 503 with Retry-After and stores no row', async () => {
    const rows = await fileRows();
    await expectUnavailable(
      await storageDown().request('/files', {
        method: 'POST',
        headers: { authorization: `Bearer ${student.accessToken}` },
        body: uploadForm(png(), 'photo.png', 'image/png'),
      }),
    );
    expect(await fileRows()).toBe(rows);
  });

  test('a draft whose new terms send an agreement answers 503 with Retry-After and is not kept', async () => {
    const as = { authorization: `Bearer ${student.accessToken}` };
    const cohorts = await api.request('GET', '/cohorts?programTrack=BUSINESS', {
      token: student.accessToken,
    });
    const cohortId = cohorts.body.content[0].id;
    const plans = await api.request('GET', `/cohorts/${cohortId}/payment_plans`, {
      token: student.accessToken,
    });
    const applications = async () => {
      const [row] = await api.services.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM applications',
      );
      return row!.n;
    };
    const before = await applications();
    await expectUnavailable(
      await storageDown().request(`/students/${student.studentId}/enrollment_applications`, {
        method: 'POST',
        headers: { ...as, 'content-type': 'application/json' },
        body: JSON.stringify({
          cohortId,
          paymentPlanId: plans.body.content[0].id,
          personalInfo: { firstName: 'Ana', lastName: 'Ruiz' },
        }),
      }),
    );
    expect(await applications()).toBe(before);
  });

  test('reading a stored file answers 503 with Retry-After', async () => {
    const uploaded = await upload(api.app, 'photo.png');
    expect(uploaded.status).toBe(201);
    const presigned = await api.request(
      'GET',
      `/files/generate_presigned_url?fileName=${uploaded.body.content.fileName}`,
      { token: student.accessToken },
    );
    const url = new URL(presigned.body.content.url);
    await expectUnavailable(await storageDown().request(`${url.pathname}${url.search}`));
  });
});
