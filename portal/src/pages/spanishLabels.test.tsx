import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { unwrap } from '@hci/api-schema';
import designSystemEnglish from '../../../design-system/lang/en-US.json';
import designSystemSpanish from '../../../design-system/lang/es.json';
import appFrameEnglish from '../../../app-frame/lang/en-US.json';
import appFrameSpanish from '../../../app-frame/lang/es.json';
import portalEnglish from '../../lang/en-US.json';
import portalSpanish from '../../lang/es.json';
import rulesSpanish from '../../../rules/lang/es.json';
import { demo, renderApp } from '../test/renderApp';

const inSpanish = { stored: { 'hci.language': 'es' } };

/** Waits as long as testing-library's queries do here, not expect.poll's default second. */
const settled = { timeout: 5_000 };

test('account-history types come from the catalogue, in Spanish', async () => {
  renderApp('/settings/account-history', inSpanish);
  const table = await screen.findByRole('table', { name: 'Historial de la cuenta' });
  const types = (name: string) => within(table).queryAllByRole('cell', { name });
  expect(types('Pago')).not.toHaveLength(0);
  expect(types('Traslado')).not.toHaveLength(0);
  expect(types('Payment')).toHaveLength(0);
});

test('a plan’s source comes from the catalogue, in Spanish', async () => {
  renderApp('/settings/payment-plan-terms', inSpanish);
  expect(await screen.findByText('Inscripción')).toBeVisible();
});

test('the profile’s time zone reads as a name in the language, not an IANA id', async () => {
  renderApp('/settings/profile', inSpanish);
  expect(await screen.findByText(/^hora .* \(Chicago\)$/)).toBeVisible();
  expect(screen.queryByText('America/Chicago')).toBeNull();
});

test('the profile asks the API for its option lists in the student’s language', async () => {
  const portal = renderApp('/settings/profile', inSpanish);
  await screen.findByRole('heading', { level: 1 });
  await expect
    .poll(() =>
      portal.requests
        .filter((request) => request.url.includes('/public/lookups'))
        .map((request) => request.headers.get('accept-language')),
    )
    .toEqual(['es']);
});

test('Spanish speaks to the student without taking them for a man', async () => {
  // Forms that agree with the reader (or name them) in the masculine; neutral wording says the
  // same to anyone ("¡Hola de nuevo!", "Ya tienes una inscripción").
  const masculine =
    /\b(bienvenido|graduado|asiduo|encaminado)\b|\b(estás|eres|quedas|sigues|seguir) (inscrito|registrado|conectado|suscrito|nuevo|interesado)\b/i;
  const gendered = [designSystemSpanish, appFrameSpanish, portalSpanish, rulesSpanish].flatMap(
    (catalogue) =>
      Object.entries(catalogue as Record<string, string>)
        .filter(([, text]) => masculine.test(text))
        .map(([id, text]) => `${id}: ${text}`),
  );
  expect(gendered).toEqual([]);
  renderApp('/login', { ...inSpanish, session: null });
  expect(await screen.findByText('¿Es tu primera vez en el instituto?')).toBeVisible();
});

/** Every English message whose Spanish differs, as a matcher of a whole visible string. */
function englishMatchers(): { id: string; matches: (text: string) => boolean }[] {
  const catalogues = [
    [designSystemEnglish, designSystemSpanish],
    [appFrameEnglish, appFrameSpanish],
    [portalEnglish, portalSpanish],
  ] as const;
  return catalogues.flatMap(([english, spanish]) =>
    Object.entries(english as Record<string, string>)
      .filter(([id, text]) => (spanish as Record<string, string>)[id] !== text)
      // Plural and select messages have no one literal form; their words are checked where
      // they are worded (the system texts' own test).
      .filter(([, text]) => !/,\s*(plural|select)/.test(text))
      .map(([id, text]) => {
        const parts = text
          .split(/\{[^{}]*\}/)
          .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'));
        const pattern = new RegExp(`^${parts.join('.+')}$`);
        return { id, matches: (shown: string) => pattern.test(shown) };
      }),
  );
}

/**
 * English the API writes in the fields where it writes for people (not what was authored, as
 * titles, modules' descriptions and names are), as it answers the demo student: none should reach
 * a Spanish page.
 */
async function apiEnglish(): Promise<string[]> {
  const student = demo().as('student');
  const path = { studentId: demo().sessions.student.studentId! };
  const [history, activity, envelopes, plans, cohorts] = await Promise.all([
    unwrap(student.GET('/students/{studentId}/account_history', { params: { path } })),
    unwrap(student.GET('/students/{studentId}/activity_log', { params: { path } })),
    unwrap(student.GET('/students/{studentId}/envelopes', { params: { path } })),
    unwrap(student.GET('/students/{studentId}/payment_plans', { params: { path } })),
    unwrap(student.GET('/cohorts', { params: { query: { size: 50 } } })),
  ]);
  const planDetails = await Promise.all(
    plans.content.map(({ id }) =>
      unwrap(
        student.GET('/students/{studentId}/payment_plans/{paymentPlanId}', {
          params: { path: { ...path, paymentPlanId: id } },
        }),
      ),
    ),
  );
  const offered = await Promise.all(
    cohorts.content.map(({ id }) =>
      unwrap(
        student.GET('/cohorts/{cohortId}/payment_plans', {
          params: { path: { cohortId: id }, query: {} },
        }),
      ),
    ),
  );
  const found = new Set<string>();
  const systemFields = new Set(['description', 'name', 'performedBy', 'group']);
  const walk = (value: unknown, key: string) => {
    if (typeof value === 'string' && systemFields.has(key) && /[a-z]{3}/i.test(value))
      found.add(value);
    else if (Array.isArray(value)) for (const item of value) walk(item, key);
    else if (value && typeof value === 'object')
      for (const [name, inner] of Object.entries(value)) walk(inner, name);
  };
  walk(
    {
      history: history.content,
      activity: activity.content,
      envelopes: envelopes.content,
      plans: [...plans.content, ...planDetails.map(({ content }) => content)],
      offered: offered.map(({ content }) => content),
    },
    '',
  );
  return [...found];
}

