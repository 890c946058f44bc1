import { PurchaseListPage, usePurchaseAddress } from '@hci/app-frame';
import { useCoachSession, usePurchaseSearch } from '@hci/api-schema';
import { purchasePath } from '../../paths';

/** /purchases: what customers bought of the coach's products and services. */
export function PurchasesPage() {
  const { coachId } = useCoachSession();
  const address = usePurchaseAddress();
  const { results, customers } = usePurchaseSearch(coachId, address.filter, address.page);
  return (
    <PurchaseListPage
      address={address}
      query={results}
      customers={customers}
      detailPath={purchasePath}
    />
  );
}
