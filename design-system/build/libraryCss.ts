// Vite's library mode extracts each module's CSS into its own file but leaves the JS unaware of
// it. This plugin makes every built module import its own stylesheet, so a consumer's bundler
// picks up exactly the CSS of the components it imports (no plugin, no manual import), and also
// writes all of it into one `style.css` for consumers without a bundler.
//
// The import goes through the package's own subpath imports (`#css/…` in package.json), which
// name the stylesheet for bundlers and an empty module under the `node` condition: Node, a test
// runner's jsdom and a server render load the package with no loader for `.css`.
//
// Modules that use React (hooks, context, react-aria, react-intl) start with `'use client'`, so a
// React Server Components framework renders them on the client; the rest (rules, formatters,
// tokens, class names) stay importable in server code.
import type { Plugin, Rolldown } from 'vite';

/** The module the `#css/…` imports resolve to under the `node` condition. */
export const noStylesFile = 'noStyles.js';

const clientOnly =
  /^(react|react-dom|react-intl|react-aria|react-aria-components|react-stately)(\/|$)/;

/** The lines a built module starts with: its directive, then its stylesheets. */
function headOf(chunk: Rolldown.OutputChunk): string[] {
  const usesReact = chunk.imports.some((id) => clientOnly.test(id));
  return [
    ...(usesReact ? ["'use client';"] : []),
    ...[...(chunk.viteMetadata?.importedCss ?? [])].map((cssFile) => `import '#css/${cssFile}';`),
  ];
}

/**
 * Prepends whole lines to a chunk and moves its source map down by as many lines (an empty
 * mappings line each). Done here, not in renderChunk, because Vite tells a module which
 * stylesheets it imports only once the bundle is generated.
 */
function prependLines(bundle: Rolldown.OutputBundle, chunk: Rolldown.OutputChunk, lines: string[]) {
  chunk.code = `${lines.join('\n')}\n${chunk.code}`;
  const mapFile = bundle[`${chunk.fileName}.map`] as Rolldown.OutputAsset | undefined;
  if (!mapFile) return;
  const map = JSON.parse(String(mapFile.source)) as { mappings: string };
  map.mappings = `${';'.repeat(lines.length)}${map.mappings}`;
  mapFile.source = JSON.stringify(map);
}

export function libraryCss(): Plugin {
  return {
    name: 'hci:library-css',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const allCss: string[] = [];
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk') continue;
        const head = headOf(file);
        if (head.length > 0) prependLines(bundle, file, head);
      }
      for (const file of Object.values(bundle)) {
        if (file.type === 'asset' && file.fileName.endsWith('.css')) {
          allCss.push(String(file.source));
        }
      }
      this.emitFile({ type: 'asset', fileName: 'style.css', source: allCss.join('\n') });
      this.emitFile({
        type: 'asset',
        fileName: noStylesFile,
        source:
          '// Stylesheets are for browsers: under Node a component imports none.\nexport {};\n',
      });
    },
  };
}
