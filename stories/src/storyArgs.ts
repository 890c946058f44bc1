// Story arguments that are text (a field's label, a dialog's title, an error message) are written
// in English in the story files and read in the toolbar's language from a catalogue: the Spanish
// one maps each English text to its Spanish (storyArgs.es.json). A decorator in preview.tsx hands
// the story its args in that language; a play function looks its texts up with `argText`. Texts
// that are no one's words (a person's name, an address, a typed value) map to themselves.
import { cloneElement, isValidElement } from 'react';
import { defaultLocale, isLocale, type Locale } from '@hci/design-system';
import spanish from './storyArgs.es.json';

const catalogues: Partial<Record<Locale, Record<string, string>>> = { es: spanish };

/** The args' props whose strings are words a reader reads, and so are in every catalogue. */
export const textProps = new Set([
  'aria-label',
  'children',
  'confirmLabel',
  'content',
  'data',
  'description',
  'errorMessage',
  'label',
  'legend',
  'loadingLabel',
  'name',
  'placeholder',
  'title',
  'valueLabel',
]);

function localeOf(globals: Record<string, unknown>): Locale {
  return isLocale(globals.locale) ? globals.locale : defaultLocale;
}

/** `english` in the locale of the story's globals: itself where the catalogue has no entry. */
export function argText(globals: Record<string, unknown>): (english: string) => string {
  const catalogue = catalogues[localeOf(globals)];
  return (english) => catalogue?.[english] ?? english;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/** `value` with its texts in the catalogue's language; the same value where none changes. */
function translated(value: unknown, text: (english: string) => string): unknown {
  if (typeof value === 'string') return text(value);
  if (Array.isArray(value)) {
    const items = value.map((item) => translated(item, text));
    return items.some((item, index) => item !== value[index]) ? items : value;
  }
  // An element passed as an arg (a tooltip's button) keeps its type, key and ref.
  if (isValidElement(value)) {
    const props = translated(value.props, text);
    return props === value.props ? value : cloneElement(value, props as object);
  }
  if (!isPlainObject(value)) return value;
  const entries = Object.entries(value).map(([key, item]) => [key, translated(item, text)]);
  return entries.some(([key, item]) => item !== value[key as string])
    ? Object.fromEntries(entries)
    : value;
}

/** The story's args with every text the catalogue knows in the locale of its globals. */
export function argsInLocale<Args extends Record<string, unknown>>(
  args: Args,
  globals: Record<string, unknown>,
): Args {
  if (localeOf(globals) === defaultLocale) return args;
  return translated(args, argText(globals)) as Args;
}

/**
 * The texts among `args` (under `textProps`, at any depth) that a locale's catalogue lacks: each
 * is a word left in English in that language's toolbar.
 */
export function textsMissingIn(locale: Locale, args: Record<string, unknown>): string[] {
  const catalogue = catalogues[locale] ?? {};
  const missing: string[] = [];
  const visit = (value: unknown, prop: string | undefined) => {
    if (typeof value === 'string') {
      if (prop && textProps.has(prop) && /\p{L}/u.test(value) && !(value in catalogue))
        missing.push(value);
    } else if (Array.isArray(value)) value.forEach((item) => visit(item, prop));
    else if (isValidElement(value)) visit(value.props, undefined);
    else if (isPlainObject(value))
      for (const [key, item] of Object.entries(value)) visit(item, key);
  };
  visit(args, undefined);
  return missing;
}

/** The locales other than the default, each with a catalogue of story texts. */
export const translatedLocales = Object.keys(catalogues) as Locale[];
