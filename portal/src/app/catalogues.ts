// The portal's compiled catalogues (built by `node scripts/i18n.mjs`), over the app frame's.
// English needs none: the shared Vite setup compiles each English text into its message. Spanish
// is its own chunks, loaded when a student picks it.
import { loadFrameMessages } from '@hci/app-frame';
import type { CompiledMessages, Locale } from '@hci/design-system';

export async function loadPortalMessages(locale: Locale): Promise<CompiledMessages> {
  if (locale !== 'es') return loadFrameMessages(locale);
  const [frame, own] = await Promise.all([
    loadFrameMessages(locale),
    import('../compiled-lang/es.json'),
  ]);
  return { ...frame, ...(own.default as unknown as CompiledMessages) };
}
