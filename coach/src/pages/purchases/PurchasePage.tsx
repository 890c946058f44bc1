import { PurchaseDetailPage } from '@hci/app-frame';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { paths } from '../../paths';

/** /purchases/:purchaseId: one purchase; an address that names none is not found. */
export function PurchasePage() {
  return <PurchaseDetailPage listPath={paths.purchases} notFound={<NotFoundPage />} />;
}
