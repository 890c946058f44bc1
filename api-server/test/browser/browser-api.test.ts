// The reference API answering in Chromium from its browser build: the same checks and handlers
// as on Node, so another student's record is refused and a coach's public profile is the API's
// allow-list, not the stored record.
import {
  demoEmails,
  demoInstant,
  demoPassword,
  demoStudent,
  demoStudentCards,
} from '@hci/demo-world';
import type {
  AuthSession,
  Coach,
  CommunicationPreferences,
  Envelope,
  Student,
} from '@hci/api-schema';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { demoWorldFileName, startBrowserApi, type BrowserApi } from '@hci/api-server/browser';

const baseUrl = 'http://api.browser.test';
let api: BrowserApi;

beforeAll(async () => {
  const served = await fetch(`${import.meta.env.BASE_URL}${demoWorldFileName}`);
  expect(served.ok).toBe(true);
  api = await startBrowserApi({
    baseUrl,
    appOrigins: [location.origin],
    clock: { now: () => Date.parse(demoInstant) },
    dataDir: await served.blob(),
  });
});

afterAll(() => api?.close());

interface Refusal {
  key: string;
}

async function call<Body = Refusal>(
  method: string,
  path: string,
  init: { token?: string; body?: unknown } = {},
) {
  const response = await api.fetch(
    new Request(`${baseUrl}${path}`, {
      method,
      headers: {
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    }),
  );
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as Body };
}

async function signIn(as: 'student' | 'coach') {
  const { status, body } = await call<{ content: AuthSession }>('POST', `/auth/signin/${as}`, {
    body: { email: demoEmails[as], password: demoPassword },
  });
  expect(status).toBe(200);
  return body.content;
}

describe('the API in a browser', () => {
  test('a student reads their own record; another student’s is refused with 403', async () => {
    const student = await signIn('student');
    const own = await call<{ content: Student }>('GET', `/students/${student.studentId}`, {
      token: student.accessToken,
    });
    expect(own.status).toBe(200);
    expect(own.body.content.personalInfo.lastName).toBe(demoStudent.personalInfo.lastName);

    const other = await call('GET', `/students/${student.studentId! + 1}`, {
      token: student.accessToken,
    });
    expect(other.status).toBe(403);
    expect(other.body.key).toBe('forbidden');
  });

  test('a wrong password is refused as the API refuses it', async () => {
    const { status, body } = await call('POST', '/auth/signin/student', {
      body: { email: demoEmails.student, password: `${demoPassword}-not` },
    });
    expect(status).toBe(401);
    expect(body.key).toBeTypeOf('string');
  });

  test('a coach’s public profile carries the allow-list only', async () => {
    const coach = await signIn('coach');
    const student = await signIn('student');
    const own = await call<{ content: Coach }>('GET', `/coaches/${coach.coachId}`, {
      token: coach.accessToken,
    });
    const seen = await call<{ content: Coach }>('GET', `/coaches/${coach.coachId}`, {
      token: student.accessToken,
    });
    expect(seen.status).toBe(200);
    expect(seen.body.content.personalInfo.firstName).toBe(own.body.content.personalInfo.firstName);
    expect(Object.keys(seen.body.content.personalInfo).sort()).toEqual(
      Object.keys(seen.body.content.personalInfo)
        .filter((key) => ['firstName', 'middleName', 'lastName'].includes(key))
        .sort(),
    );
    expect(JSON.stringify(seen.body)).not.toContain(demoEmails.coach);
  });

  test('a seeded envelope’s documents download as the PDFs the seed wrote', async () => {
    const student = await signIn('student');
    const envelopes = await call<{ content: Envelope[] }>(
      'GET',
      `/students/${student.studentId}/envelopes?size=50`,
      { token: student.accessToken },
    );
    const documents = envelopes.body.content.flatMap((envelope) =>
      envelope.documents.map((document) => ({ envelope: envelope.id, document: document.id })),
    );
    expect(documents.length).toBeGreaterThan(0);
    for (const { envelope, document } of documents) {
      const response = await api.fetch(
        new Request(`${baseUrl}/envelopes/${envelope}/documents/${document}`, {
          headers: { authorization: `Bearer ${student.accessToken}` },
        }),
      );
      expect(response.status).toBe(200);
      expect(new TextDecoder().decode((await response.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
    }
  });

  test('a change holds until reset, which brings back the demo world as seeded', async () => {
    const student = await signIn('student');
    const path = `/students/${student.studentId}/communication_preferences`;
    const before = await call<{ content: CommunicationPreferences }>('GET', path, {
      token: student.accessToken,
    });
    const changed = { ...before.body.content, smsEnabled: !before.body.content.smsEnabled };
    expect((await call('PUT', path, { token: student.accessToken, body: changed })).status).toBe(
      200,
    );
    const read = await call<{ content: CommunicationPreferences }>('GET', path, {
      token: student.accessToken,
    });
    expect(read.body.content).toEqual(changed);

    await api.reset();
    const again = await signIn('student');
    const afterReset = await call<{ content: CommunicationPreferences }>('GET', path, {
      token: again.accessToken,
    });
    expect(afterReset.body.content).toEqual(before.body.content);
  });

  test('a seeded card added again is known by its fingerprint, keyed as when seeded', async () => {
    const student = await signIn('student');
    const [seeded] = demoStudentCards;
    const added = await call('POST', `/students/${student.studentId}/payment_methods`, {
      token: student.accessToken,
      body: {
        cardNumber: seeded!.number,
        expirationMonth: seeded!.expMonth,
        expirationYear: seeded!.expYear,
        cvc: '123',
        holderName: seeded!.holderName,
        makeDefault: false,
      },
    });
    expect(added.status).toBe(409);
    expect(added.body.key).toBe('cardAlreadyExist');
  });

  test('a session signed out is signed in again after a reset, as in the copy', async () => {
    const student = await signIn('student');
    const own = () => call('GET', `/students/${student.studentId}`, { token: student.accessToken });
    expect(
      (await call('POST', `/students/${student.studentId}/logout`, { token: student.accessToken }))
        .status,
    ).toBeLessThan(300);
    expect((await own()).status).toBe(401);
    await api.reset();
    expect((await own()).status).toBe(200);
  });

  test('SQL arranges a state no request makes, and a reset puts it back', async () => {
    const coach = await signIn('coach');
    const read = async () =>
      (
        await call<{ content: { status: string } }>(
          'GET',
          `/coaches/${coach.coachId}/subscription`,
          { token: coach.accessToken },
        )
      ).body.content.status;
    expect(await read()).toBe('ACTIVE');
    await api.query('UPDATE coaches SET subscription = NULL WHERE id = $1', [coach.coachId!]);
    expect(await read()).toBe('NONE');
    await api.reset();
    coach.accessToken = (await signIn('coach')).accessToken;
    expect(await read()).toBe('ACTIVE');
  });

  test('a reset restarts the counters too: a record made again gets the same id', async () => {
    const coach = await signIn('coach');
    const add = async () => {
      const made = await call<{ content: { id: number } }>(
        'POST',
        `/coaches/${coach.coachId}/certifications`,
        { token: coach.accessToken, body: { name: 'Yoga teacher', issuer: 'Yoga Alliance' } },
      );
      expect(made.status).toBe(201);
      return made.body.content.id;
    };
    const first = await add();
    await api.reset();
    const again = await signIn('coach');
    coach.accessToken = again.accessToken;
    expect(await add()).toBe(first);
  });
});
