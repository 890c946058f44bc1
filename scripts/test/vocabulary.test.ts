// One name per domain area: each tag of the contract names the server module that handles its
// operations, the api-schema query file the apps call them through and the apps' page folders, and
// nothing else takes a domain name. Shared helpers live outside those folders
// (api-server/src/shared, api-schema/src/query-kit). The table in api-server/README.md says the
// same, area by area.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const root = resolve(import.meta.dirname, '..', '..');
const domainDir = join(root, 'api-server/src/domain');
const queriesDir = join(root, 'api-schema/src/queries');

/** Tags the apps never call through a query factory, and why. */
const withoutQueryFile: Record<string, string> = {
  analytics: 'the apps send usage events through api-schema/src/client/analytics.ts',
  development: 'the development mailbox is read by tests and demo scripts, never by the apps',
};

const apps = ['portal', 'coach'] as const;

/** App page folders that belong to no area of the contract, and why. */
const pageFoldersOutsideAreas: Record<string, string> = {
  home: "the student's overview draws on six areas; the coach app's visitor page calls no API",
  'not-found': 'the page for an unknown address calls no API',
  welcome: "the coach's first steps only link to other areas",
  site: 'the FAQ and the policies are static text',
};

interface Operation {
  operationId: string;
  tags: string[];
}
const contract = parse(readFileSync(join(root, 'api-schema/openapi.yaml'), 'utf8')) as {
  tags: { name: string }[];
  paths: Record<string, Record<string, Operation | unknown>>;
};
const tags = contract.tags.map((tag) => tag.name);
const kebab = (tag: string) => tag.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const operations = Object.values(contract.paths).flatMap((item) =>
  Object.values(item).filter(
    (op): op is Operation => typeof op === 'object' && op !== null && 'operationId' in op,
  ),
);

/** Module names of a folder: `name.ts` files and `name/` folders, tests and `index.ts` aside. */
const modules = (dir: string) =>
  readdirSync(dir)
    .filter((entry) => !/\.test\.tsx?$/.test(entry) && entry !== 'index.ts')
    .map((entry) => entry.replace(/\.tsx?$/, ''));

/** The page folders of an app. */
const pageFolders = (app: string) => {
  const dir = join(root, app, 'src/pages');
  return readdirSync(dir).filter((entry) => statSync(join(dir, entry)).isDirectory());
};

/** The source of a server module: its file, or every file of its folder. */
const serverSource = (name: string) => {
  const folder = join(domainDir, name);
  if (statSync(folder, { throwIfNoEntry: false })?.isDirectory())
    return readdirSync(folder)
      .map((file) => readFileSync(join(folder, file), 'utf8'))
      .join('\n');
  return readFileSync(`${folder}.ts`, 'utf8');
};

describe('one name per area', () => {
  it('every contract tag has a server module of its name, and every module names a tag', () => {
    const names = modules(domainDir);
    expect(tags.map(kebab).filter((name) => !names.includes(name))).toEqual([]);
    expect(names.filter((name) => !tags.map(kebab).includes(name))).toEqual([]);
  });

  it("every operation's handler is in the module of its tag", () => {
    const misplaced = operations
      .filter((op) => {
        const source = serverSource(kebab(op.tags[0]!));
        return !new RegExp(`\\b${op.operationId}\\b\\s*(\\(|:)`).test(source);
      })
      .map((op) => `${op.operationId} (${op.tags[0]})`);
    expect(misplaced).toEqual([]);
  });

  it('every tag has an api-schema query file of its name, and every query file names a tag', () => {
    const names = modules(queriesDir);
    const missing = tags.filter((tag) => !(tag in withoutQueryFile) && !names.includes(kebab(tag)));
    expect(missing).toEqual([]);
    expect(names.filter((name) => !tags.map(kebab).includes(name))).toEqual([]);
    // An exception that gained a query file is no exception any more.
    expect(Object.keys(withoutQueryFile).filter((tag) => names.includes(kebab(tag)))).toEqual([]);
  });

  it.each(apps)(
    "every page folder of the %s app is an area's name or a listed exception",
    (app) => {
      const areas = tags.map(kebab);
      expect(
        pageFolders(app).filter(
          (name) => !areas.includes(name) && !(name in pageFoldersOutsideAreas),
        ),
      ).toEqual([]);
    },
  );

  it('every page folder outside the areas is in an app and has no area name', () => {
    const used = apps.flatMap(pageFolders);
    const listed = Object.keys(pageFoldersOutsideAreas);
    expect(listed.filter((name) => !used.includes(name))).toEqual([]);
    // An exception that became a tag's name is no exception any more.
    expect(listed.filter((name) => tags.map(kebab).includes(name))).toEqual([]);
  });

  it("api-server's README has a row for every tag, naming its files and app folders", () => {
    const readme = readFileSync(join(root, 'api-server/README.md'), 'utf8');
    const rows = new Map(
      readme
        .split('\n')
        .filter((line) => line.startsWith('| '))
        .map((line) => line.split('|').map((cell) => cell.trim()))
        .map((cells) => [cells[2]?.replace(/`/g, ''), cells] as const),
    );
    const wrong = tags.filter((tag) => {
      const cells = rows.get(tag);
      const name = kebab(tag);
      const queryFileOk =
        tag in withoutQueryFile ? cells?.[3]?.startsWith('—') : cells?.[3] === `\`${name}.ts\``;
      // The app folders cell names `<app> \`<name>/\`` for exactly the apps with that folder.
      const appFoldersOk = apps.every(
        (app) => pageFolders(app).includes(name) === !!cells?.[5]?.includes(`${app} \`${name}/\``),
      );
      return !cells || !queryFileOk || !cells[4]?.startsWith(`\`${name}`) || !appFoldersOk;
    });
    expect(wrong).toEqual([]);
  });
});
