// The add-a-card form both payment screens and enrollment use. The number and code live only in
// this form's memory until they are submitted: never in storage, the URL or a draft.
import { useState } from 'react';
import { defineMessages } from 'react-intl';
import { useIntl } from '../../i18n/useIntl';
import { Checkbox } from '../../Checkbox';
import { Column, Columns } from '../../Columns';
import { Stack } from '../../Stack';
import { cardBrandOf, cardRules, rules } from '@hci/validation';
import { useForm } from '../useForm';
import type { ServerError } from '../useForm/serverError';
import { crossFieldRule, formSchema, textSchema } from '../validation/schema';
import { CardCvcField } from './CardCvcField';
import { CardNumberField } from './CardNumberField';
import {
  CardFormButtons,
  ExpirationField,
  HolderNameField,
  holderAndExpiryOf,
  holderAndExpirySchema,
  type CardHolderAndExpiry,
} from './cardDetails';
import { cardFormMessages as m } from './messages';
import { type StyleProps } from '../../css/styleProps';

/** What the card API takes when a card is added. */
export interface PaymentCardInput extends CardHolderAndExpiry {
  cardNumber: string;
  cvc: string;
  makeDefault?: boolean;
}

const schema = crossFieldRule(
  formSchema({
    cardNumber: textSchema(rules.required, cardRules.cardNumber),
    expiration: holderAndExpirySchema.expiration,
    cvc: textSchema(rules.required),
    holderName: holderAndExpirySchema.holderName,
  }),
  'cvc',
  (values) => cardRules.cardCvc(values.cardNumber),
);

const local = defineMessages({
  addCard: { id: 'form.paymentCard.add', defaultMessage: 'Add card' },
  makeDefault: { id: 'form.paymentCard.makeDefault', defaultMessage: 'Make this my default card' },
});

export interface PaymentCardFormProps extends StyleProps {
  /** Adds the card; throw the API's error to show it on the form. */
  onSubmit: (card: PaymentCardInput) => Promise<void> | void;
  /**
   * Errors that concern no field (a declined card, a provider outage); as `useForm`'s, show it in
   * a toast and return its key.
   */
  onServerError?: (message: string, error: ServerError) => string | void;
  submitLabel?: string;
  /**
   * The submit button's look: `secondary` when the screen already has its main button (a page
   * keeps one main action).
   */
  submitVariant?: 'primary' | 'secondary';
  /** Offers a checkbox that makes the new card the default. */
  offerMakeDefault?: boolean;
  /** Shows a Cancel button. */
  onCancel?: () => void;
  id?: string;
}

/** The form that adds a payment card: number, expiry, CVC and holder's name, checked on submit. */
export function PaymentCardForm({
  onSubmit,
  onServerError,
  submitLabel,
  submitVariant = 'primary',
  offerMakeDefault = false,
  onCancel,
  id,
  className,
  style,
}: PaymentCardFormProps) {
  const intl = useIntl();
  const [makeDefault, setMakeDefault] = useState(false);
  const form = useForm({
    schema,
    id,
    initialValues: { cardNumber: '', expiration: '', cvc: '', holderName: '' },
    // The processor's verdicts on the number itself belong next to it.
    serverErrorFields: {
      cardAlreadyExist: 'cardNumber',
      invalidPaymentMethodDetails: 'cardNumber',
    },
    onServerError,
    onSubmit: async (values) => {
      const holderAndExpiry = holderAndExpiryOf(values);
      if (!holderAndExpiry) return;
      await onSubmit({
        cardNumber: values.cardNumber,
        cvc: values.cvc,
        ...holderAndExpiry,
        ...(offerMakeDefault ? { makeDefault } : {}),
      });
    },
  });
  return (
    <form {...form.formProps} className={className} style={style}>
      <Stack space="medium">
        <CardNumberField
          {...form.field('cardNumber')}
          label={intl.formatMessage(m.number)}
          isRequired
        />
        <Columns space="medium" collapseBelow="tablet">
          <Column>
            <ExpirationField {...form.field('expiration')} />
          </Column>
          <Column>
            <CardCvcField
              {...form.field('cvc')}
              brand={cardBrandOf(form.values.cardNumber)}
              label={intl.formatMessage(m.cvc)}
              isRequired
            />
          </Column>
        </Columns>
        <HolderNameField {...form.field('holderName')} />
        {offerMakeDefault && (
          <Checkbox isSelected={makeDefault} onChange={setMakeDefault}>
            {intl.formatMessage(local.makeDefault)}
          </Checkbox>
        )}
        <CardFormButtons
          submitLabel={submitLabel ?? intl.formatMessage(local.addCard)}
          submitVariant={submitVariant}
          isSubmitting={form.isSubmitting}
          onCancel={onCancel}
        />
      </Stack>
    </form>
  );
}
