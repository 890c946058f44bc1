// Importing one component from the built package pulls only that component's code and CSS.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, expect, test } from 'vitest';
import { bundleOneComponent, classNamesIn, packageDir } from '../build/bundleCheck.mjs';

let bundle: Awaited<ReturnType<typeof bundleOneComponent>>;

beforeAll(async () => {
  bundle = await bundleOneComponent('Button');
});

function builtStylesheet(component: string): string {
  const folder = join(packageDir, 'dist', component);
  const file = readdirSync(folder).find((name) => name.endsWith('.css'));
  if (!file) throw new Error(`No stylesheet built for ${component}`);
  return join(folder, file);
}

test('the Button bundle has the Button and no other component', () => {
  expect(bundle.js).toContain('ds.button.pending');
  for (const otherMessage of [
    'ds.toast.close',
    'ds.appShell.skipLink',
    'ds.notFound.title',
    'ds.link.newTab',
  ]) {
    expect(bundle.js).not.toContain(otherMessage);
  }
});

test('the Button bundle carries the Button styles and the theme, not other components’ CSS', () => {
  const ownClasses = [...classNamesIn(builtStylesheet('Button'))];
  expect(ownClasses.length).toBeGreaterThan(0);
  for (const name of ownClasses) expect(bundle.css).toContain(name);
  for (const other of ['AppShell', 'Toast', 'Card', 'Alert']) {
    for (const name of classNamesIn(builtStylesheet(other))) {
      expect(bundle.css, `${other} class ${name}`).not.toContain(name);
    }
  }
});
