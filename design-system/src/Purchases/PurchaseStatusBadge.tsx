import { useIntl } from 'react-intl';
import { Badge, type BadgeTone } from '../Badge';
import { purchaseMessages as m } from './messages';
import type { PurchaseStatusName } from './types';

const tones: Record<PurchaseStatusName, BadgeTone> = {
  PENDING: 'caution',
  PAID: 'positive',
  REFUNDED: 'info',
  CANCELLED: 'neutral',
  FAILED: 'critical',
};

/** A purchase's status (pending, paid, refunded, cancelled, failed) as a badge in its tone. */
export function PurchaseStatusBadge({ status }: { status: PurchaseStatusName }) {
  const intl = useIntl();
  return <Badge tone={tones[status]}>{intl.formatMessage(m[status])}</Badge>;
}
