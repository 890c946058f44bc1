import { useIntl } from 'react-intl';
import type { PurchaseStatus } from '@hci/api-schema';
import { Badge, type BadgeTone } from '@hci/design-system';
import { purchaseStatusLabels } from '../options';
import { purchaseMessages as m } from './messages';

const tones: Record<PurchaseStatus, BadgeTone> = {
  PENDING: 'caution',
  PAID: 'positive',
  REFUNDED: 'info',
  CANCELLED: 'neutral',
  FAILED: 'critical',
};

/**
 * A purchase's status (pending, paid, refunded, cancelled, failed) as a badge in its tone. A free
 * purchase went through with nothing paid, so it reads as confirmed rather than paid.
 */
export function PurchaseStatusBadge({
  status,
  amount,
}: {
  status: PurchaseStatus;
  /** What was paid, in cents, when known: a free purchase reads as confirmed. */
  amount?: number;
}) {
  const intl = useIntl();
  const text =
    status === 'PAID' && amount === 0
      ? intl.formatMessage(m.freeConfirmed)
      : intl.formatMessage(purchaseStatusLabels[status]);
  return <Badge tone={tones[status]}>{text}</Badge>;
}
