// A page's words looked up as the portal looks them up, by message id in the catalogues of the
// packages it is built from, so that one journey can be walked in either language.
import { readFileSync } from 'node:fs';
import { createIntl } from 'react-intl';

export type Locale = 'en-US' | 'es';
/** Values of a message's placeholders, as formatMessage takes them. */
type Values = Record<string, string | number>;

const packages = ['design-system', 'validation', 'app-frame', 'portal'];
/** Stands in for a placeholder whose value a pattern leaves open (a private-use character). */
const open = '\uE000';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export interface Messages {
  locale: Locale;
  /** The text of a message, its placeholders filled. */
  text(id: string, values?: Values): string;
  /**
   * The text of a message as a pattern, in which each placeholder named in `openValues` matches
   * any text (captured, in the message's order); for a money amount or a name the test does not know.
   */
  pattern(id: string, values?: Values, openValues?: string[]): RegExp;
}

export function messagesFor(locale: Locale): Messages {
  const messages: Record<string, string> = Object.assign(
    {},
    ...packages.map((name) =>
      JSON.parse(
        readFileSync(new URL(`../../${name}/lang/${locale}.json`, import.meta.url), 'utf8'),
      ),
    ),
  );
  const intl = createIntl({
    locale,
    messages,
    onError: (error) => {
      throw error;
    },
  });
  const text = (id: string, values?: Values) => {
    if (!(id in messages)) throw new Error(`No message ${id} in the ${locale} catalogues`);
    return intl.formatMessage({ id }, values);
  };
  return {
    locale,
    text,
    pattern(id, values = {}, openValues = []) {
      const filled = text(id, {
        ...values,
        ...Object.fromEntries(openValues.map((name) => [name, open])),
      });
      return new RegExp(escaped(filled).replaceAll(open, '(.+)'));
    },
  };
}
