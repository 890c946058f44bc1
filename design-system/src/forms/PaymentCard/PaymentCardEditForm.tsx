import { defineMessages } from 'react-intl';
import { useIntl } from '../../i18n/useIntl';
import { untypedMessages } from '../../i18n/untypedMessages';
import { Button } from '../../Button';
import { Inline } from '../../Inline';
import { Stack } from '../../Stack';
import { Text } from '../../Text';
import { CardExpirationField } from '../CardExpirationField';
import { type CardBrand, dateRules, parseCardExpiration, rules } from '@hci/validation';
import { TextField } from '../TextField';
import { useForm } from '../useForm';
import type { ServerError } from '../useForm/serverError';
import { formSchema, textSchema } from '../validation/schema';
import { cardFormMessages as m } from './messages';
import { holderNameRules } from './PaymentCardForm';
import { type StyleProps } from '../../css/styleProps';

/** What the card API takes when a stored card is edited: only its holder and expiry can change. */
export interface PaymentCardUpdate {
  expirationMonth: number;
  expirationYear: number;
  holderName: string;
}

export interface StoredCard extends PaymentCardUpdate {
  brand: CardBrand;
  last4: string;
}

const schema = formSchema({
  expiration: textSchema(rules.required, dateRules.cardExpiration()),
  holderName: textSchema(...holderNameRules),
});

const local = untypedMessages(
  defineMessages({
    card: {
      id: 'form.paymentCard.endingIn',
      defaultMessage:
        '{brand, select, VISA {Visa} MASTERCARD {Mastercard} AMEX {American Express} DISCOVER {Discover} other {Card}} ending in {last4}',
    },
    save: { id: 'form.paymentCard.save', defaultMessage: 'Save card' },
  }),
);

const twoDigits = (month: number) => String(month).padStart(2, '0');

export interface PaymentCardEditFormProps extends StyleProps {
  card: StoredCard;
  /** Saves the change; throw the API's error to show it on the form. */
  onSubmit: (update: PaymentCardUpdate) => Promise<void> | void;
  /** As `useForm`'s: show the error in a toast and return its key. */
  onServerError?: (message: string, error: ServerError) => string | void;
  onCancel?: () => void;
  id?: string;
}

/** Edits a stored card's holder and expiry; its number stays with the processor. */
export function PaymentCardEditForm({
  card,
  onSubmit,
  onServerError,
  onCancel,
  id,
  className,
  style,
}: PaymentCardEditFormProps) {
  const intl = useIntl();
  const form = useForm({
    schema,
    id,
    initialValues: {
      expiration: `${twoDigits(card.expirationMonth)}/${card.expirationYear}`,
      holderName: card.holderName,
    },
    serverErrorFields: { invalidPaymentMethodDetails: 'expiration' },
    onServerError,
    onSubmit: async (values) => {
      const expiration = parseCardExpiration(values.expiration);
      if (!expiration) return;
      await onSubmit({
        expirationMonth: expiration.month,
        expirationYear: expiration.year,
        holderName: values.holderName.trim(),
      });
    },
  });
  return (
    <form {...form.formProps} className={className} style={style}>
      <Stack space="medium">
        <Text weight="medium">
          {intl.formatMessage(local.card, { brand: card.brand, last4: card.last4 })}
        </Text>
        <CardExpirationField
          {...form.field('expiration')}
          label={intl.formatMessage(m.expiration)}
          isRequired
        />
        <TextField
          {...form.field('holderName')}
          label={intl.formatMessage(m.holderName)}
          autoComplete="cc-name"
          maxLength={100}
          isRequired
        />
        <Inline space="small">
          <Button type="submit" isPending={form.isSubmitting}>
            {intl.formatMessage(local.save)}
          </Button>
          {onCancel && (
            <Button variant="secondary" onPress={onCancel} isDisabled={form.isSubmitting}>
              {intl.formatMessage(m.cancel)}
            </Button>
          )}
        </Inline>
      </Stack>
    </form>
  );
}
