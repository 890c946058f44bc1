import { GregorianCalendar as Gregorian, type DateValue } from '@internationalized/date';
import type { CSSProperties } from 'react';
import {
  Button as AriaButton,
  ButtonContext,
  CalendarStateContext,
  HeadingContext,
  Provider,
  useLocale,
} from 'react-aria-components';
import { useCalendar, type AriaCalendarProps } from 'react-aria/useCalendar';
import { VisuallyHidden } from 'react-aria/VisuallyHidden';
import { useCalendarState } from 'react-stately/useCalendarState';
import { CalendarMonth } from './CalendarMonth';
import * as month from './CalendarMonth.css';

const gregorian = () => new Gregorian();

export interface GregorianCalendarProps extends AriaCalendarProps<DateValue> {
  cellClassName: string;
  className?: string;
  style?: CSSProperties;
}

/**
 * react-aria-components' Calendar, for the Gregorian calendar only: dates here are typed and
 * stored as Gregorian dates in every language, and the library's own root would bring every other
 * calendar system along (3.5 KB gzip). Its month, days and buttons are the library's, fed by the
 * contexts its root provides.
 */
export function GregorianCalendar({
  cellClassName,
  className = month.calendar,
  style,
  ...props
}: GregorianCalendarProps) {
  const { locale } = useLocale();
  const state = useCalendarState({ ...props, locale, createCalendar: gregorian });
  const { calendarProps, prevButtonProps, nextButtonProps, title } = useCalendar(props, state);
  return (
    <div {...calendarProps} className={className} style={style}>
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
        <CalendarMonth cellClassName={cellClassName} />
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