/** What the courses' authors wrote, in their language: no catalogue message, however alike. */
async function authoredTexts(): Promise<Set<string>> {
  const written = await demo().query<{ title: string; description: string }>(
    'SELECT title, description FROM courses UNION SELECT title, description FROM modules',
  );
  return new Set(written.flatMap(({ title, description }) => [title, description]));
}

/** A path of `studentPages` with the ids the API gave what it names. */
async function withIds(path: string): Promise<string> {
  const { studentId } = demo().sessions.student;
  const [course] = await demo().query<{ id: number }>(
    `SELECT c.id FROM courses c JOIN course_enrollments e ON e.course_id = c.id
     WHERE e.student_id = $1 AND e.cohort_id IS NOT NULL`,
    [studentId!],
  );
  const [payment] = await demo().query<{ id: number }>(
    "SELECT id FROM payments WHERE student_id = $1 AND status = 'ACCEPTED' ORDER BY id LIMIT 1",
    [studentId!],
  );
  return path.replace(':course', String(course!.id)).replace(':payment', String(payment!.id));
}

/** The strings a page shows: each element's own text, its children's apart. */
function visibleStrings(root: HTMLElement): string[] {
  const strings: string[] = [];
  for (const element of root.querySelectorAll<HTMLElement>('body *')) {
    if (element.closest('[hidden], [aria-hidden="true"], script, style, template')) continue;
    const own = [...element.childNodes]
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .map((node) => node.textContent ?? '')
      .join('');
    const text = (element.children.length ? own : (element.textContent ?? ''))
      .replace(/\s+/g, ' ')
      .trim();
    if (text) strings.push(text);
  }
  return strings;
}

// The student's pages on the demo world (their course with the cohort, a receipt of theirs), each
// with what shows once its data is in.
const studentPages = [
  ['/home', 'h1'],
  ['/my-courses', 'h1'],
  ['/my-courses/:course', 'h1'],
  ['/my-bookmarks', 'h1'],
  ['/my-awards', 'article'],
  ['/inbox', 'table tbody tr'],
  ['/coaching-circles', 'h1'],
  ['/my-purchases', 'h1'],
  ['/enrollment', 'h1'],
  ['/enroll/payment-plan', 'h1'],
  ['/settings/profile', 'h1'],
  ['/settings/agreements', 'article'],
  ['/settings/payment-information', 'table'],
  ['/settings/payment-information/receipts/:payment', 'article'],
  ['/settings/payment-method', 'h1'],
  ['/settings/payment-plan-terms', 'dl'],
  ['/settings/communication-preferences', 'h1'],
  ['/settings/account-history', 'table'],
  ['/settings/account-history?view=activity', 'table'],
] as const;

describe('a Spanish page shows no English but authored titles and names', () => {
  const english = englishMatchers();
  const spanish = new Set(
    [designSystemSpanish, appFrameSpanish, portalSpanish].flatMap((catalogue) =>
      Object.values(catalogue as Record<string, string>),
    ),
  );

  test.each(studentPages)('%s', async (path, loaded) => {
    const [fromApi, authored] = await Promise.all([apiEnglish(), authoredTexts()]);
    renderApp(await withIds(path), inSpanish);
    await expect.poll(() => document.querySelector(loaded), settled).not.toBeNull();
    // Loaded once nothing is busy any more.
    await expect.poll(() => document.querySelector('[aria-busy="true"]'), settled).toBeNull();
    // A string a Spanish message writes as it is (the language menu's own "English") is Spanish.
    const shown = visibleStrings(document.body).filter(
      (text) => !spanish.has(text) && !authored.has(text),
    );
    // A Spanish sentence around an authored title ("Nuevo módulo: Setting SMART goals with
    // clients") is matched again without the title, whose words are no message's.
    const titles = [...authored].filter(Boolean).sort((a, b) => b.length - a.length);
    const unauthored = (text: string) =>
      titles.reduce(
        (rest, title) => (rest.includes(title) ? rest.replaceAll(title, '…') : rest),
        text,
      );
    const catalogueEnglish = shown.flatMap((text) =>
      english
        .filter((message) => message.matches(text) && message.matches(unauthored(text)))
        .map((message) => `${message.id}: ${text}`),
    );
    const apiWritten = shown.filter((text) => fromApi.some((written) => text.includes(written)));
    expect({ catalogueEnglish, apiWritten }).toEqual({ catalogueEnglish: [], apiWritten: [] });
  });
});
