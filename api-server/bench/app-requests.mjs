// The hot reads as the portal sends them: each request is built by api-schema's own query
// factories (the code the apps call), run against a fetch that only records the request, so a
// changed path, query or body in the apps changes the benchmark with it. The arguments the
// portal's pages pass those factories are repeated here, each beside the page it comes from.
import { build } from 'esbuild';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');

const factories = `
export { createAuthClient } from '@hci/api-schema/src/client/clients.ts';
export { communicationIntentQueries } from '@hci/api-schema/src/queries/communication-intents.ts';
export { accountHistoryQueries, studentQueries } from '@hci/api-schema/src/queries/students.ts';
export { courseModuleQueries, courseQueries } from '@hci/api-schema/src/queries/courses.ts';
export { paymentPlanQueries } from '@hci/api-schema/src/queries/payments.ts';
`;

/** api-schema's query factories, bundled from their TypeScript (npm packages stay external). */
async function loadFactories() {
  const bundled = await build({
    stdin: { contents: factories, resolveDir: root, loader: 'js' },
    bundle: true,
    write: false,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    conditions: ['hci-source'],
    packages: 'external',
    plugins: [
      {
        name: 'workspace-sources',
        setup(builder) {
          builder.onResolve({ filter: /^@hci\/api-schema\/src\// }, ({ path }) => ({
            path: join(root, '..', 'api-schema', path.slice('@hci/api-schema/'.length)),
          }));
        },
      },
    ],
    logLevel: 'warning',
  });
  // Beside the server's build, so the bundle's npm imports resolve from this workspace.
  const file = join(root, 'dist', 'bench-app-requests.mjs');
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, bundled.outputFiles[0].text);
  return import(pathToFileURL(file).href);
}

/**
 * The requests of the portal's hot reads for the demo student: `{ name, method, path, headers,
 * body }`, `path` with its query string and `headers` those the app's client sets, as it writes
 * them (the bearer is the caller's).
 */
export async function appReads({ studentId, courseId, paymentPlanId }) {
  const q = await loadFactories();
  const sent = [];
  const recordingFetch = async (request) => {
    const url = new URL(request.url);
    const body = request.method === 'GET' ? undefined : await request.text();
    const headers = Object.fromEntries(
      [...request.headers].filter(([name]) => name !== 'authorization'),
    );
    sent.push({ method: request.method, path: `${url.pathname}${url.search}`, headers, body });
    return Response.json({ content: [] });
  };
  // The signed-in client, so its own headers (`source`) come along; its bearer is not kept.
  const session = { getSnapshot: () => ({ accessToken: 'recorded' }) };
  const authClient = q.createAuthClient(
    'http://app.invalid',
    session,
    {},
    { fetch: recordingFetch, locks: null },
  );
  const context = { authClient, publicClient: authClient, session: null };
  const sendOf = async (options) => {
    const before = sent.length;
    await options.queryFn({ signal: new AbortController().signal, queryKey: options.queryKey });
    return sent[before];
  };
  const reads = [
    // portal ProfilePage and the frame: the student's record.
    ['GET student', q.studentQueries(context).detail(studentId)],
    // portal InboxPage, first page: `{ channels: ['INBOX'], archived }` and
    // `{ page, size: inboxPageSize, descending: true }`.
    [
      'list: POST communication_intents (inbox page)',
      q
        .communicationIntentQueries(context)
        .list(
          studentId,
          { channels: ['INBOX'], archived: false },
          { page: 0, size: 20, descending: true },
        ),
    ],
    // portal CoursesPage, CoursePage, HomePage: `{ size: 100 }`.
    ['list: GET courses', q.courseQueries(context).list(studentId, { size: 100 })],
    // portal CoursePage: the course's modules, no parameters.
    ['list: GET modules of a course', q.courseModuleQueries(context).list(studentId, courseId)],
    // portal HomePage: the student's plans, `{ size: 100 }` (the Payments pages ask the same list
    // sorted by id).
    ['list: GET payment_plans', q.paymentPlanQueries(context).list(studentId, { size: 100 })],
    // portal PaymentInformationPage: a plan with its schedule.
    [
      'GET payment plan with its schedule',
      q.paymentPlanQueries(context).detail(studentId, paymentPlanId),
    ],
    // portal AccountHistoryPage, first page: its default page size and order.
    [
      'list: GET account_history',
      q
        .accountHistoryQueries(context)
        .list(studentId, { page: 0, size: 10, sortBy: 'eventDate', descending: true }),
    ],
  ];
  const requests = [];
  for (const [name, options] of reads) requests.push({ name, ...(await sendOf(options)) });
  return requests;
}
