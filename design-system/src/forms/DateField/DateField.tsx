import { defineMessages, useIntl } from 'react-intl';
import { dateInputText, dateInputValue, maskDate, maskedDateToIso } from '../masks';
import { TextInputField, type TextInputFieldProps } from '../TextField/TextInputField';

const messages = defineMessages({
  format: { id: 'form.dateField.format', defaultMessage: 'For example, 01-31-1990 (MM-DD-YYYY)' },
});

export type DateFieldProps = Omit<
  TextInputFieldProps,
  'type' | 'display' | 'parse' | 'parsePaste' | 'endAdornment' | 'inputMode' | 'maxLength'
>;

/** A whole date pasted (either format) replaces what was there rather than mixing with it. */
function pastedDate(pasted: string): string | undefined {
  return maskedDateToIso(maskDate(pasted));
}

/**
 * A date typed as `MM-DD-YYYY` and stored as ISO `YYYY-MM-DD`. Until the text is a complete,
 * real date the stored value is the text itself, which the `validDate` rule reports.
 */
export function DateField({ description, ...props }: DateFieldProps) {
  const intl = useIntl();
  return (
    <TextInputField
      {...props}
      description={description ?? intl.formatMessage(messages.format)}
      inputMode="numeric"
      display={dateInputText}
      parse={dateInputValue}
      parsePaste={pastedDate}
    />
  );
}
