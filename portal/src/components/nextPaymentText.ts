// What the student pays next is worded once: Home and the payment information page say the same.
import { useCallback } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { NextPayment } from '@hci/api-schema';
import { untypedMessages, useFormatters } from '@hci/design-system';

export const nextPaymentMessages = untypedMessages(
  defineMessages({
    nextPayment: { id: 'portal.payments.nextPayment', defaultMessage: 'Next payment' },
    nextPaymentDue: {
      id: 'portal.payments.nextPaymentDue',
      defaultMessage: '{amount} due on {date}',
    },
    nextPaymentDueNow: {
      id: 'portal.payments.nextPaymentDueNow',
      defaultMessage: '{amount} due now',
    },
    noPaymentDue: { id: 'portal.payments.noPaymentDue', defaultMessage: 'No payment is due.' },
  }),
);

/** Words a plan's next payment (the API's `nextPayment`): its amount, due now or on its date. */
export function useNextPaymentText(): (payment: NextPayment | undefined) => string {
  const intl = useIntl();
  const format = useFormatters();
  return useCallback(
    (payment) => {
      const m = nextPaymentMessages;
      if (!payment) return intl.formatMessage(m.noPaymentDue);
      const amount = format.money(payment.amount);
      return payment.dueDate
        ? intl.formatMessage(m.nextPaymentDue, { amount, date: format.longDate(payment.dueDate) })
        : intl.formatMessage(m.nextPaymentDueNow, { amount });
    },
    [intl, format],
  );
}
