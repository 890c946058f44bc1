// Vite's library mode extracts each module's CSS into its own file but leaves the JS unaware of
// it. This plugin makes every built module import its own stylesheet, so a consumer's bundler
// picks up exactly the CSS of the components it imports (no plugin, no manual import), and also
// writes all of it into one `style.css` for consumers without a bundler.
import { posix } from 'node:path';
import type { Plugin } from 'vite';

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
        const imports = importedCss.map((cssFile) => {
          const relative = posix.relative(posix.dirname(file.fileName), cssFile);
          return `import '${relative.startsWith('.') ? relative : `./${relative}`}';`;
        });
        file.code = `${imports.join('\n')}\n${file.code}`;
      }
      for (const file of Object.values(bundle)) {
        if (file.type === 'asset' && file.fileName.endsWith('.css')) {
          allCss.push(String(file.source));
        }
      }
      this.emitFile({ type: 'asset', fileName: 'style.css', source: allCss.join('\n') });
    },
  };
}
