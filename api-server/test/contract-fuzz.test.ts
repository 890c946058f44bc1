// No input makes the server fail: every operation of the contract, called by a signed-in student
// and coach with arbitrary path ids, query values and JSON bodies (strings with NUL characters and
// lone surrogates, huge and non-canonical numbers, unknown and prototype-named properties, deep and
// wide JSON, lists of 120,000 items, every sortBy), answers below 500, with a status, body and
// error key the contract documents for that operation, and a small answer (at most 20 field
// problems) whatever the size of the request.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { JsonSchema, ResolvedOperation } from '../src/contract/openapi.js';
import { deref, operations } from '../src/contract/openapi.js';
import { ContractValidator } from '../src/contract/validation.js';
import type { Json, Session, TestApi, TestResponse } from './harness.js';
import { demo, openTestApi } from './harness.js';

let api: TestApi;
let validator: ContractValidator;
let student: Session;
let coach: Session;
beforeAll(async () => {
  api = await openTestApi();
  validator = new ContractValidator(api.contract);
  student = await api.signIn(demo.student);
  coach = await api.signIn(demo.coach, 'coach');
});
afterAll(() => api.close());

const hostileText = fc.constantFrom(
  'a\u0000b',
  'x\ud800y',
  '\udc00',
  '😀',
  '<script>alert(1)</script>',
  "'; DROP TABLE users; --",
  '__proto__',
  'constructor',
  '',
  ' ',
  'x'.repeat(5000),
);
const text = fc.oneof(hostileText, fc.string(), fc.string({ unit: 'binary' }));
const hostileNumber = fc.constantFrom(
  2147483647,
  2147483648,
  -2147483649,
  9999999999999,
  -9999999999999,
  1e19,
  1e308,
  -1e308,
  0,
  -1,
  0.5,
  Number.MAX_SAFE_INTEGER,
);
const number = fc.oneof(
  hostileNumber,
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
const scalar = fc.oneof(text, number, fc.boolean(), fc.constant(null));

/** A value for a path or query parameter, as the text that goes into the URL. */
const rawParam = fc.oneof(
  fc.constantFrom(
    '2147483648',
    '9999999999999',
    '1e19',
    '1e308',
    '1e3',
    '0x10',
    '010',
    '+5',
    ' 7',
    '-1',
    '0',
    '1.5',
    'NaN',
    'constructor',
    '__proto__',
    'toString',
    'a\u0000b',
    '%00',
    'true',
    '',
  ),
  fc.string(),
  fc.integer().map(String),
);

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

/** A list far longer than any the contract takes (yet under the 256 KB of a body), one number repeated. */
const hugeList = (item: unknown) => new Array<unknown>(120_000).fill(item);

/** The most an answer may weigh, whatever the request: a few field problems, not one per item. */
const maxAnswerBytes = 64 * 1024;

/** Values the schema accepts in shape, filled with hostile strings and numbers. */
function fromSchema(schema: unknown, depth = 0): fc.Arbitrary<unknown> {
  const s = deref(api.contract, schema as Json) as Json;
  if (!s || depth > 5) return scalar;
  if (s.enum) return fc.constantFrom(...(s.enum as unknown[]));
  if (s.oneOf || s.anyOf)
    return fc.oneof(...(s.oneOf ?? s.anyOf).map((x: Json) => fromSchema(x, depth + 1)));
  if (s.allOf) {
    const parts = (s.allOf as Json[]).map((x) => deref(api.contract, x) as Json);
    return fromSchema(
      {
        type: 'object',
        properties: Object.assign({}, ...parts.map((p) => p.properties)),
        required: parts.flatMap((p) => p.required ?? []),
      },
      depth,
    );
  }
  const type = Array.isArray(s.type) ? s.type.find((t: string) => t !== 'null') : s.type;
  if (type === 'string') {
    const byFormat: Record<string, string[]> = {
      date: ['2026-01-15', '2026-02-30', '0000-01-01', '9999-12-31'],
      'date-time': ['2026-01-15T10:00:00Z', '2026-13-01T00:00:00Z'],
      email: ['someone@demo.test', 'a\u0000b@demo.test'],
      uri: ['https://example.org/x', 'javascript:alert(1)', 'https://example.org/\u0000'],
    };
    const formatted = byFormat[s.format as string];
    return formatted
      ? fc.constantFrom(...formatted)
      : fc.oneof(
          text,
          text.map((t) => `Valid ${t}`.slice(0, s.maxLength ?? 5000)),
        );
  }
  if (type === 'integer' || type === 'number')
    return fc.oneof(
      hostileNumber,
      fc.integer({ min: s.minimum ?? -1000, max: s.maximum ?? 100000 }),
    );
  if (type === 'boolean') return fc.boolean();
  if (type === 'array')
    return fc.oneof(
      { weight: 5, arbitrary: fc.array(fromSchema(s.items, depth + 1), { maxLength: 3 }) },
      { weight: 1, arbitrary: fc.constantFrom(1, 7).map(hugeList) },
    );
  if (type === 'object' || s.properties) {
    const properties: Record<string, Json> = s.properties ?? {};
    const extras = {
      constructor: fc.dictionary(text, scalar, { maxKeys: 2 }),
      unknownField: scalar,
    };
    return fc
      .record(
        {
          ...Object.fromEntries(
            Object.entries(properties).map(([name, p]) => [name, fromSchema(p, depth + 1)]),
          ),
          ...extras,
        },
        { requiredKeys: s.required ?? [] },
      )
      .chain((value) =>
        fc.boolean().map((polluted) => {
          // An own `__proto__` property, as JSON.parse makes one; an assignment would set the prototype.
          if (polluted) {
            Object.defineProperty(value, '__proto__', {
              value: { polluted: true },
              enumerable: true,
              configurable: true,
              writable: true,
            });
          }
          return value;
        }),
      );
  }
  return scalar;
}

/** A JSON body: shaped like the operation's schema with hostile values, or any JSON, or deep or wide JSON. */
function bodyFor(schema: JsonSchema) {
  return fc.oneof(
    { weight: 8, arbitrary: fromSchema(schema).map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value)) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        nested(5000),
        nested(100),
        `[${'1,'.repeat(20000)}1]`,
        JSON.stringify({ statuses: hugeList(1) }),
      ),
    },
  );
}

