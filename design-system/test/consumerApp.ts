// Consumers of the published package as other teams would write them, with only the set-up the
// package's README documents, each written into a fresh folder outside the repository:
// - a Vite + React + TypeScript app that styles its own parts with vanilla-extract, tests with
//   Vitest in jsdom and renders on a Node server (through `import` and `require`), for each React
//   major the peer range promises;
// - a CommonJS project that tests with Jest in jsdom, no transform and no module mapping, on the
//   react-intl major that ships CommonJS, and requires every entry of the package in Node.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export interface ConsumerVersions {
  react: string;
  'react-dom': string;
  '@types/react': string;
  '@types/react-dom': string;
  /** Everything else the consumer installs, at the versions this repository runs. */
  tools: Record<string, string>;
}

const compilerOptions = {
  target: 'ES2022',
  lib: ['ES2023', 'DOM', 'DOM.Iterable'],
  jsx: 'react-jsx',
  strict: true,
  // Off, so a declaration of the package that does not resolve fails the check instead of
  // turning the components' props into `any`.
  skipLibCheck: false,
  noEmit: true,
  types: [],
};

/** The page both server renders write, once the package and React are imported or required. */
const serverPage = [
  '',
  'const page = h(',
  '  IntlProvider,',
  "  { locale: 'en-US', defaultLocale: 'en-US' },",
  "  h(ThemeProvider, { theme: 'light' }, h(Button, null, 'Save'), h(DateField, { label: 'Start date' }), h(ToastRegion)),",
  ');',
  'console.log(renderToString(page));',
];

