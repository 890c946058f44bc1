import { untypedMessages } from '@hci/design-system';
import { defineMessages } from 'react-intl';

export const billingMessages = untypedMessages(
  defineMessages({
    title: { id: 'coach.billing.title', defaultMessage: 'Billing history' },
    intro: {
      id: 'coach.billing.intro',
      defaultMessage: 'Every charge of your subscription, with its invoice to print or save.',
    },
    back: { id: 'coach.billing.back', defaultMessage: 'Back to your subscription' },
    loading: { id: 'coach.billing.loading', defaultMessage: 'Loading your charges' },
    emptyTitle: { id: 'coach.billing.emptyTitle', defaultMessage: 'No charges yet' },
    emptyBody: {
      id: 'coach.billing.emptyBody',
      defaultMessage: 'Each charge of your subscription is listed here once it is made.',
    },
    table: { id: 'coach.billing.table', defaultMessage: 'Subscription charges' },
    date: { id: 'coach.billing.column.date', defaultMessage: 'Date' },
    plan: { id: 'coach.billing.column.plan', defaultMessage: 'Plan' },
    amount: { id: 'coach.billing.column.amount', defaultMessage: 'Amount' },
    status: { id: 'coach.billing.column.status', defaultMessage: 'Status' },
    invoice: { id: 'coach.billing.column.invoice', defaultMessage: 'Invoice' },
    PAID: { id: 'coach.billing.status.PAID', defaultMessage: 'Paid' },
    openInvoice: { id: 'coach.billing.openInvoice', defaultMessage: 'Invoice {number}' },
    invoiceTitle: { id: 'coach.billing.invoiceTitle', defaultMessage: 'Invoice' },
    invoiceLoading: { id: 'coach.billing.invoiceLoading', defaultMessage: 'Loading the invoice…' },
    backToHistory: { id: 'coach.billing.backToHistory', defaultMessage: 'Back to billing history' },
    notFoundTitle: { id: 'coach.billing.notFoundTitle', defaultMessage: 'No invoice to show' },
    notFoundBody: {
      id: 'coach.billing.notFoundBody',
      defaultMessage:
        'This address names no charge of your subscription. Your billing history lists every invoice.',
    },
    chargedAt: { id: 'coach.billing.chargedAt', defaultMessage: 'Charged on' },
    period: { id: 'coach.billing.period', defaultMessage: 'Period' },
    periodDates: { id: 'coach.billing.periodDates', defaultMessage: '{start} to {end}' },
    card: { id: 'coach.billing.card', defaultMessage: 'Card' },
    reference: { id: 'coach.billing.reference', defaultMessage: 'Reference' },
    billedTo: { id: 'coach.billing.billedTo', defaultMessage: 'Billed to' },
    currencyNote: {
      id: 'coach.billing.currencyNote',
      defaultMessage: 'Amounts are in US dollars. Keep this invoice for your records.',
    },
  }),
);
