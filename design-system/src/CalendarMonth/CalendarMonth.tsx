// The month a date picker's calendar shows, for a single date's `Calendar` or a range's
// `RangeCalendar` around it: the month's name between its previous and next buttons (react-aria
// names them in the user's language), then the grid of days.
import {
  Button as AriaButton,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  Heading,
} from 'react-aria-components';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons';
import * as styles from './CalendarMonth.css';

export function CalendarMonth({ cellClassName }: { cellClassName: string }) {
  return (
    <>
      {/* Not a <header>: outside a section of its own that would be the page's banner landmark. */}
      <div className={styles.calendarHeader}>
        <AriaButton slot="previous" className={styles.navButton}>
          <ChevronLeftIcon aria-hidden className={styles.navIcon} />
        </AriaButton>
        <Heading className={styles.monthHeading} />
        <AriaButton slot="next" className={styles.navButton}>
          <ChevronRightIcon aria-hidden className={styles.navIcon} />
        </AriaButton>
      </div>
      <CalendarGrid className={styles.grid}>
        <CalendarGridHeader>
          {(day) => <CalendarHeaderCell className={styles.weekday}>{day}</CalendarHeaderCell>}
        </CalendarGridHeader>
        <CalendarGridBody>
          {(date) => <CalendarCell date={date} className={cellClassName} />}
        </CalendarGridBody>
      </CalendarGrid>
    </>
  );
}
