import { PurchaseListPage, usePurchaseAddress } from '@hci/app-frame';
import { useApiSession, usePurchaseSearch } from '@hci/api-schema';
import { purchasePath } from '../../paths';

/** /purchases: a student who is also a coach sees what customers bought. */
export function PurchasesPage() {
  const { coachId = 0 } = useApiSession();
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
