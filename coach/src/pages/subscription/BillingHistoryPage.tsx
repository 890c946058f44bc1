import { PageHeading, useBoundApi, useCoachSession } from '@hci/app-frame';
import { createApi, type SubscriptionInvoice } from '@hci/api-schema';
import {
  Badge,
  EmptyState,
  Link,
  QueryView,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableColumn,
  TableHeader,
  TableRow,
  Text,
  useFormatters,
} from '@hci/design-system';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { pathTo, paths } from '../../paths';
import { billingMessages as m } from './billingMessages';
import { subscriptionMessages } from './subscriptionMessages';

function InvoiceTable({ invoices }: { invoices: readonly SubscriptionInvoice[] }) {
  const intl = useIntl();
  const { longDate, money } = useFormatters();
  return (
    <Table aria-label={intl.formatMessage(m.table)} narrowLayout="stacked">
      <TableHeader>
        <TableColumn isRowHeader>{intl.formatMessage(m.date)}</TableColumn>
        <TableColumn>{intl.formatMessage(m.plan)}</TableColumn>
        <TableColumn align="end">{intl.formatMessage(m.amount)}</TableColumn>
        <TableColumn>{intl.formatMessage(m.status)}</TableColumn>
        <TableColumn>{intl.formatMessage(m.invoice)}</TableColumn>
      </TableHeader>
      <TableBody>
        {invoices.map((invoice) => (
          <TableRow key={invoice.invoiceId} id={invoice.invoiceId}>
            <TableCell>{longDate(invoice.chargedAt)}</TableCell>
            <TableCell>
              {intl.formatMessage(subscriptionMessages.plan, { plan: invoice.plan })}
            </TableCell>
            <TableCell align="end">{money(invoice.amount)}</TableCell>
            <TableCell>
              <Badge tone="positive">{intl.formatMessage(m[invoice.status])}</Badge>
            </TableCell>
            <TableCell>
              <Link href={pathTo(paths.invoice, { invoiceId: invoice.invoiceId })}>
                {intl.formatMessage(m.openInvoice, { number: invoice.invoiceNumber })}
              </Link>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** /subscription/invoices: each charge of the coach's subscription, newest first, with its invoice. */
export function BillingHistoryPage() {
  const intl = useIntl();
  const { coachId } = useCoachSession();
  const api = useBoundApi(createApi);
  const invoices = useQuery(api.coachSubscription.invoices(coachId));
  return (
    <Stack space="large">
      <Link href={paths.subscription}>{intl.formatMessage(m.back)}</Link>
      <Stack space="small">
        <PageHeading>{intl.formatMessage(m.title)}</PageHeading>
        <Text tone="secondary">{intl.formatMessage(m.intro)}</Text>
      </Stack>
      <QueryView
        query={invoices}
        loadingLabel={intl.formatMessage(m.loading)}
        isEmpty={(list) => list.length === 0}
        empty={
          <EmptyState
            title={intl.formatMessage(m.emptyTitle)}
            description={intl.formatMessage(m.emptyBody)}
          />
        }
      >
        {(list) => <InvoiceTable invoices={list} />}
      </QueryView>
    </Stack>
  );
}
