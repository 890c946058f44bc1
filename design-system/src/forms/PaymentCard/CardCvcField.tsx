import { defineMessages } from 'react-intl';
import { useIntl } from '../../i18n/useIntl';
import { untypedMessages } from '../../i18n/untypedMessages';
import { cvcLength, type CardBrand } from '@hci/validation';
import { TextInputField, type TextInputFieldProps } from '../TextField/TextInputField';

const messages = untypedMessages(
  defineMessages({
    where: {
      id: 'form.cardCvc.where',
      defaultMessage:
        '{length, plural, =4 {The 4 digits on the front of the card} other {The # digits on the back of the card}}',
    },
  }),
);

export interface CardCvcFieldProps extends Omit<
  TextInputFieldProps,
  'type' | 'display' | 'parse' | 'parsePaste' | 'endAdornment' | 'inputMode' | 'maxLength'
> {
  /** The card's brand decides the code's length and where it is printed. */
  brand: CardBrand;
}

/** A card's security code (CVC): digits only, as many as its brand prints. */
export function CardCvcField({
  brand,
  description,
  autoComplete = 'cc-csc',
  ...props
}: CardCvcFieldProps) {
  const intl = useIntl();
  const length = cvcLength(brand);
  return (
    <TextInputField
      {...props}
      description={description ?? intl.formatMessage(messages.where, { length })}
      autoComplete={autoComplete}
      inputMode="numeric"
      parse={(text) => text.replace(/\D/g, '').slice(0, 4)}
    />
  );
}
