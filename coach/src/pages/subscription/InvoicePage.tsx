import {
  PrintableReceipt,
  ReceiptPage,
  useBoundApi,
  useCardName,
  useCoachSession,
} from '@hci/app-frame';
import { createApi, type SubscriptionInvoice } from '@hci/api-schema';
import { FactList, Text, useFormatters } from '@hci/design-system';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useParams } from 'wouter';
import { paths } from '../../paths';
import { billingMessages as m } from './billingMessages';
import { subscriptionMessages } from './subscriptionMessages';

/** The invoice as printed: the plan and period charged, when, to which card, and for whom. */
function Invoice({ invoice, email }: { invoice: SubscriptionInvoice; email: string }) {
  const intl = useIntl();
  const { longDate, money } = useFormatters();
  const cardName = useCardName();
  return (
    <PrintableReceipt
      headingId={`invoice-${invoice.invoiceId}`}
      heading={intl.formatMessage(m.openInvoice, { number: invoice.invoiceNumber })}
    >
      <FactList
        facts={[
          { label: intl.formatMessage(m.chargedAt), value: longDate(invoice.chargedAt) },
          {
            label: intl.formatMessage(m.plan),
            value: intl.formatMessage(subscriptionMessages.plan, { plan: invoice.plan }),
          },
          {
            label: intl.formatMessage(m.period),
            value: intl.formatMessage(m.periodDates, {
              start: longDate(invoice.periodStart),
              end: longDate(invoice.periodEnd),
            }),
          },
          { label: intl.formatMessage(m.amount), value: money(invoice.amount) },
          { label: intl.formatMessage(m.card), value: cardName(invoice) },
          { label: intl.formatMessage(m.reference), value: invoice.reference },
          { label: intl.formatMessage(m.billedTo), value: email },
        ]}
      />
      <Text size="small" tone="secondary">
        {intl.formatMessage(m.currencyNote)}
      </Text>
    </PrintableReceipt>
  );
}

/**
 * /subscription/invoices/:invoiceId: the invoice of one charge of the coach's subscription, to
 * print or save as a PDF; printed, only the invoice shows. It is read from the billing history,
 * which lists every invoice whole.
 */
export function InvoicePage() {
  const intl = useIntl();
  const { coachId, email } = useCoachSession();
  const api = useBoundApi(createApi);
  const invoiceId = Number(useParams<{ invoiceId: string }>().invoiceId);
  const invoices = useQuery(api.coachSubscription.invoices(coachId));
  return (
    <ReceiptPage
      title={intl.formatMessage(m.invoiceTitle)}
      back={{ href: paths.billingHistory, label: intl.formatMessage(m.backToHistory) }}
      query={invoices}
      loadingLabel={intl.formatMessage(m.invoiceLoading)}
      skeletonHeight={4}
      notFound={{
        title: intl.formatMessage(m.notFoundTitle),
        description: intl.formatMessage(m.notFoundBody),
      }}
    >
      {(list) => {
        const invoice = list.find((entry) => entry.invoiceId === invoiceId);
        return invoice && <Invoice invoice={invoice} email={email} />;
      }}
    </ReceiptPage>
  );
}
