import type { CompiledMessages, Locale } from '@hci/design-system';

/**
 * The coach app's own catalogue for a locale; the design system's I18nProvider merges it with its
 * own. English needs none: the shared Vite setup compiles each English text into its message.
 */
export async function loadCoachMessages(locale: Locale): Promise<CompiledMessages> {
  if (locale === 'es') {
    return (await import('../compiled-lang/es.json')).default as unknown as CompiledMessages;
  }
  return {};
}
