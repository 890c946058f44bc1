// The layer order of the workspaces, checked by dependency-cruiser (`npm run lint`, and the
// `boundaries` check of `npm test`). A workspace's code imports itself and the workspaces listed
// here, nothing else; type-only imports count as imports, and no module may reach itself again
// through its imports.

/** Each workspace and the other workspaces its code may import. */
const layers = {
  // The payment card rules (brand, check digit, expiry) that the card form, the mocks and the
  // server share: plain functions that import nothing.
  'payment-cards': { may: [] },
  // The field rules, their messages and the masks, without React: what the forms and the API both
  // check.
  validation: { may: ['payment-cards'] },
  // A package other teams install: it stands alone, but for the rules its build bundles.
  'design-system': { may: ['payment-cards', 'validation'] },
  // The contract: the apps, the server and the mocks all build on it, so it builds on nothing but
  // the card and field rules the forms and the API share; no UI package. Never app-frame: the
  // apps' shell is built on the contract, not the other way round.
  'api-schema': { may: ['payment-cards', 'validation'] },
  // The institute's frame that both apps share.
  'app-frame': { may: ['design-system', 'api-schema'] },
  // The reference API implements the contract; it never sees the apps or their components.
  'api-server': {
    may: ['api-schema', 'payment-cards', 'validation'],
  },
  // The apps never import each other. Their end-to-end tests start the reference API.
  portal: { may: ['design-system', 'api-schema', 'app-frame'], e2e: ['api-server'] },
  coach: { may: ['design-system', 'api-schema', 'app-frame'], e2e: ['api-server'] },
  // Storybook renders the components and the apps' pages.
  stories: { may: ['validation', 'design-system', 'api-schema', 'app-frame', 'portal', 'coach'] },
  // Tooling: it starts the API and serves the apps' build outputs (files, not imports). Its tests
  // read each app's path list (which imports nothing) to check the apps' READMEs against it.
  scripts: { may: ['api-server'], tests: ['portal/src/paths\\.ts', 'coach/src/paths\\.ts'] },
};

// Any workspace's tests, end-to-end tests, benchmarks and tool configurations use the repository's
// test tooling (where Chromium is, a free port, the static server that serves a build).
const testTooling = 'scripts/lib';
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

const layerRules = Object.entries(layers).flatMap(([workspace, { may, e2e = [], tests = [] }]) => {
  const own = [workspace, ...may];
  return [
    layerRule(`${workspace}-layer`, {
      from: `^${workspace}/`,
      except: `^${workspace}/(${toolFiles}|e2e/)`,
      may: own,
    }),
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
      from: { path: '^api-schema/src/demo-world/' },
      to: { path: '^api-schema/src/(msw|client|queries|query-kit|session)/' },
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
      to: { couldNotResolve: true },
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
