// The frame's compiled catalogues (built by `node scripts/i18n.mjs`). Each app's loader merges
// them under its own; English needs none in a built app, since the shared Vite setup compiles each
// English text into its message.
import type { CompiledMessages, Locale } from '@hci/design-system';

export async function loadFrameMessages(locale: Locale): Promise<CompiledMessages> {
  if (locale === 'es') {
    return (await import('./compiled-lang/es.json')).default as unknown as CompiledMessages;
  }
  return {};
}
