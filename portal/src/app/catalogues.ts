// The portal's compiled catalogues (built by `node scripts/i18n.mjs`). English needs none: the
// shared Vite setup compiles each English text into its message. Spanish is its own chunk,
// loaded when a student picks it.
import type { CompiledMessages, Locale } from '@hci/design-system';

export async function loadPortalMessages(locale: Locale): Promise<CompiledMessages> {
  if (locale === 'es') {
    return (await import('../compiled-lang/es.json')).default as unknown as CompiledMessages;
  }
  return {};
}
