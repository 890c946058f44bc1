// Every component and form field with stories has a usage page in Storybook: an MDX file beside
// its stories file that attaches to it (`import * as Stories from './X.stories'` and
// `<Meta of={Stories} name="Usage" />`). The autodocs "Docs" page keeps the props table; the
// usage page says when to use the component, how, and how not.
import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..', '..');
const storiesDir = join(root, 'stories', 'src');

/** Title prefixes of the library's components and fields, before and after the Library/ group. */
const libraryPrefixes = ['Components/', 'Forms/', 'Library/Components/', 'Library/Forms/'];

function filesUnder(dir: string, suffix: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith(suffix) && !file.includes('__screenshots__'))
    .map((file) => join(dir, file));
}

/** The meta's title: the one at the top level of the default export's object. */
function titleOf(storiesFile: string): string | undefined {
  return /^ {2}title: '([^']+)'/m.exec(readFileSync(storiesFile, 'utf8'))?.[1];
}

/** Whether an MDX file attaches itself to `storiesFile` with `<Meta of={…} name="Usage" />`. */
function attachesUsagePage(mdxFile: string, storiesFile: string): boolean {
  const text = readFileSync(mdxFile, 'utf8');
  const wanted = `./${basename(storiesFile).replace(/\.tsx$/, '')}`;
  for (const [, name, from] of text.matchAll(/import \* as (\w+) from '([^']+)'/g)) {
    if (from !== wanted && from !== `${wanted}.tsx`) continue;
    const meta = new RegExp(`<Meta\\s+of=\\{${name}\\}\\s+name="Usage"\\s*/>`);
    if (meta.test(text)) return true;
  }
  return false;
}

const libraryStories = filesUnder(storiesDir, '.stories.tsx')
  .map((file) => ({ file, title: titleOf(file) }))
  .filter(({ title }) => title && libraryPrefixes.some((prefix) => title.startsWith(prefix)));

describe('usage pages', () => {
  it('finds the library stories', () => {
    // A change in how titles are written would otherwise pass with nothing checked.
    expect(libraryStories.length).toBeGreaterThan(40);
  });

  it.each(libraryStories.map(({ file, title }) => [title, file]))(
    '%s has a usage page beside its stories',
    (_title, file) => {
      const beside = filesUnder(dirname(file), '.mdx').filter(
        (mdx) => dirname(mdx) === dirname(file),
      );
      const attached = beside.filter((mdx) => attachesUsagePage(mdx, file));
      expect(
        attached.map((mdx) => relative(root, mdx)),
        `no .mdx beside ${relative(root, file)} attaches to it with <Meta of={…} name="Usage" />`,
      ).not.toEqual([]);
    },
  );
});

describe('the toast page', () => {
  // `toast` is a function object, not a component: no props table documents it, so its usage
  // page carries the table itself, a row per method.
  it('has an API table with every method of `toast`', () => {
    const source = readFileSync(
      join(root, 'design-system', 'src', 'Toast', 'toastQueue.ts'),
      'utf8',
    );
    const body = source.slice(source.indexOf('export const toast = {'));
    const methods = [...body.matchAll(/^ {2}(\w+): \(/gm)].map(([, name]) => name!);
    expect(methods).toContain('positive');
    const page = readFileSync(join(storiesDir, 'Toast', 'Toast.mdx'), 'utf8');
    for (const method of methods)
      expect(page, `no API table row for toast.${method}`).toMatch(
        new RegExp(`^\\| \`toast\\.${method}\\(`, 'm'),
      );
  });
});
