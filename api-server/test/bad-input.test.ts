// Malformed, mistyped, oversized and hostile requests are answered 4xx with the error body, never 5xx.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { maxFileBytes } from '../src/files/file-store.js';
import { presignedUrlSeconds } from '../src/files/media-signing.js';
import type { Session, TestApi } from './harness.js';
import { demo, openTestApi } from './harness.js';
import { png, uploadForm } from './fixtures.js';

let api: TestApi;
let student: Session;
beforeAll(async () => {
  api = await openTestApi();
  student = await api.signIn(demo.student);
});
afterAll(() => api.close());

const expectError = (
  response: { status: number; body: { key: string; status: number } },
  status: number,
  key: string,
) => {
  expect(response.status).toBe(status);
  expect(response.body).toMatchObject({ key, status });
};

describe('bad input', () => {
  test('malformed JSON is a 400 with a field', async () => {
    const response = await api.request('POST', '/auth/signin/student', {
      rawBody: '{"email": ',
      headers: { 'content-type': 'application/json' },
    });
    expectError(response, 400, 'badRequest');
    expect(response.body.fields).toEqual([{ path: '(body)', message: 'Malformed JSON' }]);
  });

  test('a body that is not UTF-8 is a 400, and nothing of it is stored', async () => {
    const path = `/students/${student.studentId}`;
    const before = (await api.request('GET', path, { token: student.accessToken })).body.content;
    const response = await api.request('PUT', path, {
      token: student.accessToken,
      headers: { 'content-type': 'application/json' },
      rawBody: Buffer.concat([Buffer.from('{"firstName":"Jo'), Buffer.of(0xff), Buffer.from('"}')]),
    });
    expectError(response, 400, 'badRequest');
    expect(response.body.fields).toEqual([{ path: '(body)', message: 'Malformed UTF-8' }]);
    const after = (await api.request('GET', path, { token: student.accessToken })).body.content;
    expect(after.firstName).toBe(before.firstName);
  });

  test('wrong types and missing fields name the offending fields', async () => {
    const response = await api.request('POST', '/auth/signin/student', { body: { email: 42 } });
    expectError(response, 400, 'badRequest');
    const paths = (response.body.fields as { path: string }[]).map((f) => f.path);
    expect(paths).toEqual(expect.arrayContaining(['email', 'password']));
    const query = await api.request(
      'GET',
      `/students/${student.studentId}/account_history?size=lots`,
      { token: student.accessToken },
    );
    expectError(query, 400, 'badRequest');
    expect(query.body.fields[0].path).toBe('size');
    const path = await api.request('GET', '/students/abc', { token: student.accessToken });
    expectError(path, 400, 'badRequest');
    const sort = await api.request(
      'GET',
      `/students/${student.studentId}/payment_plans?sortBy=password`,
      { token: student.accessToken },
    );
    expectError(sort, 400, 'badRequest');
  });

  test('a weak password is refused by the contract pattern', async () => {
    const response = await api.request('POST', '/auth/signup', {
      body: { email: 'weak@demo.test', password: 'password', firstName: 'W', lastName: 'P' },
    });
    expectError(response, 400, 'badRequest');
    expect(response.body.fields[0].path).toBe('password');
  });

  test('JSON sent as another type is 415', async () => {
    const response = await api.request('POST', '/auth/signin/student', {
      rawBody: 'email=a',
      headers: { 'content-type': 'text/plain' },
    });
    expectError(response, 415, 'unsupportedMediaType');
  });

  test('an oversized JSON body is 413', async () => {
    const response = await api.request('POST', '/analytics/events', {
      rawBody: JSON.stringify({
        events: [{ name: 'x'.repeat(400 * 1024), occurredAt: '2026-01-01T00:00:00Z' }],
      }),
      headers: { 'content-type': 'application/json' },
    });
    expectError(response, 413, 'payloadTooLarge');
  });

  test('files: too large is 413, a wrong or disguised type 415, a missing file 400', async () => {
    const token = student.accessToken;
    const big = Buffer.concat([png(), Buffer.alloc(maxFileBytes)]);
    expectError(
      await api.request('POST', '/files', {
        token,
        rawBody: uploadForm(big, 'big.png', 'image/png'),
      }),
      413,
      'payloadTooLarge',
    );
    const exe = Buffer.from('MZ\x90\x00 not an image');
    expectError(
      await api.request('POST', '/files', {
        token,
        rawBody: uploadForm(exe, 'x.exe', 'application/x-msdownload'),
      }),
      415,
      'unsupportedMediaType',
    );
    expectError(
      await api.request('POST', '/files', {
        token,
        rawBody: uploadForm(exe, 'x.png', 'image/png'),
      }),
      415,
      'unsupportedMediaType',
    );
    const empty = new FormData();
    empty.append('object', 'STUDENT_PHOTO');
    expectError(await api.request('POST', '/files', { token, rawBody: empty }), 400, 'badRequest');
  });

  test('injection strings are data, not SQL', async () => {
    const hostile = "x' OR '1'='1'; DROP TABLE users; --";
    const signIn = await api.request('POST', '/auth/signin/student', {
      body: { email: `${hostile}@demo.test`, password: hostile },
    });
    expect(signIn.status).toBeGreaterThanOrEqual(400);
    expect(signIn.status).toBeLessThan(500);
    const search = await api.request(
      'GET',
      `/coach_product_purchases?coachId=1&keyword=${encodeURIComponent(hostile)}`,
      { token: student.accessToken },
    );
    expect(search.status).toBe(403);
    const modules = await api.request(
      'GET',
      `/students/${student.studentId}/courses/1/modules?keyword=${encodeURIComponent(hostile)}`,
      { token: student.accessToken },
    );
    expect(modules.status).toBe(200);
    expect(modules.body.content).toEqual([]);
    const [users] = await api.services.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM users',
    );
    expect(users!.n).toBeGreaterThanOrEqual(4);
  });

  test('unknown routes are 404 with the error body; no token on a private route is 401', async () => {
    expectError(await api.request('GET', '/nowhere'), 404, 'notFound');
    expectError(await api.request('GET', `/students/${student.studentId}`), 401, 'Unauthorized');
  });
});

