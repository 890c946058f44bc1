// Where scripts/prerender.mjs lists the pages it wrote inside an app's dist folder, and in which
// languages: the product's (design-system/src/i18n/locales.ts), English first as the fallback.
// A module of its own because the static server reads it on a fresh clone, before the build
// tools are installed.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const prerenderedFile = '.vite/prerendered.json';
export const prerenderedLocales = ['en-US', 'es'];

/**
 * The address of each page prerendered into a build, with the query parameters it was rendered
 * with (any value), so that the server sends the prerendered page to it.
 */
export function prerenderedPaths(dist) {
  const { pages } = JSON.parse(readFileSync(join(dist, prerenderedFile), 'utf8'));
  return pages.map(({ path, params = {} }) => {
    const present = Object.keys(params).filter((name) => params[name]);
    return present.length ? `${path}?${present.map((name) => `${name}=x`).join('&')}` : path;
  });
}
