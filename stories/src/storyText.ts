// What a component or an app page says in a story's locale, for play functions that look for the
// text a page produces ("Show password", "Next page", a validation message, a page's heading):
// formatted from the same compiled catalogues and message id the code uses, so a story passes
// whichever language the toolbar (or a test project) picks.
import { loadFrameMessages } from '@hci/app-frame';
import { createIntl, type IntlShape, type PrimitiveType } from 'react-intl';
import {
  defaultLocale,
  isLocale,
  loadDesignSystemMessages,
  type CompiledMessages,
  type Locale,
} from '@hci/design-system';
// Storybook builds with the apps' Vite setup, which compiles English texts into the components
// themselves, so the loaders return no English catalogue there; the compiled files hold the same
// texts.
import validationEnglish from '../../validation/src/compiled-lang/en-US.json';
import designSystemEnglish from '../../design-system/src/compiled-lang/en-US.json';
import frameEnglish from '../../app-frame/src/compiled-lang/en-US.json';
import portalEnglish from '../../portal/src/compiled-lang/en-US.json';
import coachEnglish from '../../coach/src/compiled-lang/en-US.json';

/**
 * Whose catalogue a story's texts come from, beside the design system's (the validation rules'
 * included) and the app frame's.
 */
export type StoryCatalogue = 'library' | 'portal' | 'coach';

/**
 * Formats a message by id, with its values; `intl` formats the values themselves (numbers, lists)
 * as the page does, and message descriptors.
 */
export type StoryText = ((id: string, values?: Record<string, PrimitiveType>) => string) & {
  intl: IntlShape;
  locale: Locale;
};

const english: Record<StoryCatalogue, object> = {
  library: {},
  portal: portalEnglish,
  coach: coachEnglish,
};

// Each app's Spanish chunk, loaded only by the stories that need it.
const spanish: Record<StoryCatalogue, () => Promise<unknown>> = {
  library: async () => ({}),
  portal: async () => (await import('../../portal/src/compiled-lang/es.json')).default,
  coach: async () => (await import('../../coach/src/compiled-lang/es.json')).default,
};

async function catalogue(locale: Locale, app: StoryCatalogue): Promise<CompiledMessages> {
  if (locale === defaultLocale)
    return {
      ...validationEnglish,
      ...designSystemEnglish,
      ...frameEnglish,
      ...english[app],
    } as CompiledMessages;
  const [designSystem, frame, own] = await Promise.all([
    loadDesignSystemMessages(locale),
    loadFrameMessages(locale),
    spanish[app](),
  ]);
  return { ...designSystem, ...frame, ...(own as CompiledMessages) };
}

/**
 * The texts in the locale of the story's `globals`: the design system's and the app frame's, and
 * with `app` that app's own as well.
 */
export async function storyText(
  globals: Record<string, unknown>,
  app: StoryCatalogue = 'library',
): Promise<StoryText> {
  const locale = isLocale(globals.locale) ? globals.locale : defaultLocale;
  const messages = await catalogue(locale, app);
  const intl = createIntl({ locale, defaultLocale, messages });
  const text = (id: string, values?: Record<string, PrimitiveType>) => {
    if (!(id in messages)) throw new Error(`No message ${id} in the ${app} catalogue (${locale}).`);
    return intl.formatMessage({ id }, values);
  };
  return Object.assign(text, { intl, locale });
}

// A space of a text matches any space: Testing Library reads a page's no-break spaces (Spanish
// `1.000,00 US$`) as plain ones in its text, but keeps them in an accessible name or description.
const pattern = (part: string) =>
  part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/[ \u00a0\u202f]/g, '\\s');

/** Matches text containing `part` (a label followed by its required marker, say). */
export function containing(part: string): RegExp {
  return new RegExp(pattern(part));
}

/** Matches exactly `part`, whichever spaces the page writes in it. */
export function exactly(part: string): RegExp {
  return new RegExp(`^${pattern(part)}$`);
}