describe('signed media', () => {
  test('valid credentials serve the file; tampered or expired ones are 403', async () => {
    const upload = await api.request('POST', '/files', {
      token: student.accessToken,
      rawBody: uploadForm(png(), 'me.png', 'image/png'),
    });
    const fileName = upload.body.content.fileName;
    const media = (q: Record<string, string>) =>
      api.request('GET', `/media/${fileName}?${new URLSearchParams(q)}`);
    const presigned = await api.request(
      'GET',
      `/files/generate_presigned_url?fileName=${fileName}`,
      {
        token: student.accessToken,
      },
    );
    const credentials = Object.fromEntries(new URL(presigned.body.content.url).searchParams) as {
      keyPairId: string;
      signature: string;
      policy: string;
    };
    const served = await media(credentials);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    // The first character: every one of its bits counts (the last one of base64url has spare bits).
    const first = credentials.signature[0] === 'A' ? 'B' : 'A';
    expectError(
      await media({ ...credentials, signature: `${first}${credentials.signature.slice(1)}` }),
      403,
      'forbidden',
    );
    const widened = Buffer.from(
      JSON.stringify({ resource: '/media/*', expires: 4102444800 }),
    ).toString('base64url');
    expectError(await media({ ...credentials, policy: widened }), 403, 'forbidden');
    api.clock.advance(presignedUrlSeconds * 1000);
    expectError(await media(credentials), 403, 'forbidden');
  });

  test("a session's credentials reach public media only; private files need their owner's URL", async () => {
    const other = await api.signIn(demo.studentCoach);
    const coach = await api.signIn(demo.coach, 'coach');
    const upload = async (session: Session, object: string) =>
      (
        await api.request('POST', '/files', {
          token: session.accessToken,
          rawBody: uploadForm(png(), 'x.png', 'image/png', object),
        })
      ).body.content.fileName as string;
    const privateFile = await upload(other, 'DOCUMENT');
    const photo = await upload(other, 'STUDENT_PHOTO');
    const coachPhoto = await upload(coach, 'COACH_PHOTO');
    const fetchAs = (session: Session, fileName: string) =>
      api.request(
        'GET',
        `/media/${fileName}?${new URLSearchParams({
          keyPairId: session.keyPairId,
          signature: session.signature,
          policy: session.policy,
        })}`,
      );
    const presign = (session: Session, fileName: string) =>
      api.request('GET', `/files/generate_presigned_url?fileName=${fileName}`, {
        token: session.accessToken,
      });
    const me = await api.signIn(demo.student);
    expect((await fetchAs(me, coachPhoto)).status).toBe(200);
    expect((await fetchAs(other, coachPhoto)).status).toBe(200);
    // Not even the owner's session credentials open a private file: only a URL made for it does.
    for (const session of [other, me]) {
      expectError(await fetchAs(session, privateFile), 403, 'forbidden');
      expectError(await fetchAs(session, photo), 403, 'forbidden');
    }
    const url = new URL((await presign(other, photo)).body.content.url);
    expect((await api.request('GET', `${url.pathname}${url.search}`)).status).toBe(200);
    expectError(await presign(me, photo), 403, 'forbidden');
    // Private names carry a prefix derived from the owner with the server's key, one per owner.
    expect(privateFile).toMatch(/^u[0-9a-f]{24}-[0-9a-f-]{36}\.png$/);
    expect(coachPhoto).toMatch(/^pub-/);
    const mine = await upload(me, 'DOCUMENT');
    expect(mine.slice(0, 25)).not.toBe(privateFile.slice(0, 25));
  });

  test('an upload must be the type it claims, through to its end', async () => {
    const disguised = Buffer.concat([
      png().subarray(0, 16),
      Buffer.from('<html><script>1</script>'),
    ]);
    const trailing = Buffer.concat([png(), Buffer.from('<html></html>')]);
    const session = await api.signIn(demo.student);
    for (const bytes of [disguised, trailing]) {
      expectError(
        await api.request('POST', '/files', {
          token: session.accessToken,
          rawBody: uploadForm(bytes, 'x.png', 'image/png'),
        }),
        415,
        'unsupportedMediaType',
      );
    }
  });

  test('the dev mailbox does not exist unless switched on', async () => {
    api.services.devMailbox = false;
    expectError(await api.request('GET', `/dev/mailbox?email=${demo.student}`), 404, 'notFound');
    api.services.devMailbox = true;
  });
});

