// /payment-methods: the coach's saved cards, on the frame's page the portal shows too, in a
// coach's words: the cards pay the subscription. Its own module, so the route loads it with the
// page rather than with the app.
import { PaymentMethodPage as SavedCardsPage } from '@hci/app-frame';
import { untypedMessages } from '@hci/design-system';
import { defineMessages, useIntl } from 'react-intl';

const m = untypedMessages(
  defineMessages({
    intro: {
      id: 'coach.paymentMethods.intro',
      defaultMessage:
        'The cards saved to your account. Your subscription is charged to the card you chose for it; your default card is the one offered first when you subscribe.',
    },
    emptyBody: {
      id: 'coach.paymentMethods.emptyBody',
      defaultMessage:
        'Add a card to pay for your subscription. It is saved here, so you need not type it again.',
    },
  }),
);

export function PaymentMethodPage() {
  const intl = useIntl();
  return (
    <SavedCardsPage
      intro={intl.formatMessage(m.intro)}
      emptyBody={intl.formatMessage(m.emptyBody)}
    />
  );
}
