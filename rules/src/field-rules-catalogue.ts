// The compiled catalogue of the institute's field-rule messages (built by `npm run i18n`), for the
// apps to merge under their own. English needs none in a built app: the shared Vite setup compiles
// each English text into its message.
import type { Locale } from '@hci/api-schema';

export async function loadFieldRuleMessages(locale: Locale): Promise<Record<string, unknown>> {
  if (locale === 'es') return (await import('./compiled-lang/es.json')).default;
  return {};
}
