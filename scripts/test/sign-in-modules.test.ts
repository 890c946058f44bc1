import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInModulesPlugin } from '../lib/sign-in-modules.mjs';

// A small app: the sign-in page takes two things from a kit's index (one named there, one passed
// on by `export *`, one imported and exported again), the kit holds a dialog only another page
// uses, and each module carries a marker string to find it in the output.
const files: Record<string, string> = {
  'index.html':
    '<!doctype html><html><head></head><body><script type="module" src="/src/main.ts"></script></body></html>',
  'src/main.ts': "import { pages } from './routes';\nconsole.log(pages);",
  'src/routes.ts': [
    "export const routes = { login: { path: '/login' }, other: { path: '/other' } };",
    'export const pages = {',
    "  login: () => import('./pages/Login').then((m) => m.LoginPage),",
    "  other: () => import('./pages/Other').then((m) => m.OtherPage),",
    '};',
  ].join('\n'),
  'src/pages/Login/index.ts': "export { LoginPage } from './LoginPage';",
  'src/pages/Login/LoginPage.ts': [
    "import { Field, rules, Hint } from '../../some-kit';",
    "import { loginText } from './text';",
    'export const LoginPage = () => [Field(), rules.required, Hint(), loginText];',
  ].join('\n'),
  'src/pages/Login/text.ts': "export const loginText = 'marker:login-text';",
  'src/pages/Other.ts': [
    "import { Dialog, Field } from '../some-kit';",
    'export const OtherPage = () => [Dialog(), Field()];',
  ].join('\n'),
  'src/some-kit/index.ts': [
    "export { Field } from './field/Field';",
    "export { Dialog } from './dialog/Dialog';",
    "import { Hint } from './hint';",
    'export { Hint };',
    "export * from './validation';",
  ].join('\n'),
  'src/some-kit/field/Field.ts': [
    "import { message } from '../validation/messages';",
    "export const Field = () => 'marker:field ' + message;",
  ].join('\n'),
  'src/some-kit/hint.ts': "export const Hint = () => 'marker:hint';",
  'src/some-kit/dialog/Dialog.ts': "export const Dialog = () => 'marker:dialog';",
  'src/some-kit/validation/index.ts': "export * from './rules';\nexport * from './messages';",
  'src/some-kit/validation/rules.ts': "export const rules = { required: 'marker:required' };",
  'src/some-kit/validation/messages.ts': "export const message = 'marker:message';",
};

let root: string;
let assets: Map<string, string>;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'hci-sign-in-modules-'));
  for (const [file, text] of Object.entries(files)) {
    await mkdir(dirname(join(root, file)), { recursive: true });
    await writeFile(join(root, file), text);
  }
  const signIn = signInModulesPlugin('src/routes.ts', '/login');
  await build({
    root,
    logLevel: 'silent',
    configFile: false,
    plugins: [signIn.plugin],
    build: {
      outDir: 'dist',
      minify: false,
      rolldownOptions: {
        output: {
          entryFileNames: 'assets/[name].js',
          chunkFileNames: 'assets/[name].js',
          codeSplitting: { groups: [{ name: 'forms', test: signIn.has }] },
        },
      },
    },
  });
  const dir = join(root, 'dist', 'assets');
  const names = await readdir(dir);
  assets = new Map(
    await Promise.all(
      names.map(async (name) => [name, await readFile(join(dir, name), 'utf8')] as const),
    ),
  );
});
afterAll(() => rm(root, { recursive: true, force: true }));

const chunkWith = (marker: string) =>
  [...assets].filter(([, code]) => code.includes(`marker:${marker}`)).map(([name]) => name);

describe('signInModulesPlugin', () => {
  it('puts what the sign-in page takes from the kit, however passed on, in one chunk', () => {
    for (const marker of ['field', 'message', 'required', 'hint'])
      expect(chunkWith(marker), marker).toEqual(['forms.js']);
  });

  it("leaves out what the page does not use and the page's own folder", () => {
    expect(chunkWith('dialog')).not.toContain('forms.js');
    expect(chunkWith('login-text')).not.toContain('forms.js');
    expect(chunkWith('login-text')).toHaveLength(1);
  });
});
