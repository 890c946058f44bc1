import { useIntl } from 'react-intl';
import { FactList, useFormatters } from '@hci/design-system';
import { offeringTypeLabels } from '../options';
import { purchaseMessages as m } from './messages';
import { PurchaseStatusBadge } from './PurchaseStatusBadge';
import type { PurchaseRecord, PurchaseViewer } from './types';

/**
 * One purchase: who bought what (or, for the customer, from whom), when, for how much, and where
 * it stands.
 */
export function PurchaseDetails({
  purchase,
  viewer = 'coach',
}: {
  purchase: PurchaseRecord;
  viewer?: PurchaseViewer;
}) {
  const intl = useIntl();
  const format = useFormatters();
  return (
    <FactList
      facts={[
        {
          label: intl.formatMessage(m.id),
          value: intl.formatMessage(m.idValue, { id: purchase.id }),
        },
        { label: intl.formatMessage(m.date), value: format.longDate(purchase.purchasedAt) },
        ...(viewer === 'customer'
          ? [{ label: intl.formatMessage(m.coach), value: purchase.coach?.name ?? '' }]
          : [
              { label: intl.formatMessage(m.customer), value: purchase.customer.name },
              { label: intl.formatMessage(m.email), value: purchase.customer.email },
            ]),
        { label: intl.formatMessage(m.product), value: purchase.product.title },
        {
          label: intl.formatMessage(m.productType),
          value: intl.formatMessage(offeringTypeLabels[purchase.coachProductType]),
        },
        {
          label: intl.formatMessage(m.status),
          value: (
            <PurchaseStatusBadge
              status={purchase.status}
              amount={viewer === 'customer' ? purchase.amount : undefined}
            />
          ),
        },
        {
          label: intl.formatMessage(m.amount),
          value: format.money(purchase.amount, { zeroAsFree: true }),
        },
      ]}
    />
  );
}
