// What `temporal-polyfill` resolves to in the apps (vite.shared.ts): the browser's own Temporal
// where it has one (Chromium 144+, Firefox 139+), and only elsewhere the polyfill, fetched as a
// chunk of its own. The polyfill itself prefers the built-in one, but ships its ~18 KB anyway.
import type { Temporal as TemporalApi } from 'temporal-polyfill';

const builtIn = (globalThis as { Temporal?: typeof TemporalApi }).Temporal;

export const Temporal: typeof TemporalApi = builtIn ?? (await import('temporal-polyfill')).Temporal;
