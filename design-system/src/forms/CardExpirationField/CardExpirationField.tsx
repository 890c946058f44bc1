import { defineMessages } from 'react-intl';
import { useIntl } from '../../i18n/useIntl';
import { maskCardExpiration } from '@hci/validation';
import { TextInputField, type TextInputFieldProps } from '../TextField/TextInputField';

const messages = defineMessages({
  format: {
    id: 'form.cardExpiration.format',
    defaultMessage: 'For example, 04/28 or 04/2028 (MM/YY or MM/YYYY)',
  },
});

export type CardExpirationFieldProps = Omit<
  TextInputFieldProps,
  'type' | 'display' | 'parse' | 'parsePaste' | 'endAdornment' | 'inputMode' | 'maxLength'
>;

/** A card's expiration month, `MM/YY` or `MM/YYYY`; the slash appears as the year starts. */
export function CardExpirationField({
  description,
  autoComplete = 'cc-exp',
  ...props
}: CardExpirationFieldProps) {
  const intl = useIntl();
  return (
    <TextInputField
      {...props}
      description={description ?? intl.formatMessage(messages.format)}
      autoComplete={autoComplete}
      inputMode="numeric"
      parse={maskCardExpiration}
    />
  );
}
