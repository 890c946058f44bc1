import { lazy, Suspense, useId } from 'react';
import { defineMessages } from 'react-intl';
import { useIntl } from '../../i18n/useIntl';
import { useHydrated } from '../../interactions';
import { useFieldValue } from '../Field/useFieldValue';
import {
  dateInputText,
  dateInputValue,
  isImpossibleDate,
  isIsoDate,
  maskDate,
  maskedDateToIso,
  validationMessages,
} from '@hci/validation';
import { TextInputField, type TextInputFieldProps } from '../TextField/TextInputField';

const messages = defineMessages<{ format: { example: string } }>({
  format: { id: 'form.dateField.format', defaultMessage: 'For example, {example} (MM-DD-YYYY)' },
});

// The calendar (react-aria's, with its dates library) is a chunk of its own, so a field without it
// (a date of birth) never loads it.
const DateFieldCalendar = lazy(() =>
  import('./loadCalendar')
    .then(({ loadCalendar }) => loadCalendar())
    .then((module) => ({ default: module.DateFieldCalendar })),
);

export interface DateFieldProps extends Omit<
  TextInputFieldProps,
  'type' | 'display' | 'parse' | 'parsePaste' | 'endAdornment' | 'inputMode' | 'maxLength'
> {
  /**
   * A date still to come (a booking, a start): the example under the field is one two weeks
   * from today rather than a date of birth, and a calendar button beside the input offers the
   * days from `minDate` on to pick from.
   */
  upcoming?: boolean;
  /**
   * The earliest day the calendar of an `upcoming` field offers (ISO `YYYY-MM-DD`); today on this
   * device (as for the example) unless given. A typed date is checked by the form's rules, not
   * by this.
   */
  minDate?: string;
}

/** Today plus `days` in the device's calendar, as ISO `YYYY-MM-DD`. */
function isoDaysFromToday(days: number): string {
  const day = new Date();
  day.setDate(day.getDate() + days);
  const pad = (part: number) => String(part).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/** A whole date pasted (either format) replaces what was there rather than mixing with it. */
function pastedDate(pasted: string): string | undefined {
  return maskedDateToIso(maskDate(pasted));
}

/**
 * A date typed as `MM-DD-YYYY` and stored as ISO `YYYY-MM-DD`. Until the text is a complete,
 * real date the stored value is the text itself, which the `validDate` rule reports; a whole date
 * that names no real day (02-31-1990) is marked invalid by the field itself too, so it never
 * passes unmarked where no form rule runs.
 */
export function DateField({
  description,
  upcoming = false,
  minDate,
  value: valueProp,
  defaultValue = '',
  onChange,
  errorMessage,
  ...props
}: DateFieldProps) {
  const intl = useIntl();
  const [value, setValue] = useFieldValue(valueProp, defaultValue, onChange);
  const ownId = useId();
  const inputId = props.id ?? ownId;
  const hydrated = useHydrated();
  // A date to come's example is two weeks from today once the page is live. A prerendered page
  // may be served on another day than it was built, and hydration must find the text it was sent:
  // until then every field shows the one example that never changes.
  const example = dateInputText(upcoming && hydrated ? isoDaysFromToday(14) : '1990-01-31');
  // Until the button is there, the input already sits in the frame it shares with it, so the
  // button's arrival only narrows the input: the frame and the text typed stay where they are.
  // It is asked for only once the page is live: a chunk still loading while a prerendered page
  // hydrates would stop the hydration.
  const place = <span aria-hidden />;
  const calendar = upcoming ? (
    hydrated ? (
      <Suspense fallback={place}>
        <DateFieldCalendar
          date={isIsoDate(value) ? value : undefined}
          minDate={minDate !== undefined && isIsoDate(minDate) ? minDate : undefined}
          inputId={inputId}
          fieldName={typeof props.label === 'string' ? props.label : undefined}
          isDisabled={props.isDisabled}
          onPick={setValue}
        />
      </Suspense>
    ) : (
      place
    )
  ) : undefined;
  return (
    <TextInputField
      {...props}
      id={inputId}
      value={value}
      onChange={setValue}
      description={description ?? intl.formatMessage(messages.format, { example })}
      errorMessage={
        errorMessage ??
        (isImpossibleDate(value) ? intl.formatMessage(validationMessages.validDate) : undefined)
      }
      inputMode="numeric"
      display={dateInputText}
      parse={dateInputValue}
      parsePaste={pastedDate}
      endAdornment={calendar}
    />
  );
}
