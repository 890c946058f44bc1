// What a design-system component says in a story's locale, for play functions that look for the
// text a component produces ("Show password", "Next page", a validation message): formatted from
// the same compiled catalogues and message id the component uses (the ones preview.tsx loads), so
// a story passes whichever language the toolbar (or a test project) picks.
import { loadFrameMessages } from '@hci/app-frame';
import { createIntl, type IntlShape, type PrimitiveType } from 'react-intl';
import {
  defaultLocale,
  isLocale,
  loadDesignSystemMessages,
  type CompiledMessages,
} from '@hci/design-system';
// Storybook builds with the apps' Vite setup, which compiles English texts into the components
// themselves, so the loader returns no English catalogue there; the compiled file holds the same
// texts.
import english from '../../design-system/src/compiled-lang/en-US.json';

/**
 * Formats a design-system message by id, with its values; `intl` formats the values themselves
 * (numbers, lists) as the component does, and the app frame's message descriptors.
 */
export type StoryText = ((id: string, values?: Record<string, PrimitiveType>) => string) & {
  intl: IntlShape;
};

/** The design system's texts in the locale of the story's `globals`. */
export async function storyText(globals: Record<string, unknown>): Promise<StoryText> {
  const locale = isLocale(globals.locale) ? globals.locale : defaultLocale;
  const messages =
    locale === defaultLocale
      ? (english as unknown as CompiledMessages)
      : { ...(await loadDesignSystemMessages(locale)), ...(await loadFrameMessages(locale)) };
  const intl = createIntl({ locale, defaultLocale, messages });
  const text = (id: string, values?: Record<string, PrimitiveType>) => {
    if (!(id in messages)) throw new Error(`No design-system message ${id} in ${locale}.`);
    return intl.formatMessage({ id }, values);
  };
  return Object.assign(text, { intl });
}

/** Matches text containing `part` (a label followed by its required marker, say). */
export function containing(part: string): RegExp {
  return new RegExp(part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
}
