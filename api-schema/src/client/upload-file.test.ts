import { describe, expect, test, vi } from 'vitest';
import { coachSession } from '../test/sessions';
import { createSessionStore } from '../session/session-store';
import { createAuthClient } from './clients';
import { uploadFile } from './upload-file';

/** A scripted XMLHttpRequest: records what is sent and answers with the next queued outcome. */
class FakeXhr extends EventTarget {
  static answers: { status: number; body: unknown }[] = [];
  static sent: FakeXhr[] = [];
  readonly upload = new EventTarget();
  readonly headers: Record<string, string> = {};
  method = '';
  url = '';
  body: FormData | null = null;
  status = 0;
  response: unknown = null;
  responseType = '';
  /** How many times the request was aborted. */
  aborted = 0;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
    const answer = FakeXhr.answers.shift();
    if (!answer) return;
    if (answer.status === 0) return this.fail();
    const progress = (loaded: number) =>
      Object.assign(new Event('progress'), { lengthComputable: true, loaded, total: 4 });
    this.upload.dispatchEvent(progress(2));
    this.upload.dispatchEvent(progress(4));
    this.status = answer.status;
    this.response = answer.body;
    this.dispatchEvent(new Event('load'));
  }
  abort() {
    this.aborted += 1;
    this.dispatchEvent(new Event('abort'));
  }
  /** The network failed before an answer. */
  fail() {
    this.dispatchEvent(new Event('error'));
  }
}

const createRequest = () => new FakeXhr() as unknown as XMLHttpRequest;
const file = Object.assign(new Blob(['abcd'], { type: 'image/png' }), { name: 'me.png' });
const stored = { fileName: 'upload-1.png', contentType: 'image/png', size: 4 };

function setUp(fetch = vi.fn<(request: Request) => Promise<Response>>()) {
  FakeXhr.sent = [];
  const session = createSessionStore({ storage: null, events: null });
  session.signIn(coachSession);
  return { session, client: createAuthClient('http://api.test/', session, {}, { fetch }), fetch };
}