const files: Record<string, string> = {
  'index.html': [
    '<!doctype html>',
    '<html lang="en"><head><title>Consumer</title></head>',
    '<body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>',
  ].join('\n'),

  // The consumer's own styles, written with the package's tokens.
  'src/banner.css.ts': [
    "import { style } from '@vanilla-extract/css';",
    "import { vars } from '@hci/design-system/tokens';",
    '',
    'export const banner = style({',
    '  background: vars.color.surface.brand,',
    '  color: vars.color.text.onBrand,',
    '  padding: vars.space.medium,',
    '});',
  ].join('\n'),

  'src/App.tsx': [
    "import type { CSSProperties } from 'react';",
    'import {',
    '  Button,',
    '  DateField,',
    '  PasswordField,',
    '  ThemeProvider,',
    '  ToastRegion,',
    '  toast,',
    '  useFormatters,',
    '  validationMessages,',
    '  type CompiledMessages,',
    "} from '@hci/design-system';",
    "import { FormattedMessage, IntlProvider } from 'react-intl';",
    "import { banner } from './banner.css.js';",
    '',
    "/** A brand colour of the consumer's own, set through the public custom property. */",
    "const rebranded = { '--hci-color-surface-brand': '#123456' } as CSSProperties;",
    '',
    'function Amount() {',
    '  const format = useFormatters();',
    '  return <p data-testid="amount">{format.money(123450)}</p>;',
    '}',
    '',
    'export function App({ spanish }: { spanish?: CompiledMessages }) {',
    '  return (',
    '    <IntlProvider locale="en-US" defaultLocale="en-US">',
    '      <ThemeProvider theme="light">',
    '        <p className={banner} data-testid="banner">Consumer banner</p>',
    "        <Button onPress={() => toast.positive('Saved')}>Save</Button>",
    '        <div style={rebranded}>',
    '          <Button>Rebranded</Button>',
    '        </div>',
    '        <Amount />',
    '        <DateField label="Start date" />',
    '        {spanish && (',
    '          <IntlProvider locale="es" defaultLocale="en-US" messages={spanish}>',
    '            <PasswordField label="Contraseña" />',
    '            <FormattedMessage {...validationMessages.required} />',
    '          </IntlProvider>',
    '        )}',
    '        <ToastRegion />',
    '      </ThemeProvider>',
    '    </IntlProvider>',
    '  );',
    '}',
  ].join('\n'),

  'src/main.tsx': [
    "import { loadDesignSystemMessages } from '@hci/design-system';",
    "import { createRoot } from 'react-dom/client';",
    "import { App } from './App.js';",
    '',
    "const spanish = await loadDesignSystemMessages('es');",
    "createRoot(document.getElementById('root')!).render(<App spanish={spanish} />);",
  ].join('\n'),

  // Types that must hold: a wrong prop is an error, so the props are real, not `any`.
  'src/types.tsx': [
    "import { Button, type ButtonProps, formatMoney } from '@hci/design-system';",
    "import { vars } from '@hci/design-system/tokens';",
    'import {',
    '  loadPhoneMetadata,',
    '  rules,',
    '  toE164,',
    '  validationMessages,',
    "} from '@hci/design-system/validation';",
    '',
    'export const tokens: string = vars.color.surface.brand;',
    'export const messages: object = validationMessages;',
    'export const required: unknown = rules.required;',
    "export const price: string = formatMoney(1250, 'en-US');",
    "await loadPhoneMetadata('ES');",
    "export const phone: string | undefined = toE164({ country: 'ES', number: '612345678' });",
    '// @ts-expect-error: a variant the Button does not have',
    'export const wrongVariant = <Button variant="loud">Save</Button>;',
    '// @ts-expect-error: a press handler is a function',
    "export const wrongHandler: ButtonProps['onPress'] = 'save';",
    'export const styled = (',
    '  <Button className="mine" style={{ marginTop: 4 }}>',
    '    Save',
    '  </Button>',
    ');',
  ].join('\n'),

  // A test as the consumer's team writes it: Vitest in jsdom, no set-up file.
  'src/App.test.tsx': [
    "import { fireEvent, render, screen } from '@testing-library/react';",
    "import { expect, test } from 'vitest';",
    "import { App } from './App.js';",
    '',
    "test('a press on Save shows a toast', async () => {",
    '  render(<App />);',
    "  fireEvent.click(screen.getByRole('button', { name: 'Save' }));",
    "  expect(await screen.findByText('Saved')).toBeTruthy();",
    "  expect(screen.getByTestId('amount').textContent).toBe('$1,234.50');",
    '});',
  ].join('\n'),

  // A server render in plain Node, no loader and no bundler.
  'ssr.mjs': [
    "import { createElement as h } from 'react';",
    "import { renderToString } from 'react-dom/server';",
    "import { IntlProvider } from 'react-intl';",
    "import { Button, DateField, ThemeProvider, ToastRegion } from '@hci/design-system';",
    ...serverPage,
  ].join('\n'),

  // The same render through `require`, as a CommonJS server or script loads the package.
  'ssr.cjs': [
    "const { createElement: h } = require('react');",
    "const { renderToString } = require('react-dom/server');",
    "const { IntlProvider } = require('react-intl');",
    "const { Button, DateField, ThemeProvider, ToastRegion } = require('@hci/design-system');",
    ...serverPage,
  ].join('\n'),

  'vite.config.ts': [
    "import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';",
    "import react from '@vitejs/plugin-react';",
    "import { defineConfig } from 'vitest/config';",
    '',
    'export default defineConfig({',
    '  plugins: [react(), vanillaExtractPlugin()],',
    "  build: { target: 'es2022' },",
    "  test: { environment: 'jsdom' },",
    '});',
  ].join('\n'),

  'tsconfig.json': JSON.stringify(
    {
      compilerOptions: { ...compilerOptions, module: 'ESNext', moduleResolution: 'Bundler' },
      include: ['src'],
    },
    null,
    2,
  ),
  'tsconfig.nodenext.json': JSON.stringify(
    {
      compilerOptions: { ...compilerOptions, module: 'NodeNext', moduleResolution: 'NodeNext' },
      include: ['src'],
    },
    null,
    2,
  ),
};

export function writeConsumer(dir: string, tarball: string, versions: ConsumerVersions) {
  const { tools, ...react } = versions;
  const manifest = {
    name: 'design-system-consumer',
    private: true,
    type: 'module',
    dependencies: {
      '@hci/design-system': `file:${tarball}`,
      react: react.react,
      'react-dom': react['react-dom'],
      'react-intl': tools['react-intl'],
    },
    devDependencies: {
      ...Object.fromEntries(Object.entries(tools).filter(([name]) => name !== 'react-intl')),
      '@types/react': react['@types/react'],
      '@types/react-dom': react['@types/react-dom'],
    },
  };
  writeFileSync(join(dir, 'package.json'), JSON.stringify(manifest, null, 2));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), `${content}\n`);
  }
}

