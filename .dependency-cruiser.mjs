// The layer order of the workspaces, checked by dependency-cruiser (`npm run lint`, and the
// `boundaries` check of `npm test`). A workspace's code imports itself and the workspaces listed
// here, nothing else; type-only imports count as imports, and no module may reach itself again
// through its imports.

// Any workspace's tests, end-to-end tests, benchmarks and tool configurations use the repository's
// test tooling (where Chromium is, a free port, the static server that serves a build).
const testTooling = 'scripts/lib';

/** Each workspace and the other workspaces its code may import. */
const layers = {
  // The payment card rules (brand, check digit, expiry) that the card form and the server share:
  // plain functions that import nothing.
  'payment-cards': { may: [] },
  // The field rules, their messages and the masks, without React: what the forms and the API both
  // check.
  validation: { may: ['payment-cards'] },
  // A package other teams install: it stands alone, but for the rules its build bundles.
  'design-system': { may: ['payment-cards', 'validation'] },
  // The contract: the apps, the server and the mocks all build on it, so it builds on nothing but
  // the card and field rules the forms and the API share; no UI package. Never app-frame: the
  // apps' shell is built on the contract, not the other way round.
  // Its tests answer the clients and query factories with the reference API's browser build, on
  // the demo world, and the mock API's overrides (all left out of its package.json: a dependency
  // back would close a loop in the workspace graph).
  'api-schema': { may: ['payment-cards'], specs: ['mock-api', 'api-server', 'demo-world'] },
  // The business rules and the field rules, written once over the contract's types: the server
  // and the apps both call them.
  rules: { may: ['api-schema', 'payment-cards', 'validation'] },
  // The demo world is plain data that the API's seed shows: never the mocks.
  'demo-world': { may: ['api-schema', 'payment-cards', 'rules'] },
  // The mock API's overrides: one operation of a page loading, empty or failed, typed by the
  // contract's paths.
  'mock-api': { may: ['api-schema'] },
  // The institute's frame that both apps share, and ship: never the reference API.
  // Its tests, test harness and demo clock: the mock API's address and overrides, the demo day.
  'app-frame': {
    may: ['design-system', 'api-schema', 'rules'],
    specs: ['mock-api', 'demo-world'],
    support: 'src/demo-clock/',
  },
  // The reference API implements the contract; it never sees the apps, their components or the
  // mocks.
  'api-server': { may: ['api-schema', 'rules', 'demo-world', 'payment-cards', 'validation'] },
  // The end-to-end harness both apps' journeys run: test tooling that starts the reference API and
  // serves the apps' build outputs (files, not imports).
  'e2e-harness': { may: ['api-server', 'demo-world', testTooling] },
  // The harness page stories and the apps' page tests run: the reference API's browser build in
  // the page, reached through the mock API's address (and MSW), with the demo people signed in;
  // for page tests, through the frame's test harness (`@hci/app-frame/test`).
  'page-harness': {
    may: ['api-server', 'api-schema', 'demo-world', 'mock-api', 'app-frame', 'rules'],
  },
  // The apps never import each other. Their end-to-end tests run the end-to-end harness.
  // Their page tests answer with the reference API in the page (and the mock API's overrides);
  // the built apps never do.
  portal: {
    may: ['design-system', 'api-schema', 'rules', 'app-frame'],
    specs: ['mock-api', 'page-harness', 'demo-world'],
    e2e: ['e2e-harness', 'demo-world'],
  },
  coach: {
    may: ['design-system', 'api-schema', 'rules', 'app-frame'],
    specs: ['mock-api', 'page-harness', 'demo-world'],
    e2e: ['e2e-harness', 'demo-world'],
  },
  // Storybook renders the components and the apps' pages, answered by the reference API's
  // browser build on the demo world (and, for loading, empty and error states, the mock API's
  // overrides).
  stories: {
    may: [
      'validation',
      'design-system',
      'api-schema',
      'rules',
      'demo-world',
      'api-server',
      'page-harness',
      'mock-api',
      'app-frame',
      'portal',
      'coach',
    ],
  },
  // Tooling: it starts the API and serves the apps' build outputs (files, not imports). Its tests
  // read each app's path list (which imports nothing) to check the apps' READMEs against it.
  scripts: { may: ['api-server'], tests: ['portal/src/paths\\.ts', 'coach/src/paths\\.ts'] },
};

const toolFiles = '((test|bench)/|[^/]+\\.config\\.[cm]?[jt]s$)';

const anyWorkspace = `^(${Object.keys(layers).join('|')})/`;
const anyOf = (paths) => `^(${paths.join('|')})(/|$)`;

/** Files under `from`, except those under `except`, import no workspace outside `may`. */
function layerRule(name, { from, except, may }) {
  return {
    name,
    severity: 'error',
    comment: `${from.slice(1)} may import only ${may.join(', ')}`,
    from: except ? { path: from, pathNot: except } : { path: from },
    to: { path: anyWorkspace, pathNot: anyOf(may) },
  };
}

// A workspace's unit tests and their harness (`src/**/*.test.ts`, `src/test/`), and its other
// modules that serve tests only (`support`), may also import its `specs`.
const layerRules = Object.entries(layers).flatMap(([workspace, layer]) => {
  const { may, e2e = [], tests = [], specs = [], support } = layer;
  const own = [workspace, ...may];
  const specPaths = [`src/.*\\.test\\.tsx?$`, 'src/test/', ...(support ? [support] : [])]
    .map((path) => `^${workspace}/${path}`)
    .join('|');
  return [
    layerRule(`${workspace}-layer`, {
      from: `^${workspace}/`,
      except: `^${workspace}/(${toolFiles}|e2e/)` + (specs.length ? `|${specPaths}` : ''),
      may: own,
    }),
    ...(specs.length
      ? [layerRule(`${workspace}-specs-layer`, { from: specPaths, may: [...own, ...specs] })]
      : []),
    layerRule(`${workspace}-tests-layer`, {
      from: `^${workspace}/${toolFiles}`,
      may: [...own, testTooling, ...tests],
    }),
    layerRule(`${workspace}-e2e-layer`, {
      from: `^${workspace}/e2e/`,
      may: [...own, testTooling, ...e2e],
    }),
  ];
});

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    ...layerRules,
    {
      name: 'demo-world-plain',
      severity: 'error',
      comment:
        'the demo world is plain data the seed reads too: not the mocks, a client or queries',
      from: { path: '^demo-world/' },
      to: { path: '^(mock-api/|api-schema/src/(client|queries|query-kit|session)/)' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'a module reaches itself again through its imports (type-only imports count)',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'an import the check cannot resolve would escape every rule above',
      from: {},
      // A file's text as Vite imports it (`?raw`) is not a module.
      to: { couldNotResolve: true, pathNot: '\\?raw$' },
    },
  ],
  options: {
    // Type-only imports are gone after compilation; they count here all the same.
    tsPreCompilationDeps: true,
    // An import of a package or of a build output is seen (and judged), but not followed further.
    doNotFollow: { path: '(^|/)(node_modules|dist|storybook-static)/' },
    exclude: {
      path: '(^|/)(node_modules|coverage|\\.(git|turbo|reports|data|stryker-tmp|tsbuild|vitest-attachments))/',
    },
    moduleSystems: ['es6', 'cjs'],
    enhancedResolveOptions: {
      // The workspaces' own sources, as the apps' builds and the type check resolve them.
      exportsFields: ['exports'],
      conditionNames: ['hci-source', 'import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs', '.d.ts', '.json'],
    },
  },
};
