import { defineMessages } from 'react-intl';
import { useIntl } from '../../i18n/useIntl';
import { untypedMessages } from '../../i18n/untypedMessages';
import { Stack } from '../../Stack';
import { Text } from '../../Text';
import { type CardBrand } from '@hci/validation';
import { useForm } from '../useForm';
import type { ServerError } from '../useForm/serverError';
import { formSchema } from '../validation/schema';
import {
  CardFormButtons,
  ExpirationField,
  HolderNameField,
  holderAndExpiryOf,
  holderAndExpirySchema,
  type CardHolderAndExpiry,
} from './cardDetails';
import { type StyleProps } from '../../css/styleProps';

/** What the card API takes when a stored card is edited: only its holder and expiry can change. */
export type PaymentCardUpdate = CardHolderAndExpiry;

export interface StoredCard extends PaymentCardUpdate {
  brand: CardBrand;
  last4: string;
}

const schema = formSchema(holderAndExpirySchema);

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
      const update = holderAndExpiryOf(values);
      if (update) await onSubmit(update);
    },
  });
  return (
    <form {...form.formProps} className={className} style={style}>
      <Stack space="medium">
        <Text weight="medium">
          {intl.formatMessage(local.card, { brand: card.brand, last4: card.last4 })}
        </Text>
        <ExpirationField {...form.field('expiration')} />
        <HolderNameField {...form.field('holderName')} />
        <CardFormButtons
          submitLabel={intl.formatMessage(local.save)}
          isSubmitting={form.isSubmitting}
          onCancel={onCancel}
        />
      </Stack>
    </form>
  );
}
