/** The choices a coach picks booking settings from, each with the stored value kept selectable. */

/** Minutes of notice: none, hours, days, up to the contract's two weeks. */
export const noticeChoices = [0, 60, 120, 240, 720, 1440, 2880, 4320, 10080, 20160];
/** Minutes kept free around a session, up to the contract's four hours. */
export const bufferChoices = [0, 5, 10, 15, 30, 45, 60, 90, 120, 240];
/** Sessions a day; null is no limit. */
export const dailyLimitChoices: (number | null)[] = [null, 1, 2, 3, 4, 5, 6, 8, 10, 12];

/** The choices with `current` among them (a value set elsewhere stays as it is), in order. */
export function withCurrent<T extends number | null>(choices: readonly T[], current: T): T[] {
  if (choices.includes(current)) return [...choices];
  return [...choices, current].sort((a, b) => (a ?? -1) - (b ?? -1));
}

/** A span of minutes in the largest whole unit (days, hours, minutes), in the user's language. */
export function formatMinutes(minutes: number, locale: string): string {
  const [value, unit] =
    minutes > 0 && minutes % 1440 === 0
      ? [minutes / 1440, 'day']
      : minutes > 0 && minutes % 60 === 0
        ? [minutes / 60, 'hour']
        : [minutes, 'minute'];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}
