// Vite's library mode extracts each module's CSS into its own file but leaves the JS unaware of
// it. This plugin makes every built module import its own stylesheet, so a consumer's bundler
// picks up exactly the CSS of the components it imports (no plugin, no manual import), and also
// writes all of it into one `style.css` for consumers without a bundler.
//
// The import goes through the package's own subpath imports (`#css/…` in package.json), which
// name the stylesheet for bundlers and an empty module under the `node` condition: Node, a test
// runner's jsdom and a server render load the package with no loader for `.css`.
import type { Plugin } from 'vite';

/** The module the `#css/…` imports resolve to under the `node` condition. */
export const noStylesFile = 'noStyles.js';

export function libraryCss(): Plugin {
  return {
    name: 'hci:library-css',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const allCss: string[] = [];
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk') continue;
        const importedCss = [...(file.viteMetadata?.importedCss ?? [])];
        if (importedCss.length === 0) continue;
        const imports = importedCss.map((cssFile) => `import '#css/${cssFile}';`);
        file.code = `${imports.join('\n')}\n${file.code}`;
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
