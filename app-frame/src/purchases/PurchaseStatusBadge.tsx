import { useIntl } from 'react-intl';
import type { PurchaseStatus } from '@hci/api-schema';
import { Badge, type BadgeTone } from '@hci/design-system';
import { purchaseStatusLabels } from '../options';

const tones: Record<PurchaseStatus, BadgeTone> = {
  PENDING: 'caution',
  PAID: 'positive',
  REFUNDED: 'info',
  CANCELLED: 'neutral',
  FAILED: 'critical',
};

/** A purchase's status (pending, paid, refunded, cancelled, failed) as a badge in its tone. */
export function PurchaseStatusBadge({ status }: { status: PurchaseStatus }) {
  const intl = useIntl();
  return <Badge tone={tones[status]}>{intl.formatMessage(purchaseStatusLabels[status])}</Badge>;
}
