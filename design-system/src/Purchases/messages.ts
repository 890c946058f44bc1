import { defineMessages } from 'react-intl';
import { untypedMessages } from '../i18n/untypedMessages';

export const purchaseMessages = untypedMessages(
  defineMessages({
    title: { id: 'ds.purchases.title', defaultMessage: 'Purchases' },
    intro: {
      id: 'ds.purchases.intro',
      defaultMessage: 'What customers bought of your products and services.',
    },
    detailTitle: { id: 'ds.purchases.detailTitle', defaultMessage: 'Purchase No. {id}' },
    detailLoading: { id: 'ds.purchases.detailLoading', defaultMessage: 'Loading the purchase…' },
    back: { id: 'ds.purchases.back', defaultMessage: 'Back to purchases' },
    filters: { id: 'ds.purchases.filters', defaultMessage: 'Filter purchases' },
    customer: { id: 'ds.purchases.customer', defaultMessage: 'Customer' },
    productType: { id: 'ds.purchases.productType', defaultMessage: 'Product type' },
    status: { id: 'ds.purchases.status', defaultMessage: 'Status' },
    coach: { id: 'ds.purchases.coach', defaultMessage: 'Coach' },
    any: { id: 'ds.purchases.any', defaultMessage: 'All' },
    clear: { id: 'ds.purchases.clear', defaultMessage: 'Clear filters' },
    table: { id: 'ds.purchases.table', defaultMessage: 'Purchases' },
    loading: { id: 'ds.purchases.loading', defaultMessage: 'Loading the purchases…' },
    id: { id: 'ds.purchases.column.id', defaultMessage: 'Purchase' },
    idValue: { id: 'ds.purchases.idValue', defaultMessage: 'No. {id}' },
    openPurchase: {
      id: 'ds.purchases.open',
      defaultMessage: 'No. {id}, {product}, bought by {customer}',
    },
    date: { id: 'ds.purchases.column.date', defaultMessage: 'Date' },
    product: { id: 'ds.purchases.column.product', defaultMessage: 'Product' },
    amount: { id: 'ds.purchases.column.amount', defaultMessage: 'Amount' },
    email: { id: 'ds.purchases.email', defaultMessage: 'Customer email' },
    totals: { id: 'ds.purchases.totals', defaultMessage: 'Totals of the filtered purchases' },
    totalCount: { id: 'ds.purchases.totalCount', defaultMessage: 'Purchases' },
    totalAmount: { id: 'ds.purchases.totalAmount', defaultMessage: 'Total amount' },
    emptyTitle: { id: 'ds.purchases.empty.title', defaultMessage: 'No purchases found' },
    emptyFiltered: {
      id: 'ds.purchases.empty.filtered',
      defaultMessage: 'No purchase matches these filters. Clear them to see every purchase.',
    },
    emptyBody: {
      id: 'ds.purchases.empty.body',
      defaultMessage:
        'When customers buy your products and services, their purchases are listed here.',
    },
    PRODUCT: { id: 'ds.purchases.type.PRODUCT', defaultMessage: 'Product' },
    SERVICE: { id: 'ds.purchases.type.SERVICE', defaultMessage: 'Service' },
    PENDING: { id: 'ds.purchases.status.PENDING', defaultMessage: 'Pending' },
    PAID: { id: 'ds.purchases.status.PAID', defaultMessage: 'Paid' },
    REFUNDED: { id: 'ds.purchases.status.REFUNDED', defaultMessage: 'Refunded' },
    CANCELLED: { id: 'ds.purchases.status.CANCELLED', defaultMessage: 'Cancelled' },
    FAILED: { id: 'ds.purchases.status.FAILED', defaultMessage: 'Failed' },
  }),
);
