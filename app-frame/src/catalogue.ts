// The frame's compiled catalogues (built by `node scripts/i18n.mjs`). Each app's loader merges
// them under its own; English needs none in a built app, since the shared Vite setup compiles each
// English text into its message.
// The institute's field-rule messages come along: every form of the frame and the apps may show one.
import { loadFieldRuleMessages } from '@hci/rules/field-rules';
import type { CompiledMessages, Locale } from '@hci/design-system';

export async function loadFrameMessages(locale: Locale): Promise<CompiledMessages> {
  if (locale !== 'es') return {};
  const [fieldRules, own] = await Promise.all([
    loadFieldRuleMessages(locale),
    import('./compiled-lang/es.json'),
  ]);
  return { ...fieldRules, ...own.default } as unknown as CompiledMessages;
}
