// Prints the design system's size figures (not a timed test): the gzip size of all component CSS
// (target: under 20 KB) and what an app that imports a single component pays for it.
// Builds the package first. Run from the repo root: `node design-system/bench.mjs`.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { bundleOneComponent, packageDir } from './build/bundleCheck.mjs';

const cssTargetBytes = 20 * 1024;
const kilobytes = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

execFileSync('npx', ['vite', 'build', '--logLevel', 'error'], {
  cwd: packageDir,
  stdio: 'inherit',
});

const allCss = readFileSync(join(packageDir, 'dist', 'style.css'));
const cssGzip = gzipSync(allCss).length;
const stylesheets = readdirSync(join(packageDir, 'dist'), { recursive: true }).filter(
  (file) => String(file).endsWith('.css') && String(file) !== 'style.css',
);

const baseline = await bundleOneComponent(null);
const button = await bundleOneComponent('Button');

console.info('design-system');
console.info(
  `  CSS of all components: ${kilobytes(cssGzip)} gzip (${kilobytes(allCss.length)} raw, ` +
    `${stylesheets.length} stylesheets), target < ${kilobytes(cssTargetBytes)}: ` +
    (cssGzip < cssTargetBytes ? 'met' : 'MISSED'),
);
console.info(
  `  App importing only Button: JS ${kilobytes(button.jsGzip)} gzip, CSS ${kilobytes(button.cssGzip)} gzip`,
);
console.info(
  `    of which the design system (Button, react-aria, theme): JS ${kilobytes(button.jsGzip - baseline.jsGzip)} gzip ` +
    `over the React + react-intl baseline of ${kilobytes(baseline.jsGzip)}`,
);
console.info(
  `    other components in it: ${['ds.toast.close', 'ds.appShell.skipLink', 'ds.notFound.title'].some((id) => button.js.includes(id)) ? 'FOUND' : 'none'}`,
);
