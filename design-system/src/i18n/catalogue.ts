// The design system's compiled catalogues (built by `node scripts/i18n.mjs`), each a separate
// chunk loaded on demand. Apps built with the shared Vite setup carry the English texts already
// compiled inside each message (scripts/lib/inline-messages.mjs), so they load no English one.
import type { MessageFormatElement } from 'react-intl';
import type { Locale } from './locales';

/** A compiled catalogue: what IntlProvider's `messages` receives. */
export type CompiledMessages = Record<string, MessageFormatElement[]>;

/** The components' messages and those of the validation rules the forms show. */
export async function loadDesignSystemMessages(locale: Locale): Promise<CompiledMessages> {
  if (locale === 'es') {
    const [own, rules] = await Promise.all([
      import('../compiled-lang/es.json'),
      import('@hci/validation/compiled-lang/es.json'),
    ]);
    return { ...rules.default, ...own.default } as unknown as CompiledMessages;
  }
  if (import.meta.env.HCI_MESSAGES_INLINED) return {};
  const [own, rules] = await Promise.all([
    import('../compiled-lang/en-US.json'),
    import('@hci/validation/compiled-lang/en-US.json'),
  ]);
  return { ...rules.default, ...own.default } as unknown as CompiledMessages;
}