describe('values no handler should see', () => {
  let coach: Session;
  let student: Session;
  beforeAll(async () => {
    // Fresh sessions: the tests above move the clock past the first ones' expiry.
    coach = await api.signIn(demo.coach, 'coach');
    student = await api.signIn(demo.student);
  });
  const asStudent = (
    extra: { body?: unknown; rawBody?: BodyInit; headers?: Record<string, string> } = {},
  ) => ({
    token: student.accessToken,
    ...extra,
  });
  const c = () => `/coaches/${coach.coachId}`;

  test('ids beyond the stored range, or not written in plain digits, are 400', async () => {
    for (const id of ['2147483648', '9999999999999', '1e19', '1e3', '0x10', '010', '+5']) {
      expectError(await api.request('GET', `/coaches/${id}`, asStudent()), 400, 'badRequest');
    }
    expectError(
      await api.request(
        'POST',
        `/students/${student.studentId}/module_bookmarks`,
        asStudent({ body: { moduleId: 9999999999999 } }),
      ),
      400,
      'badRequest',
    );
    expectError(
      await api.request(
        'GET',
        `/students/${student.studentId}/account_history?size=0x10`,
        asStudent(),
      ),
      400,
      'badRequest',
    );
  });

  test('a product id written as 0x10 deletes nothing', async () => {
    const [product] = await api.services.db.query<{ id: number }>(
      'INSERT INTO coach_products (coach_id, type, title, price) VALUES ($1, $2, $3, 100) RETURNING id',
      [coach.coachId!, 'PRODUCT', 'Kept'],
    );
    const hex = `0x${product!.id.toString(16)}`;
    expectError(
      await api.request('DELETE', `${c()}/products/${hex}`, { token: coach.accessToken }),
      400,
      'badRequest',
    );
    const [still] = await api.services.db.query(
      'SELECT deleted_at FROM coach_products WHERE id = $1',
      [product!.id],
    );
    expect(still).toEqual({ deleted_at: null });
  });

  test('a NUL character or a lone surrogate in any text is 400, in bodies, keys and queries', async () => {
    const base = await api.request('GET', `/students/${student.studentId}`, asStudent());
    const put = (patch: Record<string, unknown>) =>
      api.request(
        'PUT',
        `/students/${student.studentId}`,
        asStudent({ body: { ...base.body.content, ...patch } }),
      );
    for (const occupation of ['a\u0000b', 'x\ud800y', '\udc00']) {
      const response = await put({ occupation });
      expectError(response, 400, 'badRequest');
      expect(response.body.fields[0].path).toBe('occupation');
    }
    expectError(
      await put({ address: { ...base.body.content.address, 'x\u0000': 1 } }),
      400,
      'badRequest',
    );
    expectError(
      await api.request(
        'GET',
        `/students/${student.studentId}/courses/1/modules?keyword=a%00b`,
        asStudent(),
      ),
      400,
      'badRequest',
    );
  });

  test('sortBy naming an object property is 400', async () => {
    for (const sortBy of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      expectError(
        await api.request(
          'GET',
          `/students/${student.studentId}/payment_plans?sortBy=${sortBy}`,
          asStudent(),
        ),
        400,
        'badRequest',
      );
    }
  });

  test('JSON nested thousands of levels deep is 400', async () => {
    const deep = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
    for (const depth of [100, 5000]) {
      expectError(
        await api.request('PUT', `${c()}`, {
          token: coach.accessToken,
          rawBody: `{"intro":"x","socialNetworks":${deep(depth)}}`,
          headers: { 'content-type': 'application/json' },
        }),
        400,
        'badRequest',
      );
    }
  });

  test('JSON declared in another charset than UTF-8 is 415', async () => {
    const signIn = (contentType: string) =>
      api.request('POST', '/auth/signin/student', {
        rawBody: JSON.stringify({ email: demo.student, password: 'Welcome2026' }),
        headers: { 'content-type': contentType },
      });
    expectError(await signIn('application/json; charset=utf-16'), 415, 'unsupportedMediaType');
    expect((await signIn('application/json; charset=UTF-8')).status).toBe(200);
  });

  test('only the properties the contract names are stored', async () => {
    const current = await api.request('GET', c(), { token: coach.accessToken });
    const update = await api.request('PUT', c(), {
      token: coach.accessToken,
      rawBody: JSON.stringify({
        ...current.body.content,
        intro: 'Plain intro',
        foo: 'bar',
        socialNetworks: { linkedIn: 'https://example.org/me', extra: 'x' },
      }).replace(/}$/, ',"constructor":{"prototype":{"admin":true}},"__proto__":{"admin":true}}'),
      headers: { 'content-type': 'application/json' },
    });
    expect(update.status).toBe(200);
    const read = await api.request('GET', c(), { token: student.accessToken });
    const text = JSON.stringify(read.body);
    for (const stored of ['"foo"', '"extra"', '"admin"', '"prototype"'])
      expect(text).not.toContain(stored);
    const education = await api.request('POST', `${c()}/educations`, {
      token: coach.accessToken,
      rawBody:
        '{"institution":"College","degree":"BA","__proto__":{"admin":true},"constructor":{"x":1}}',
      headers: { 'content-type': 'application/json' },
    });
    expect(education.status).toBe(201);
    expect(JSON.stringify(education.body)).not.toMatch(/admin|constructor/);
    const [row] = await api.services.db.query<{ data: object }>(
      'SELECT data FROM coach_educations WHERE id = $1',
      [education.body.content.id],
    );
    expect(Object.keys(row!.data).sort()).toEqual(['degree', 'institution']);
  });

  test('money has bounds and links are http or https only', async () => {
    const current = (await api.request('GET', c(), { token: coach.accessToken })).body.content;
    const put = (patch: Record<string, unknown>) =>
      api.request('PUT', c(), { token: coach.accessToken, body: { ...current, ...patch } });
    expectError(await put({ rateOfPay: -9999999999999 }), 400, 'badRequest');
    expectError(await put({ rateOfPay: -1 }), 400, 'badRequest');
    for (const url of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:text/html,x',
      'ftp://x.example',
    ]) {
      expectError(await put({ websiteUrl: url }), 400, 'badRequest');
      expectError(await put({ socialNetworks: { linkedIn: url } }), 400, 'badRequest');
    }
    expect((await put({ websiteUrl: 'https://coach.example.org' })).status).toBe(200);
  });
});