/** What the Jest consumer installs: React, react-intl 7 (CommonJS) and its test tools. */
export interface JestConsumerVersions {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
}

const jestFiles: Record<string, string> = {
  // The README's provider set-up, written as a CommonJS test with no transform: Jest runs it as is.
  'App.test.js': [
    "const { fireEvent, render, screen } = require('@testing-library/react');",
    "const { createElement: h } = require('react');",
    "const { IntlProvider } = require('react-intl');",
    'const {',
    '  Button,',
    '  PasswordField,',
    '  ThemeProvider,',
    '  ToastRegion,',
    '  toast,',
    "} = require('@hci/design-system');",
    '',
    "test('a press on Save shows a toast', async () => {",
    '  render(',
    '    h(',
    '      IntlProvider,',
    "      { locale: 'en-US', defaultLocale: 'en-US' },",
    '      h(',
    '        ThemeProvider,',
    "        { theme: 'light' },",
    "        h(Button, { onPress: () => toast.positive('Saved') }, 'Save'),",
    "        h(PasswordField, { label: 'Password' }),",
    '        h(ToastRegion),',
    '      ),',
    '    ),',
    '  );',
    "  fireEvent.click(screen.getByRole('button', { name: 'Save' }));",
    "  expect(await screen.findByText('Saved')).toBeTruthy();",
    '  // A message of the library itself, formatted by this react-intl.',
    "  expect(screen.getByRole('button', { name: 'Show password' })).toBeTruthy();",
    '});',
  ].join('\n'),

  // Every entry of the package through `require` in plain Node.
  'entries.cjs': [
    "const { createElement: h } = require('react');",
    "const { renderToString } = require('react-dom/server');",
    "const { IntlProvider } = require('react-intl');",
    "const { Button, ThemeProvider, formatMoney, loadDesignSystemMessages } = require('@hci/design-system');",
    "const { vars } = require('@hci/design-system/tokens');",
    "const { rules, toE164, loadPhoneMetadata } = require('@hci/design-system/validation');",
    '',
    'async function main() {',
    "  await loadPhoneMetadata('ES');",
    "  const spanish = await loadDesignSystemMessages('es');",
    '  console.log(',
    '    JSON.stringify({',
    '      html: renderToString(',
    '        h(',
    '          IntlProvider,',
    "          { locale: 'es', defaultLocale: 'en-US', messages: spanish },",
    "          h(ThemeProvider, { theme: 'light' }, h(Button, { isPending: true }, 'Guardar')),",
    '        ),',
    '      ),',
    "      money: formatMoney(1250, 'en-US'),",
    '      brand: vars.color.surface.brand,',
    '      required: typeof rules.required,',
    "      phone: toE164({ country: 'ES', number: '612345678' }),",
    '    }),',
    '  );',
    '}',
    'main();',
  ].join('\n'),
};

export function writeJestConsumer(dir: string, tarball: string, versions: JestConsumerVersions) {
  const manifest = {
    name: 'design-system-jest-consumer',
    private: true,
    dependencies: { '@hci/design-system': `file:${tarball}`, ...versions.dependencies },
    devDependencies: versions.devDependencies,
    // The README's whole Jest set-up.
    jest: { testEnvironment: 'jsdom' },
  };
  writeFileSync(join(dir, 'package.json'), JSON.stringify(manifest, null, 2));
  for (const [path, content] of Object.entries(jestFiles)) {
    writeFileSync(join(dir, path), `${content}\n`);
  }
}

