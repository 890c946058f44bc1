import { formatTimeZoneName } from '@hci/design-system';

/**
 * Every time zone the browser knows, named in the user's language (the design system's labels)
 * and in order of those names; `current` stays among them even when the browser does not list it.
 */
export function timeZoneChoices(locale: string, current: string) {
  const zones = Intl.supportedValuesOf('timeZone');
  if (!zones.includes(current)) zones.push(current);
  const collator = new Intl.Collator(locale);
  return zones
    .map((id) => ({ id, name: formatTimeZoneName(id, locale) }))
    .sort((a, b) => collator.compare(a.name, b.name));
}
