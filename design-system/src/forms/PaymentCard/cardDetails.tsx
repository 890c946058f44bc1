// What the add-a-card and the edit-a-card forms share: the expiry and the holder's name (their
// fields, rules and what they send) and the row of buttons.
import { dateRules, parseCardExpiration, rules } from '@hci/validation';
import { useIntl } from '../../i18n/useIntl';
import { Button } from '../../Button';
import { Inline } from '../../Inline';
import { CardExpirationField } from '../CardExpirationField';
import { TextField } from '../TextField';
import type { FieldBinding } from '../useForm/useForm';
import { textSchema } from '../validation/schema';
import { cardFormMessages as m } from './messages';

/** The expiry and holder's name a card is added or edited with. */
export interface CardHolderAndExpiry {
  expirationMonth: number;
  expirationYear: number;
  holderName: string;
}

/** The schema's entries of the expiry and the holder's name. */
export const holderAndExpirySchema = {
  expiration: textSchema(rules.required, dateRules.cardExpiration()),
  holderName: textSchema(rules.required, rules.lengthBetween(2, 100), rules.atLeastOneWord),
};

/** What the form's expiry and name send; none when the expiry is not a month (never after checks). */
export function holderAndExpiryOf(values: {
  expiration: string;
  holderName: string;
}): CardHolderAndExpiry | undefined {
  const expiration = parseCardExpiration(values.expiration);
  if (!expiration) return undefined;
  return {
    expirationMonth: expiration.month,
    expirationYear: expiration.year,
    holderName: values.holderName.trim(),
  };
}

/** The card's expiration date, required. */
export function ExpirationField(props: FieldBinding<string>) {
  const intl = useIntl();
  return <CardExpirationField {...props} label={intl.formatMessage(m.expiration)} isRequired />;
}

/** The name on the card, required. */
export function HolderNameField(props: FieldBinding<string>) {
  const intl = useIntl();
  return (
    <TextField
      {...props}
      label={intl.formatMessage(m.holderName)}
      autoComplete="cc-name"
      maxLength={100}
      isRequired
    />
  );
}

/** The submit button, and Cancel when the form offers it; Cancel waits while the form sends. */
export function CardFormButtons({
  submitLabel,
  submitVariant = 'primary',
  isSubmitting,
  onCancel,
}: {
  submitLabel: string;
  submitVariant?: 'primary' | 'secondary';
  isSubmitting: boolean;
  onCancel?: () => void;
}) {
  const intl = useIntl();
  return (
    <Inline space="small">
      <Button type="submit" variant={submitVariant} isPending={isSubmitting}>
        {submitLabel}
      </Button>
      {onCancel && (
        <Button variant="secondary" onPress={onCancel} isDisabled={isSubmitting}>
          {intl.formatMessage(m.cancel)}
        </Button>
      )}
    </Inline>
  );
}