// Re-theming as an outside team does it, on a page of its own (built by its own Vite config, so
// the main app's page stays as it is): tokens set on :root in the consumer's plain CSS, a brand
// of its own on a part of the page (hover included), and a dialog opened from that part.
const themingFiles: Record<string, string> = {
  'theming.html': [
    '<!doctype html>',
    '<html lang="en"><head><title>Theming</title>',
    '<link rel="stylesheet" href="/src/theming/theming.css"></head>',
    '<body><div id="root"></div><script type="module" src="/src/theming/main.tsx"></script></body></html>',
  ].join('\n'),

  'src/theming/theming.css': [
    ':root {',
    '  --hci-radius-medium: 0px;',
    '  --hci-font-family: Georgia, serif;',
    '}',
    '.partner {',
    '  --hci-color-surface-brand: #7a1f5c;',
    '  --hci-color-surface-raised: #fdf0f8;',
    '}',
  ].join('\n'),

  'src/theming/main.tsx': [
    'import {',
    '  Button,',
    '  Dialog,',
    '  DialogTrigger,',
    '  OverlaysInside,',
    '  ThemeProvider,',
    "} from '@hci/design-system';",
    "import { createRoot } from 'react-dom/client';",
    "import { IntlProvider } from 'react-intl';",
    '',
    "createRoot(document.getElementById('root')!).render(",
    '  <IntlProvider locale="en-US" defaultLocale="en-US">',
    '    <ThemeProvider theme="light">',
    '      <Button>Standard</Button>',
    '      <div className="partner">',
    '        <OverlaysInside>',
    '          <Button>Partner</Button>',
    '          <DialogTrigger>',
    '            <Button variant="secondary">Partner details</Button>',
    '            <Dialog title="Partner dialog">',
    '              <Button>Partner action</Button>',
    '            </Dialog>',
    '          </DialogTrigger>',
    '        </OverlaysInside>',
    '      </div>',
    '    </ThemeProvider>',
    '  </IntlProvider>,',
    ');',
  ].join('\n'),

  'vite.theming.config.ts': [
    "import react from '@vitejs/plugin-react';",
    "import { defineConfig } from 'vite';",
    '',
    'export default defineConfig({',
    '  plugins: [react()],',
    "  build: { target: 'es2022', outDir: 'dist-theming', rollupOptions: { input: 'theming.html' } },",
    '});',
  ].join('\n'),

  // A server's page as the README says to write it: the before-paint script inlined, the tokens
  // and the components' styles linked (copied beside the page from the package's exports).
  'ssr-page.mjs': [
    "import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';",
    "import { fileURLToPath } from 'node:url';",
    "import { createElement as h } from 'react';",
    "import { renderToString } from 'react-dom/server';",
    "import { IntlProvider } from 'react-intl';",
    "import { Button, ThemeProvider, themeBeforePaintScript } from '@hci/design-system';",
    '',
    "mkdirSync('ssr', { recursive: true });",
    "for (const name of ['tokens.css', 'style.css']) {",
    '  const file = fileURLToPath(import.meta.resolve(`@hci/design-system/${name}`));',
    '  copyFileSync(file, `ssr/${name}`);',
    '}',
    'const body = renderToString(',
    "  h(IntlProvider, { locale: 'en-US', defaultLocale: 'en-US' },",
    "    h(ThemeProvider, null, h(Button, null, 'Save'))),",
    ');',
    'const head = [',
    "  '<title>Server</title>',",
    '  `<script>${themeBeforePaintScript}</script>`,',
    '  \'<link rel="stylesheet" href="/tokens.css">\',',
    '  \'<link rel="stylesheet" href="/style.css">\',',
    "].join('');",
    'writeFileSync(',
    "  'ssr/index.html',",
    '  `<!doctype html><html lang="en"><head>${head}</head><body><div id="root">${body}</div></body></html>`,',
    ');',
  ].join('\n'),
};

export function writeThemingFiles(dir: string) {
  for (const [path, content] of Object.entries(themingFiles)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), `${content}\n`);
  }
}

/** The README's TypeScript and TSX code blocks, in the order they appear. */
export function readmeCodeBlocks(readme: string): { language: 'ts' | 'tsx'; code: string }[] {
  return [...readme.matchAll(/^( *)```(tsx?)\n([\s\S]*?)^\1```$/gm)].map(
    ([, indent = '', language, code = '']) => ({
      language: language as 'ts' | 'tsx',
      code: code.replace(new RegExp(`^${indent}`, 'gm'), ''),
    }),
  );
}

/** Each README block as a module of the consumer's own, which its type checks then compile. */
export function writeReadmeBlocks(dir: string, readme: string): number {
  const blocks = readmeCodeBlocks(readme);
  mkdirSync(join(dir, 'src/readme'), { recursive: true });
  blocks.forEach(({ language, code }, index) => {
    // A module of its own, so that the blocks' names do not meet.
    writeFileSync(join(dir, `src/readme/block${index + 1}.${language}`), `${code}\nexport {};\n`);
  });
  return blocks.length;
}
