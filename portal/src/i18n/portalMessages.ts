// The portal's compiled catalogues (built by `node scripts/i18n.mjs`). English is bundled with the
// app; Spanish is its own chunk, loaded when a student picks it.
import type { CompiledMessages, Locale } from '@hci/design-system';
import english from '../compiled-lang/en-US.json';

export const portalEnglish = english as unknown as CompiledMessages;

export async function loadPortalMessages(locale: Locale): Promise<CompiledMessages> {
  if (locale === 'en-US') return portalEnglish;
  const spanish = await import('../compiled-lang/es.json');
  return spanish.default as unknown as CompiledMessages;
}
