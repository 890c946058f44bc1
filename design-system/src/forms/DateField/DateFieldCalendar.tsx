// The calendar button of a date field for dates to come, and the month it opens: loaded apart from
// the field (see DateField), with react-aria's calendar and its dates library.
import { CalendarDate } from '@internationalized/date';
import { useEffect, useRef, useState } from 'react';
import {
  Button as AriaButton,
  Calendar,
  Dialog,
  DialogTrigger,
  Popover,
} from 'react-aria-components';
import { defineMessages, useIntl } from 'react-intl';
import { Temporal } from 'temporal-polyfill';
import { CalendarMonth } from '../../CalendarMonth';
import * as month from '../../CalendarMonth/CalendarMonth.css';
import { popover } from '../../css/popover.css';
import { resolveTimeZone } from '../../formatters/timeZone';
import { useUserTimeZone } from '../../formatters/userTimeZone';
import { CalendarIcon } from '../../icons';
import { parseIsoDate } from '../masks';
import * as styles from './DateField.css';

const messages = defineMessages({
  choose: { id: 'ds.dateField.chooseDate', defaultMessage: 'Choose a date' },
});

function calendarDate(date: Temporal.PlainDate): CalendarDate {
  return new CalendarDate(date.year, date.month, date.day);
}

export interface DateFieldCalendarProps {
  /** The field's value: an ISO date, or text not yet a date. */
  value: string;
  /** The earliest day offered (ISO); today in the user's time zone when not given. */
  minDate?: string;
  /** The field's input, which a picked day hands focus back to. */
  inputId: string;
  isDisabled?: boolean;
  /** Receives the picked day as ISO `YYYY-MM-DD`. */
  onPick: (iso: string) => void;
}

/**
 * A button that opens the month of the field's date (or of the first day offered) in a popover.
 * Picking a day fills the field and puts focus back in its input; Escape closes the popover and
 * leaves focus on the button.
 */
export function DateFieldCalendar({
  value,
  minDate,
  inputId,
  isDisabled,
  onPick,
}: DateFieldCalendarProps) {
  const intl = useIntl();
  const timeZone = resolveTimeZone(useUserTimeZone());
  const [isOpen, setOpen] = useState(false);
  const picked = useRef(false);
  // After a pick, focus goes to the input rather than back to the button that opened the popover,
  // a step away from the date just filled in. In a passive effect: react-aria makes the page
  // outside an open popover inert, and lifts that in a passive clean-up of its own.
  useEffect(() => {
    if (isOpen || !picked.current) return;
    picked.current = false;
    document.getElementById(inputId)?.focus();
  }, [isOpen, inputId]);

  const chosen = parseIsoDate(value);
  const today = Temporal.Now.plainDateISO(timeZone);
  const earliest = (minDate === undefined ? undefined : parseIsoDate(minDate)) ?? today;
  // It opens on the field's date, else today; a day before the first one offered cannot take focus.
  const shown = chosen ?? today;
  const opensOn = Temporal.PlainDate.compare(shown, earliest) < 0 ? earliest : shown;
  const label = intl.formatMessage(messages.choose);
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={setOpen}>
      <AriaButton aria-label={label} isDisabled={isDisabled} className={styles.calendarButton}>
        <CalendarIcon aria-hidden />
      </AriaButton>
      <Popover className={popover} placement="bottom end">
        <Dialog aria-label={label} className={month.dialog}>
          <Calendar
            className={month.calendar}
            value={chosen ? calendarDate(chosen) : null}
            minValue={calendarDate(earliest)}
            defaultFocusedValue={calendarDate(opensOn)}
            // Opened by the user's press: focus goes to the day it opens on, as in a date
            // picker's dialog, so the arrow keys move through the days at once.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
            onChange={(day) => {
              picked.current = true;
              onPick(day.toString());
              setOpen(false);
            }}
          >
            <CalendarMonth cellClassName={styles.cell} />
          </Calendar>
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
