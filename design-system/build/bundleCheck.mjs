// Builds a tiny app that imports one component from the built package (dist), the way a
// consumer's bundler would, and reports what ends up in it. Used by the bundle test and by
// bench.mjs. Run `npm run build -w @hci/design-system` first.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

export const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');

const entryId = 'virtual:one-component';

/**
 * @param {string | null} component an export of the package, e.g. "Button"; `null` builds the
 *   same app without the design system (React, react-dom, react-intl), the baseline to subtract.
 * @returns {Promise<{ js: string, css: string, jsGzip: number, cssGzip: number }>}
 */
export async function bundleOneComponent(component) {
  const element = component ?? `'button'`;
  const entry = [
    `import { createElement } from 'react';`,
    `import { createRoot } from 'react-dom/client';`,
    `import { IntlProvider } from 'react-intl';`,
    component ? `import { ${component} } from '@hci/design-system';` : '',
    `createRoot(document.getElementById('root')).render(`,
    `  createElement(IntlProvider, { locale: 'en-US' }, createElement(${element}, null, 'Save')),`,
    `);`,
  ].join('\n');
  const result = await build({
    root: packageDir,
    configFile: false,
    logLevel: 'silent',
    // The published entry, not the workspace source: what a consumer gets.
    resolve: { alias: { '@hci/design-system': join(packageDir, 'dist', 'index.js') } },
    plugins: [
      {
        name: 'one-component-entry',
        resolveId: (id) => (id === entryId ? entryId : null),
        load: (id) => (id === entryId ? entry : null),
      },
    ],
    build: {
      write: false,
      minify: true,
      cssCodeSplit: false,
      rollupOptions: { input: entryId },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((item) =>
    'output' in item ? item.output : [],
  );
  const js = outputs
    .filter((file) => file.type === 'chunk')
    .map((file) => file.code)
    .join('\n');
  const css = outputs
    .filter((file) => file.type === 'asset' && file.fileName.endsWith('.css'))
    .map((file) => String(file.source))
    .join('\n');
  return { js, css, jsGzip: gzipSync(js).length, cssGzip: gzipSync(css).length };
}

/** Class names a built stylesheet defines, e.g. those of `dist/AppShell/AppShell.css…css`. */
export function classNamesIn(cssFile) {
  const css = readFileSync(cssFile, 'utf8');
  return new Set([...css.matchAll(/\.([A-Za-z_][\w-]*)/g)].map((match) => match[1]));
}
