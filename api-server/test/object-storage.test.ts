// One suite for every place file bytes may live: the data folder (one instance) and an
// S3-compatible bucket (several instances), the latter on a real S3 server on loopback.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { createApp } from '../src/app.js';
import { createHandlers } from '../src/domain/index.js';
import { FileStore } from '../src/files/file-store.js';
import type { ObjectStorage } from '../src/files/object-storage.js';
import { FolderStorage, S3Storage } from '../src/files/object-storage.js';
import { png, uploadForm } from './fixtures.js';
import type { Json, Session, TestApi } from './harness.js';
import { appOrigin, demo, openTestApi } from './harness.js';
import type { LocalS3 } from './s3-server.js';
import { s3rverCredentials, startLocalS3 } from './s3-server.js';

let api: TestApi;
let student: Session;
let s3: LocalS3;
let folder: string;
beforeAll(async () => {
  for (const [name, value] of Object.entries(s3rverCredentials)) vi.stubEnv(name, value);
  [api, s3, folder] = await Promise.all([
    openTestApi(),
    startLocalS3(),
    mkdtemp(join(tmpdir(), 'hci-folder-storage-')),
  ]);
  student = await api.signIn(demo.student);
});
afterAll(async () => {
  await Promise.all([api.close(), s3.close(), rm(folder, { recursive: true, force: true })]);
  vi.unstubAllEnvs();
});

const backends: [string, () => ObjectStorage][] = [
  ['the data folder', () => new FolderStorage(folder)],
  ['an S3-compatible bucket', () => new S3Storage(s3.config)],
];

describe.each(backends)('file bytes in %s', (_, open) => {
  test('are read back as written, absent once deleted, and a second delete is no error', async () => {
    const storage = open();
    const bytes = png();
    await storage.put('pub-0f2b7f2e-6f4f-4a8e-9d50-b0d3c1a0a001.png', bytes, 'image/png');
    expect(await storage.get('pub-0f2b7f2e-6f4f-4a8e-9d50-b0d3c1a0a001.png')).toEqual(bytes);
    await storage.delete('pub-0f2b7f2e-6f4f-4a8e-9d50-b0d3c1a0a001.png');
    expect(await storage.get('pub-0f2b7f2e-6f4f-4a8e-9d50-b0d3c1a0a001.png')).toBeNull();
    await storage.delete('pub-0f2b7f2e-6f4f-4a8e-9d50-b0d3c1a0a001.png');
    storage.close();
  });

  test('behind the API: an upload is served through its signed URL and gone once deleted', async () => {
    const storage = open();
    const services = {
      ...api.services,
      files: new FileStore(api.services.db, storage, api.services.log),
    };
    const app = createApp({
      allowedOrigins: [appOrigin],
      contract: api.contract,
      services,
      handlers: createHandlers(services),
      trustedProxies: 0,
    });
    const auth = { authorization: `Bearer ${student.accessToken}` };
    const call = async (path: string, init: RequestInit = {}) => {
      const response = await app.request(path, { ...init, headers: { ...auth, ...init.headers } });
      const type = response.headers.get('content-type') ?? '';
      return {
        status: response.status,
        body: type.startsWith('application/json')
          ? ((await response.json()) as Json)
          : Buffer.from(await response.arrayBuffer()),
      };
    };
    const uploaded = await call('/files', {
      method: 'POST',
      body: uploadForm(png(), 'pixel.png', 'image/png'),
    });
    expect(uploaded.status).toBe(201);
    const { fileName } = uploaded.body.content;
    expect(await storage.get(fileName)).toEqual(png());

    const presigned = await call(`/files/generate_presigned_url?fileName=${fileName}`);
    const mediaPath = new URL(presigned.body.content.url).pathname;
    const mediaQuery = new URL(presigned.body.content.url).search;
    expect(await call(`${mediaPath}${mediaQuery}`)).toEqual({ status: 200, body: png() });

    expect((await call(`/files?fileName=${fileName}`, { method: 'DELETE' })).status).toBe(204);
    expect(await storage.get(fileName)).toBeNull();
    storage.close();
  });

  test('are checked ready while reachable', async () => {
    const storage = open();
    await expect(storage.check(AbortSignal.timeout(2_000))).resolves.toBeUndefined();
    storage.close();
  });
});

test('a bucket that does not exist, or a folder that cannot be made, is not ready', async () => {
  const bucket = new S3Storage({ ...s3.config, bucket: 'no-such-bucket' });
  await expect(bucket.check(AbortSignal.timeout(2_000))).rejects.toThrow();
  bucket.close();
  // A file where the folder should be.
  const taken = join(folder, 'taken');
  await writeFile(taken, '');
  await expect(new FolderStorage(join(taken, 'files')).check()).rejects.toThrow();
});
