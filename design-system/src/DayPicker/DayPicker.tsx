// A month of days to choose one from, shown in the page rather than in a dialog: react-aria's
// calendar (its grid, arrow keys, Page Up and Down for months, the days' names read out) on the
// Gregorian calendar only, with the days that have something to choose marked and the others
// unavailable.
import { GregorianCalendar, parseDate, type DateValue } from '@internationalized/date';
import {
  Button as AriaButton,
  ButtonContext,
  CalendarStateContext,
  HeadingContext,
  Provider,
  useLocale,
} from 'react-aria-components';
import { useCalendar } from 'react-aria/useCalendar';
import { VisuallyHidden } from 'react-aria/VisuallyHidden';
import { useCalendarState } from 'react-stately/useCalendarState';
import { CalendarMonth } from '../CalendarMonth';
import * as month from '../CalendarMonth/CalendarMonth.css';
import { mergeClassNames, type StyleProps } from '../css/styleProps';
import * as styles from './DayPicker.css';

const gregorian = () => new GregorianCalendar();

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
  const { locale } = useLocale();
  const props = {
    'aria-label': label,
    value: value === null ? null : parseDate(value),
    onChange: (day: DateValue) => onChange(day.toString()),
    focusedValue: parseDate(focusedDay),
    onFocusChange: (day: DateValue) => onFocusedDayChange(day.toString()),
    ...(minDay ? { minValue: parseDate(minDay) } : {}),
    ...(maxDay ? { maxValue: parseDate(maxDay) } : {}),
    ...(isDayAvailable
      ? { isDateUnavailable: (day: DateValue) => !isDayAvailable(day.toString()) }
      : {}),
  };
  const state = useCalendarState({ ...props, locale, createCalendar: gregorian });
  const { calendarProps, prevButtonProps, nextButtonProps, title } = useCalendar(props, state);
  return (
    <div
      {...calendarProps}
      className={mergeClassNames(month.calendar, styles.picker, className)}
      style={style}
    >
      {/* As the library's root does: the calendar's name for screen readers, in a heading. */}
      <VisuallyHidden>
        <h2>{calendarProps['aria-label']}</h2>
      </VisuallyHidden>
      <Provider
        values={[
          [ButtonContext, { slots: { previous: prevButtonProps, next: nextButtonProps } }],
          [HeadingContext, { 'aria-hidden': true, level: 2, children: title }],
          [CalendarStateContext, state],
        ]}
      >
        <CalendarMonth cellClassName={styles.cell} />
      </Provider>
      {/* As the library's root does: a way to the next month for screen readers' own navigation. */}
      <VisuallyHidden>
        <AriaButton
          aria-label={nextButtonProps['aria-label']}
          isDisabled={nextButtonProps.isDisabled}
          onPress={() => state.focusNextPage()}
          excludeFromTabOrder
        />
      </VisuallyHidden>
    </div>
  );
}
