import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  DateInput,
  DateRangePicker as AriaDateRangePicker,
  DateSegment,
  Dialog,
  Group,
  Popover,
  RangeCalendar,
  type DateRangePickerProps as AriaDateRangePickerProps,
  type DateValue,
} from 'react-aria-components';
import { CalendarMonth } from '../CalendarMonth';
import * as month from '../CalendarMonth/CalendarMonth.css';
import { popover } from '../css/popover.css';
import { FieldDescription, FieldErrorMessage, FieldLabel } from '../FieldParts';
import { CalendarIcon } from '../icons';
import * as styles from './DateRangePicker.css';
import { mergeClassNames, type StyleProps } from '../css/styleProps';

export interface DateRangePickerProps<T extends DateValue>
  extends Omit<AriaDateRangePickerProps<T>, 'className' | 'style' | 'children'>, StyleProps {
  label: ReactNode;
  description?: ReactNode;
  errorMessage?: ReactNode;
}

/**
 * A start and end date (schedules, availability). Values are `@internationalized/date` objects
 * (`CalendarDate` for days); each date is typed segment by segment or picked from a calendar.
 */
export function DateRangePicker<T extends DateValue>({
  label,
  description,
  errorMessage,
  className,
  style,
  ...props
}: DateRangePickerProps<T>) {
  return (
    <AriaDateRangePicker
      {...props}
      className={mergeClassNames(styles.field, className)}
      style={style}
    >
      <FieldLabel>{label}</FieldLabel>
      <Group className={styles.control}>
        <DateInput slot="start" className={styles.dateInput}>
          {(segment) => <DateSegment segment={segment} className={styles.segment} />}
        </DateInput>
        <span aria-hidden className={styles.dash}>
          –
        </span>
        <DateInput slot="end" className={styles.dateInput}>
          {(segment) => <DateSegment segment={segment} className={styles.segment} />}
        </DateInput>
        <AriaButton className={styles.calendarButton}>
          <CalendarIcon aria-hidden />
        </AriaButton>
      </Group>
      {description !== undefined && <FieldDescription>{description}</FieldDescription>}
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
      <Popover className={popover} placement="bottom start">
        <Dialog className={month.dialog}>
          <RangeCalendar className={month.calendar}>
            <CalendarMonth cellClassName={styles.cell} />
          </RangeCalendar>
        </Dialog>
      </Popover>
    </AriaDateRangePicker>
  );
}
