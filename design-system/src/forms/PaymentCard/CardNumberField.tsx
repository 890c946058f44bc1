import { defineMessages } from 'react-intl';
import { useIntl } from '../../i18n/useIntl';
import { untypedMessages } from '../../i18n/untypedMessages';
import { cardBrandOf, formatCardNumber, maskCardNumber, type CardBrand } from '@hci/validation';
import { TextInputField, type TextInputFieldProps } from '../TextField/TextInputField';
import * as styles from './PaymentCard.css';

const messages = untypedMessages(
  defineMessages({
    brand: {
      id: 'form.cardNumber.brand',
      defaultMessage:
        '{brand, select, VISA {Visa} MASTERCARD {Mastercard} AMEX {American Express} DISCOVER {Discover} other {Card}}',
    },
    brandDescription: {
      id: 'form.cardNumber.brandDescription',
      defaultMessage:
        '{brand, select, VISA {Visa card} MASTERCARD {Mastercard card} AMEX {American Express card} DISCOVER {Discover card} other {12 to 19 digits, as printed on the card}}',
    },
  }),
);

export type CardNumberFieldProps = Omit<
  TextInputFieldProps,
  'type' | 'display' | 'parse' | 'parsePaste' | 'endAdornment' | 'inputMode' | 'maxLength'
>;

/** A card number: digits only, shown in the card's groups, with its brand named as it is typed. */
export function CardNumberField({
  description,
  autoComplete = 'cc-number',
  ...props
}: CardNumberFieldProps) {
  const intl = useIntl();
  const brand: CardBrand | undefined = props.value ? cardBrandOf(props.value) : undefined;
  const known = brand && brand !== 'OTHER' ? brand : undefined;
  return (
    <TextInputField
      {...props}
      description={
        description ?? intl.formatMessage(messages.brandDescription, { brand: known ?? 'none' })
      }
      autoComplete={autoComplete}
      inputMode="numeric"
      display={formatCardNumber}
      parse={maskCardNumber}
      // Always rendered, so the input is not remounted (and focus lost) when the brand appears.
      // The description names the brand for assistive technology; this is its visible badge.
      endAdornment={
        <span className={styles.brand} aria-hidden="true">
          {known ? intl.formatMessage(messages.brand, { brand: known }) : null}
        </span>
      }
    />
  );
}
