// A month of days to choose one from, shown in the page rather than in a dialog: react-aria's
// calendar (its grid, arrow keys, Page Up and Down for months, the days' names read out) on the
// Gregorian calendar only, with the days that have something to choose marked and the others
// unavailable.
import { parseDate, type DateValue } from '@internationalized/date';
import { GregorianCalendar } from '../CalendarMonth';
import * as month from '../CalendarMonth/CalendarMonth.css';
import { mergeClassNames, type StyleProps } from '../css/styleProps';
import * as styles from './DayPicker.css';

export interface DayPickerProps extends StyleProps {
  /** The calendar's name, read out when focus enters it ("Day of the session"). */
  label: string;
  /** The chosen day, ISO `YYYY-MM-DD`, or null. */
  value: string | null;
  /** Receives the chosen day as ISO `YYYY-MM-DD`. */
  onChange: (day: string) => void;
  /** The day focus is on; the month shown is its month. */
  focusedDay: string;
  /** Receives the day focus moves to, as the arrows and the month buttons move it. */
  onFocusedDayChange: (day: string) => void;
  /** The first and last days offered (ISO); the month buttons stop at their months. */
  minDay?: string;
  maxDay?: string;
  /**
   * Whether a day has something to choose. Days without show struck through and cannot be
   * chosen, though the arrows still move through them; days with show a mark under the number.
   */
  isDayAvailable?: (day: string) => boolean;
}

/**
 * One day of a month, in the page. Arrow keys move by day and week, Page Up and Page Down by
 * month, Enter or Space choose; focus enters on the focused day.
 */
export function DayPicker({
  label,
  value,
  onChange,
  focusedDay,
  onFocusedDayChange,
  minDay,
  maxDay,
  isDayAvailable,
  className,
  style,
}: DayPickerProps) {
  return (
    <GregorianCalendar
      aria-label={label}
      value={value === null ? null : parseDate(value)}
      onChange={(day) => onChange(day.toString())}
      focusedValue={parseDate(focusedDay)}
      onFocusChange={(day) => onFocusedDayChange(day.toString())}
      {...(minDay ? { minValue: parseDate(minDay) } : {})}
      {...(maxDay ? { maxValue: parseDate(maxDay) } : {})}
      {...(isDayAvailable
        ? { isDateUnavailable: (day: DateValue) => !isDayAvailable(day.toString()) }
        : {})}
      cellClassName={styles.cell}
      className={mergeClassNames(month.calendar, styles.picker, className)}
      style={style}
    />
  );
}
