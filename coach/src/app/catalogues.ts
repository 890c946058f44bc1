import { loadFrameMessages } from '@hci/app-frame';
import type { CompiledMessages, Locale } from '@hci/design-system';

/**
 * The coach app's own catalogue for a locale, over the app frame's; the design system's
 * I18nProvider merges it with its own. English needs none: the shared Vite setup compiles each
 * English text into its message.
 */
export async function loadCoachMessages(locale: Locale): Promise<CompiledMessages> {
  if (locale !== 'es') return loadFrameMessages(locale);
  const [frame, own] = await Promise.all([
    loadFrameMessages(locale),
    import('../compiled-lang/es.json'),
  ]);
  return { ...frame, ...(own.default as unknown as CompiledMessages) };
}
