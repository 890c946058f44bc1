import { describe, expect, test, vi } from 'vitest';
import { demoCoachSession } from '../msw/fixtures';
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
    const progress = (loaded: number) =>
      Object.assign(new Event('progress'), { lengthComputable: true, loaded, total: 4 });
    this.upload.dispatchEvent(progress(2));
    this.upload.dispatchEvent(progress(4));
    this.status = answer.status;
    this.response = answer.body;
    this.dispatchEvent(new Event('load'));
  }
  abort() {
    this.dispatchEvent(new Event('abort'));
  }
}

const createRequest = () => new FakeXhr() as unknown as XMLHttpRequest;
const file = Object.assign(new Blob(['abcd'], { type: 'image/png' }), { name: 'me.png' });
const stored = { fileName: 'upload-1.png', contentType: 'image/png', size: 4 };

function setUp(fetch = vi.fn<(request: Request) => Promise<Response>>()) {
  FakeXhr.sent = [];
  const session = createSessionStore({ storage: null, events: null });
  session.signIn(demoCoachSession);
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
      Authorization: `Bearer ${demoCoachSession.accessToken}`,
    });
    expect(request?.body?.get('object')).toBe('COACH_PHOTO');
    expect((request?.body?.get('file') as File).name).toBe('me.png');
  });

  test('renews the token once on 401 and sends again', async () => {
    const fetch = vi.fn(async () =>
      Response.json({ content: { ...demoCoachSession, accessToken: 'fresh' } }),
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
});
