import { useMutation } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { createApi, useBoundApi, useStudentId, type PaymentMethod } from '@hci/api-schema';
import { Dialog, PaymentCardForm, positiveMessages, toast } from '@hci/design-system';
import { bookingMessages as m } from './bookingMessages';

/** Adds a card with the design system's card form, and chooses it for this payment. */
export function AddCardDialog({
  isOpen,
  onOpenChange,
  onAdded,
}: {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onAdded: (card: PaymentMethod) => void;
}) {
  const intl = useIntl();
  const queries = useBoundApi(createApi);
  const add = useMutation(queries.paymentMethods.add(useStudentId()));
  return (
    <Dialog title={intl.formatMessage(m.addCardTitle)} isOpen={isOpen} onOpenChange={onOpenChange}>
      <PaymentCardForm
        offerMakeDefault
        onSubmit={async (card) => {
          onAdded(await add.mutateAsync(card));
          toast.positive(positiveMessages.paymentMethodAdded);
          onOpenChange(false);
        }}
        onServerError={(message) => toast.critical(message)}
        onCancel={() => onOpenChange(false)}
      />
    </Dialog>
  );
}
