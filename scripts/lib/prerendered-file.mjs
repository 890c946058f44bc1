// Where scripts/prerender.mjs lists the pages it wrote inside an app's dist folder, and in which
// languages: the product's (design-system/src/i18n/locales.ts), English first as the fallback.
// A module of its own because the static server reads it on a fresh clone, before the build
// tools are installed.
export const prerenderedFile = '.vite/prerendered.json';
export const prerenderedLocales = ['en-US', 'es'];
