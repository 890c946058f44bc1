import type { CompiledMessages, Locale } from '@hci/design-system';
import english from './compiled-lang/en-US.json';

const englishMessages = english as unknown as CompiledMessages;

/**
 * The coach app's own catalogue for a locale; the design system's I18nProvider merges it with its
 * own. English ships in the entry chunk, Spanish loads when chosen.
 */
export async function loadCoachMessages(locale: Locale): Promise<CompiledMessages> {
  if (locale === 'es') {
    return (await import('./compiled-lang/es.json')).default as unknown as CompiledMessages;
  }
  return englishMessages;
}
