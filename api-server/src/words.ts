// What the API words itself, in its reader's language: its e-mails, and the offer it keeps for a
// coach. English is declared beside each use and extracted into lang/en-US.json by `npm run
// i18n`; Spanish is written in lang/es.json; both are compiled into src/compiled-lang/.
import type { Language } from '@hci/api-schema';
import { IntlMessageFormat } from 'intl-messageformat';
import english from './compiled-lang/en-US.json';
import spanish from './compiled-lang/es.json';

export interface MessageDescriptor {
  id: string;
  defaultMessage: string;
}

/** Declared without react-intl's runtime; formatjs extraction finds calls by this function's name. */
export function defineMessages<T extends Record<string, MessageDescriptor>>(messages: T): T {
  return messages;
}

/** A message as formatjs compiles it: formatted without parsing at run time. */
type CompiledMessage = Exclude<ConstructorParameters<typeof IntlMessageFormat>[0], string>;

const catalogues: Record<Language, { locale: string; messages: Record<string, CompiledMessage> }> =
  {
    EN: { locale: 'en-US', messages: english as unknown as Record<string, CompiledMessage> },
    ES: { locale: 'es', messages: spanish as unknown as Record<string, CompiledMessage> },
  };

/** The locale a language's words are written for (an HTML page's `lang`). */
export const localeOf = (language: Language) => catalogues[language].locale;

const formats = new Map<string, IntlMessageFormat>();

/** A message in the reader's language, its values put in. */
export function say(
  language: Language,
  { id }: MessageDescriptor,
  values?: Record<string, string | number>,
): string {
  const key = `${language}:${id}`;
  let format = formats.get(key);
  if (!format) {
    const { locale, messages } = catalogues[language];
    const message = messages[id];
    if (!message) throw new Error(`The ${locale} catalogue has no message ${id}`);
    format = new IntlMessageFormat(message, locale);
    formats.set(key, format);
  }
  return String(format.format(values));
}
