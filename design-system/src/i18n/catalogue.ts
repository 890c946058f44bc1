// The design system's compiled catalogues (built by `node scripts/i18n.mjs`). English, the default,
// is bundled; Spanish is a separate chunk loaded on demand.
import type { MessageFormatElement } from 'react-intl';
import english from '../compiled-lang/en-US.json';
import type { Locale } from './locales';

/** A compiled catalogue: what IntlProvider's `messages` receives. */
export type CompiledMessages = Record<string, MessageFormatElement[]>;

export const englishMessages = english as unknown as CompiledMessages;

export async function loadDesignSystemMessages(locale: Locale): Promise<CompiledMessages> {
  if (locale === 'en-US') return englishMessages;
  const spanish = await import('../compiled-lang/es.json');
  return spanish.default as unknown as CompiledMessages;
}
