import { Temporal } from 'temporal-polyfill';

/** Times of day a session or an hour of availability can start or end at: every quarter hour, HH:MM. */
export const quarterHours: readonly string[] = Array.from({ length: 96 }, (_, index) => {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(index / 4))}:${pad((index % 4) * 15)}`;
});

const labelsByLocale = new Map<string, readonly string[]>();

/**
 * The quarter hours written the way `locale` writes times, in the order of `quarterHours`. Kept
 * per locale: a schedule page holds a dozen time selects, and formatting their 96 times again on
 * every keystroke or dialog cost hundreds of milliseconds.
 */
export function quarterHourLabels(locale: string): readonly string[] {
  let labels = labelsByLocale.get(locale);
  if (!labels) {
    labels = quarterHours.map((time) =>
      Temporal.PlainTime.from(time).toLocaleString(locale, { hour: 'numeric', minute: '2-digit' }),
    );
    labelsByLocale.set(locale, labels);
  }
  return labels;
}