/** What in an answer the contract does not allow, or that grew with the size of the request. */
function answerProblems(op: ResolvedOperation, response: TestResponse): string[] {
  const isJson = (response.headers.get('content-type') ?? '').includes('json');
  const problems = isJson
    ? validator
        .validateResponse(op, response.status, response.body)
        .map((p) => `${p.path} ${p.message}`)
    : String(response.status) in op.responses
      ? []
      : [`status ${response.status} is not documented`];
  const size = isJson
    ? JSON.stringify(response.body).length
    : (response.body as ArrayBuffer).byteLength;
  if (size > maxAnswerBytes) problems.push(`the answer weighs ${size} bytes`);
  const fields = isJson ? (response.body as { fields?: unknown[] }).fields : undefined;
  if (fields && fields.length > 20) problems.push(`${fields.length} field problems`);
  return problems;
}

/** The session, or a new one when it no longer works. */
async function signedIn(session: Session, email: string, as: 'student' | 'coach') {
  const probe = await api.request('GET', '/students', { token: session.accessToken });
  return probe.status === 401 ? api.signIn(email, as) : session;
}

function pathWith(op: ResolvedOperation, values: Record<string, string>): string {
  return op.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeURIComponent(values[name] ?? '1'),
  );
}

const fuzzed = () => operations(api.contract).filter((op) => !op.path.startsWith('/dev/'));

describe('the contract under arbitrary input', () => {
  test('covers every operation', () => {
    expect(fuzzed().length).toBeGreaterThan(90);
  });

  test('no operation answers 5xx, or anything the contract does not document', async () => {
    const failures: string[] = [];
    for (const op of fuzzed()) {
      // An earlier operation may have ended a session (logout, a password change): without a
      // fresh one, every later call would only see 401.
      student = await signedIn(student, demo.student, 'student');
      coach = await signedIn(coach, demo.coach, 'coach');
      const pathParams = op.parameters.filter((p) => p.in === 'path');
      const queryParams = op.parameters.filter((p) => p.in === 'query');
      const jsonSchema = op.requestBody?.content['application/json']?.schema;
      const isCoachPath = op.path.includes('{coachId}');
      await fc
        .assert(
          fc.asyncProperty(
            fc.record(Object.fromEntries(pathParams.map((p) => [p.name, rawParam]))),
            fc.boolean(),
            fc.array(
              fc.tuple(
                fc.constantFrom(...(queryParams.length ? queryParams.map((p) => p.name) : ['x'])),
                rawParam,
              ),
              { maxLength: 3 },
            ),
            jsonSchema ? bodyFor(jsonSchema) : fc.constant(undefined),
            async (randomPath, ownIds, query, body) => {
              // Half of the calls name the caller's own records, so the body reaches the handler.
              const session = isCoachPath ? coach : student;
              const values = { ...randomPath };
              if (ownIds && 'studentId' in values) values.studentId = String(session.studentId);
              if (ownIds && 'coachId' in values) values.coachId = String(coach.coachId);
              const search = new URLSearchParams(query).toString();
              const url = `${pathWith(op, values)}${search ? `?${search}` : ''}`;
              const response = await api.request(op.method.toUpperCase(), url, {
                token: session.accessToken,
                ...(body === undefined
                  ? {}
                  : { rawBody: body, headers: { 'content-type': 'application/json' } }),
              });
              // An empty path segment names another route, whose answer this operation does not own.
              const named = Object.values(values).every((value) => value !== '');
              const problems = named ? answerProblems(op, response) : [];
              if (response.status >= 500 || problems.length) {
                failures.push(
                  `${op.operationId} ${op.method.toUpperCase()} ${url.slice(0, 200)} ${body?.slice(0, 200) ?? ''} → ${response.status} ${problems.join('; ')}`,
                );
              }
              return response.status < 500 && problems.length === 0;
            },
          ),
          { numRuns: 25, seed: 20261123, endOnFailure: true },
        )
        .catch((error: unknown) => {
          // A call that threw (the harness refuses an undocumented answer) fails the run too.
          if (!failures.some((failure) => failure.startsWith(`${op.operationId} `))) {
            failures.push(`${op.operationId} ${String(error).slice(0, 600)}`);
          }
        });
    }
    expect(failures).toEqual([]);
  }, 300_000);
});
