import { PurchaseListPage, useCoachSession } from '@hci/app-frame';
import { pathTo, paths } from '../../paths';

/** /purchases: what customers bought of the coach's products and services. */
export function PurchasesPage() {
  const { coachId } = useCoachSession();
  return (
    <PurchaseListPage
      coachId={coachId}
      detailPath={(purchaseId) => pathTo(paths.purchase, { purchaseId })}
    />
  );
}
