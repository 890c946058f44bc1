import { PurchaseListPage, useApiSession } from '@hci/app-frame';
import { pathTo, paths } from '../../paths';

/** /purchases: a student who is also a coach sees what customers bought. */
export function PurchasesPage() {
  const { coachId = 0 } = useApiSession();
  return (
    <PurchaseListPage
      coachId={coachId}
      detailPath={(purchaseId) => pathTo(paths.purchase, { purchaseId })}
    />
  );
}
