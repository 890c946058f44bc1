// The calendar button of a date field for dates to come, and the month it opens: loaded apart from
// the field (see DateField), with react-aria's calendar and its dates library.
import { getLocalTimeZone, parseDate, today } from '@internationalized/date';
import { useEffect, useRef, useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { defineMessages, type NoMessageValues } from 'react-intl';
import { useIntl } from '../../i18n/useIntl';
import { GregorianCalendar } from '../../CalendarMonth';
import { Dialog } from '../../Dialog';
import { CalendarIcon } from '../../icons';
import * as styles from './DateFieldCalendar.css';

const messages = defineMessages<{
  choose: NoMessageValues;
  chooseFor: { field: string };
}>({
  choose: { id: 'ds.dateField.chooseDate', defaultMessage: 'Choose a date' },
  chooseFor: { id: 'ds.dateField.chooseDateFor', defaultMessage: 'Choose a date for {field}' },
});

// Dates arrive checked (real ISO dates, see DateField): the parsing and its checks stay with the
// field, so this chunk shares no module with the pages that hold a date field.
export interface DateFieldCalendarProps {
  /** The field's date (ISO `YYYY-MM-DD`), or undefined while its text is not one. */
  date?: string;
  /** The earliest day offered (ISO); today on this device when not given. */
  minDate?: string;
  /** The field's input, which a picked day hands focus back to. */
  inputId: string;
  /** The field's label as text, which names the button: a page may hold several. */
  fieldName?: string;
  isDisabled?: boolean;
  /** Receives the picked day as ISO `YYYY-MM-DD`. */
  onPick: (iso: string) => void;
}

/**
 * A button that opens the month of the field's date (or of the first day offered) in a modal
 * dialog. Picking a day fills the field and puts focus back in its input; Escape closes the
 * dialog and leaves focus on the button.
 */
export function DateFieldCalendar({
  date,
  minDate,
  inputId,
  fieldName,
  isDisabled,
  onPick,
}: DateFieldCalendarProps) {
  const intl = useIntl();
  const [isOpen, setOpen] = useState(false);
  const picked = useRef(false);
  // After a pick, focus goes to the input rather than back to the button that opened the dialog,
  // a step away from the date just filled in. In a passive effect: react-aria makes the page
  // outside an open dialog inert, and lifts that in a passive clean-up of its own.
  useEffect(() => {
    if (isOpen || !picked.current) return;
    picked.current = false;
    document.getElementById(inputId)?.focus();
  }, [isOpen, inputId]);

  // Today as the field's example counts it: on this device.
  const now = today(getLocalTimeZone());
  const chosen = date === undefined ? null : parseDate(date);
  const earliest = minDate === undefined ? now : parseDate(minDate);
  // It opens on the field's date, else today; a day before the first one offered cannot take focus.
  const shown = chosen ?? now;
  const opensOn = shown.compare(earliest) < 0 ? earliest : shown;
  const label = intl.formatMessage(messages.choose);
  const buttonLabel =
    fieldName === undefined ? label : intl.formatMessage(messages.chooseFor, { field: fieldName });
  // A modal dialog, the design system's own, rather than a popover by the field: react-aria's
  // popover positioning would put a DOM helper of its own on every app's first page, and its
  // modules, shared with the dialogs, would regroup the chunks those load.
  return (
    <>
      <AriaButton
        aria-label={buttonLabel}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        isDisabled={isDisabled}
        onPress={() => setOpen(true)}
        className={styles.calendarButton}
      >
        <CalendarIcon aria-hidden />
      </AriaButton>
      <Dialog title={label} isOpen={isOpen} onOpenChange={setOpen} size="small">
        <div className={styles.month}>
          {/* Opened by the user's press: focus goes to the day it opens on, as in a date picker's
              dialog, so the arrow keys move through the days at once. */}
          <GregorianCalendar
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
            value={chosen}
            minValue={earliest}
            defaultFocusedValue={opensOn}
            onChange={(day) => {
              picked.current = true;
              onPick(day.toString());
              setOpen(false);
            }}
            cellClassName={styles.cell}
          />
        </div>
      </Dialog>
    </>
  );
}
