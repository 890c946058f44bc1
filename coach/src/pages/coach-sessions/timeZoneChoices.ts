import { formatTimeZoneName } from '@hci/design-system';

/**
 * Every time zone the browser knows, named in the user's language (the design system's labels)
 * and in order of those names; the `kept` ones are among them even when the browser does not list
 * them (as `UTC`).
 */
export function timeZoneChoices(locale: string, kept: readonly string[]) {
  const zones = [...new Set([...Intl.supportedValuesOf('timeZone'), ...kept])];
  const collator = new Intl.Collator(locale);
  return zones
    .map((id) => ({ id, name: formatTimeZoneName(id, locale) }))
    .sort((a, b) => collator.compare(a.name, b.name));
}
