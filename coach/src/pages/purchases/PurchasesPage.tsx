import { PurchaseListPage } from '@hci/app-frame';
import { useCoachSession } from '@hci/api-schema';
import { purchasePath } from '../../paths';

/** /purchases: what customers bought of the coach's products and services. */
export function PurchasesPage() {
  const { coachId } = useCoachSession();
  return <PurchaseListPage coachId={coachId} detailPath={purchasePath} />;
}
