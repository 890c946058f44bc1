import { PurchaseDetailPage } from '@hci/app-frame';
import { usePurchase } from '@hci/api-schema';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { useParams } from 'wouter';
import { paths } from '../../paths';

/** /purchases/:purchaseId: one purchase; an address that names none is not found. */
export function PurchasePage() {
  const { purchaseId = '' } = useParams();
  const purchase = usePurchase(purchaseId);
  if (!purchase) return <NotFoundPage />;
  return <PurchaseDetailPage purchaseId={purchaseId} query={purchase} listPath={paths.purchases} />;
}
