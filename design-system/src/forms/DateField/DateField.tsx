import { defineMessages, useIntl } from 'react-intl';
import { dateInputText, dateInputValue, maskDate, maskedDateToIso } from '../masks';
import { TextInputField, type TextInputFieldProps } from '../TextField/TextInputField';

const messages = defineMessages<{ format: { example: string } }>({
  format: { id: 'form.dateField.format', defaultMessage: 'For example, {example} (MM-DD-YYYY)' },
});

export interface DateFieldProps extends Omit<
  TextInputFieldProps,
  'type' | 'display' | 'parse' | 'parsePaste' | 'endAdornment' | 'inputMode' | 'maxLength'
> {
  /**
   * A date still to come (a booking, a start): the example under the field is one two weeks
   * from today rather than a date of birth.
   */
  upcoming?: boolean;
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
 * real date the stored value is the text itself, which the `validDate` rule reports.
 */
export function DateField({ description, upcoming = false, ...props }: DateFieldProps) {
  const intl = useIntl();
  const example = dateInputText(upcoming ? isoDaysFromToday(14) : '1990-01-31');
  return (
    <TextInputField
      {...props}
      description={description ?? intl.formatMessage(messages.format, { example })}
      inputMode="numeric"
      display={dateInputText}
      parse={dateInputValue}
      parsePaste={pastedDate}
    />
  );
}
