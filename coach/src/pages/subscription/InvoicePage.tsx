import {
  PageHeading,
  PrintableReceipt,
  PrintButton,
  ScreenOnly,
  useBoundApi,
  useCardName,
  useCoachSession,
} from '@hci/app-frame';
import { createApi, type SubscriptionInvoice } from '@hci/api-schema';
import {
  EmptyState,
  FactList,
  Link,
  QueryView,
  Skeleton,
  Stack,
  Text,
  useFormatters,
  vars,
} from '@hci/design-system';
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
  const noInvoice = (
    <EmptyState
      title={intl.formatMessage(m.notFoundTitle)}
      description={intl.formatMessage(m.notFoundBody)}
    />
  );
  return (
    <Stack space="large">
      <ScreenOnly>
        <Link href={paths.billingHistory}>{intl.formatMessage(m.backToHistory)}</Link>
      </ScreenOnly>
      <PageHeading>{intl.formatMessage(m.invoiceTitle)}</PageHeading>
      <QueryView
        query={invoices}
        loadingLabel={intl.formatMessage(m.invoiceLoading)}
        skeleton={<Skeleton shape="block" height={`calc(${vars.space.xxxlarge} * 4)`} />}
      >
        {(list) => {
          const invoice = list.find((entry) => entry.invoiceId === invoiceId);
          return invoice === undefined ? (
            noInvoice
          ) : (
            <Stack space="medium">
              <PrintButton />
              <Invoice invoice={invoice} email={email} />
            </Stack>
          );
        }}
      </QueryView>
    </Stack>
  );
}
