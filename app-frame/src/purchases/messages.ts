import { defineMessages } from 'react-intl';
import { untypedMessages } from '@hci/design-system';

export const purchaseMessages = untypedMessages(
  defineMessages({
    title: { id: 'frame.purchases.title', defaultMessage: 'Purchases' },
    intro: {
      id: 'frame.purchases.intro',
      defaultMessage: 'What customers bought of your products and services.',
    },
    detailTitle: { id: 'frame.purchases.detailTitle', defaultMessage: 'Purchase No. {id}' },
    detailLoading: { id: 'frame.purchases.detailLoading', defaultMessage: 'Loading the purchase…' },
    back: { id: 'frame.purchases.back', defaultMessage: 'Back to purchases' },
    filters: { id: 'frame.purchases.filters', defaultMessage: 'Filter purchases' },
    customer: { id: 'frame.purchases.customer', defaultMessage: 'Customer' },
    productType: { id: 'frame.purchases.productType', defaultMessage: 'Product type' },
    status: { id: 'frame.purchases.status', defaultMessage: 'Status' },
    freeConfirmed: { id: 'frame.purchases.freeConfirmed', defaultMessage: 'Confirmed' },
    any: { id: 'frame.purchases.any', defaultMessage: 'All' },
    clear: { id: 'frame.purchases.clear', defaultMessage: 'Clear filters' },
    table: { id: 'frame.purchases.table', defaultMessage: 'Purchases' },
    loading: { id: 'frame.purchases.loading', defaultMessage: 'Loading the purchases…' },
    id: { id: 'frame.purchases.column.id', defaultMessage: 'Purchase' },
    idValue: { id: 'frame.purchases.idValue', defaultMessage: 'No. {id}' },
    openPurchase: {
      id: 'frame.purchases.open',
      defaultMessage: 'No. {id}, {product}, bought by {customer}',
    },
    openOwnPurchase: {
      id: 'frame.purchases.openOwn',
      defaultMessage: 'No. {id}, {product}, from {coach}',
    },
    coach: { id: 'frame.purchases.coach', defaultMessage: 'Coach' },
    emptyOwn: {
      id: 'frame.purchases.empty.own',
      defaultMessage: 'What you buy from coaches, and the sessions you book, are listed here.',
    },
    date: { id: 'frame.purchases.column.date', defaultMessage: 'Date' },
    product: { id: 'frame.purchases.column.product', defaultMessage: 'Product' },
    amount: { id: 'frame.purchases.column.amount', defaultMessage: 'Amount' },
    email: { id: 'frame.purchases.email', defaultMessage: 'Customer email' },
    totals: { id: 'frame.purchases.totals', defaultMessage: 'Totals of the filtered purchases' },
    totalCount: { id: 'frame.purchases.totalCount', defaultMessage: 'Purchases' },
    settledAmount: { id: 'frame.purchases.settledAmount', defaultMessage: 'Paid' },
    unsettledAmounts: {
      id: 'frame.purchases.unsettledAmounts',
      defaultMessage: 'Not counted as paid: {amounts}.',
    },
    statusAmount: {
      id: 'frame.purchases.statusAmount',
      defaultMessage: '{status} {amount} ({count, plural, one {# purchase} other {# purchases}})',
    },
    emptyTitle: { id: 'frame.purchases.empty.title', defaultMessage: 'No purchases found' },
    emptyFiltered: {
      id: 'frame.purchases.empty.filtered',
      defaultMessage: 'No purchase matches these filters. Clear them to see every purchase.',
    },
    emptyBody: {
      id: 'frame.purchases.empty.body',
      defaultMessage:
        'When customers buy your products and services, their purchases are listed here.',
    },
  }),
);
