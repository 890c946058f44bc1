import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  DateInput,
  DateRangePicker as AriaDateRangePicker,
  DateSegment,
  Dialog,
  Group,
  Heading,
  Popover,
  RangeCalendar,
  type DateRangePickerProps as AriaDateRangePickerProps,
  type DateValue,
} from 'react-aria-components';
import { popover } from '../css/popover.css';
import { FieldDescription, FieldErrorMessage, FieldLabel } from '../FieldParts';
import { CalendarIcon, ChevronLeftIcon, ChevronRightIcon } from '../icons';
import * as styles from './DateRangePicker.css';

export interface DateRangePickerProps<T extends DateValue> extends Omit<
  AriaDateRangePickerProps<T>,
  'className' | 'style' | 'children'
> {
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
  ...props
}: DateRangePickerProps<T>) {
  return (
    <AriaDateRangePicker {...props} className={styles.field}>
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
        <Dialog className={styles.dialog}>
          <RangeCalendar className={styles.calendar}>
            <header className={styles.calendarHeader}>
              <AriaButton slot="previous" className={styles.navButton}>
                <ChevronLeftIcon aria-hidden className={styles.navIcon} />
              </AriaButton>
              <Heading className={styles.monthHeading} />
              <AriaButton slot="next" className={styles.navButton}>
                <ChevronRightIcon aria-hidden className={styles.navIcon} />
              </AriaButton>
            </header>
            <CalendarGrid className={styles.grid}>
              <CalendarGridHeader>
                {(day) => <CalendarHeaderCell className={styles.weekday}>{day}</CalendarHeaderCell>}
              </CalendarGridHeader>
              <CalendarGridBody>
                {(date) => <CalendarCell date={date} className={styles.cell} />}
              </CalendarGridBody>
            </CalendarGrid>
          </RangeCalendar>
        </Dialog>
      </Popover>
    </AriaDateRangePicker>
  );
}