describe('uploadFile', () => {
  test('posts the file with the authenticated headers and reports progress', async () => {
    const { client } = setUp();
    FakeXhr.answers = [{ status: 201, body: { content: stored } }];
    const progress: number[] = [];

    const result = await uploadFile(client, file, {
      object: 'COACH_PHOTO',
      onProgress: ({ loaded, total }) => progress.push(loaded / total),
      createRequest,
    });

    expect(result).toEqual(stored);
    expect(progress).toEqual([0.5, 1]);
    const [request] = FakeXhr.sent;
    expect(request).toMatchObject({ method: 'POST', url: 'http://api.test/files' });
    expect(request?.headers).toEqual({
      source: 'WEB',
      Authorization: `Bearer ${coachSession.accessToken}`,
    });
    expect(request?.body?.get('object')).toBe('COACH_PHOTO');
    expect((request?.body?.get('file') as File).name).toBe('me.png');
  });

  test('renews the token once on 401 and sends again', async () => {
    const fetch = vi.fn(async () =>
      Response.json({ content: { ...coachSession, accessToken: 'fresh' } }),
    );
    const { client } = setUp(fetch);
    FakeXhr.answers = [
      { status: 401, body: { key: 'Unauthorized', status: 401, message: 'Unauthorized' } },
      { status: 201, body: { content: stored } },
    ];
    await expect(uploadFile(client, file, { object: 'DOCUMENT', createRequest })).resolves.toEqual(
      stored,
    );
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(FakeXhr.sent[1]?.headers.Authorization).toBe('Bearer fresh');
  });

  test('rejects with the contract error key', async () => {
    const { client } = setUp();
    FakeXhr.answers = [
      { status: 413, body: { key: 'payloadTooLarge', status: 413, message: 'Too large' } },
    ];
    await expect(
      uploadFile(client, file, { object: 'DOCUMENT', createRequest }),
    ).rejects.toMatchObject({ key: 'payloadTooLarge', status: 413 });
  });

  test('aborts through the signal', async () => {
    const { client } = setUp();
    FakeXhr.answers = [];
    const controller = new AbortController();
    const pending = uploadFile(client, file, {
      object: 'DOCUMENT',
      signal: controller.signal,
      createRequest,
    });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  test('an already aborted signal sends nothing', async () => {
    const { client } = setUp();
    const controller = new AbortController();
    controller.abort(new Error('left the page'));
    await expect(
      uploadFile(client, file, { object: 'DOCUMENT', signal: controller.signal, createRequest }),
    ).rejects.toThrow('left the page');
    expect(FakeXhr.sent).toEqual([]);
  });

  test('an abort rejects with the signal’s reason, and a finished upload is not aborted later', async () => {
    const { client } = setUp();
    FakeXhr.answers = [];
    const controller = new AbortController();
    const reason = new Error('cancelled by the user');
    const pending = uploadFile(client, file, {
      object: 'DOCUMENT',
      signal: controller.signal,
      createRequest,
    });
    controller.abort(reason);
    await expect(pending).rejects.toBe(reason);

    FakeXhr.answers = [{ status: 201, body: { content: stored } }];
    const later = new AbortController();
    await uploadFile(client, file, { object: 'DOCUMENT', signal: later.signal, createRequest });
    later.abort();
    expect(FakeXhr.sent[1]?.aborted).toBe(0);
  });

  test('a network failure rejects with the default error key', async () => {
    const { client } = setUp();
    FakeXhr.answers = [{ status: 0, body: null }];
    await expect(
      uploadFile(client, file, { object: 'DOCUMENT', createRequest }),
    ).rejects.toMatchObject({ status: 0, key: 'default' });
  });

  test('a 401 that renewing cannot cure calls the hook and is not sent again', async () => {
    const fetch = vi.fn(async () => Response.json({ key: 'Unauthorized' }, { status: 401 }));
    const session = createSessionStore({ storage: null, events: null });
    session.signIn(coachSession);
    const onUnauthorized = vi.fn();
    const client = createAuthClient('http://api.test', session, { onUnauthorized }, { fetch });
    FakeXhr.sent = [];
    FakeXhr.answers = [{ status: 401, body: { key: 'Unauthorized', status: 401 } }];
    await expect(
      uploadFile(client, file, { object: 'DOCUMENT', createRequest }),
    ).rejects.toMatchObject({ status: 401, key: 'Unauthorized' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(FakeXhr.sent).toHaveLength(1);
  });

  test('any 2xx answer is a success, a 3xx is not', async () => {
    const { client } = setUp();
    for (const status of [200, 299]) {
      FakeXhr.answers = [{ status, body: { content: stored } }];
      await expect(
        uploadFile(client, file, { object: 'DOCUMENT', createRequest }),
      ).resolves.toEqual(stored);
    }
    FakeXhr.answers = [{ status: 300, body: { key: 'default', status: 300 } }];
    await expect(
      uploadFile(client, file, { object: 'DOCUMENT', createRequest }),
    ).rejects.toMatchObject({ status: 300 });
  });

  test('a blob without a name is sent as "file", to the base URL without its trailing slashes', async () => {
    const { session } = setUp();
    const client = createAuthClient('http://api.test//', session, {}, { fetch: vi.fn() });
    FakeXhr.answers = [{ status: 201, body: { content: stored } }];
    await uploadFile(client, new Blob(['abcd']), { object: 'DOCUMENT', createRequest });
    const [request] = FakeXhr.sent;
    expect(request?.url).toBe('http://api.test/files');
    expect(request?.responseType).toBe('json');
    expect((request?.body?.get('file') as File).name).toBe('file');
  });

  test('progress the browser cannot measure is not reported', async () => {
    const { client } = setUp();
    FakeXhr.answers = [];
    const onProgress = vi.fn();
    void uploadFile(client, file, { object: 'DOCUMENT', onProgress, createRequest });
    await vi.waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    FakeXhr.sent[0]?.upload.dispatchEvent(
      Object.assign(new Event('progress'), { lengthComputable: false, loaded: 1, total: 0 }),
    );
    expect(onProgress).not.toHaveBeenCalled();
  });

  test('an upload the browser aborts rejects with an AbortError', async () => {
    const { client } = setUp();
    FakeXhr.answers = [];
    const pending = uploadFile(client, file, { object: 'DOCUMENT', createRequest });
    await vi.waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    FakeXhr.sent[0]?.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError', message: 'Upload aborted' });
  });

  test('without an Unauthorized hook, a 401 that renewing cannot cure is the caller’s error', async () => {
    const session = createSessionStore({ storage: null, events: null });
    session.signIn({ ...coachSession, refreshToken: '' });
    const client = createAuthClient('http://api.test', session, {}, { fetch: vi.fn() });
    FakeXhr.sent = [];
    FakeXhr.answers = [{ status: 401, body: { key: 'Unauthorized', status: 401 } }];
    await expect(
      uploadFile(client, file, { object: 'DOCUMENT', createRequest }),
    ).rejects.toMatchObject({ status: 401, key: 'Unauthorized' });
  });
});
