import { useIntl } from 'react-intl';
import { useSearch } from 'wouter';
import { useCoachSession, usePurchaseSearch } from '@hci/api-schema';
import { PurchaseTransactions, Stack, Text } from '@hci/design-system';
import { PageHeading, usePurchaseAddress } from '@hci/design-system/app';
import { purchasePath } from '../../paths';
import { purchaseMessages as m } from './purchaseMessages';

/** /purchases: what customers bought; the filter and page are in the address. */
export function PurchasesPage() {
  const intl = useIntl();
  const { coachId } = useCoachSession();
  const address = usePurchaseAddress();
  const search = useSearch();
  const { results, customers } = usePurchaseSearch(coachId, address.filter, address.page);
  return (
    <Stack space="large">
      <Stack space="small">
        <PageHeading>{intl.formatMessage(m.title)}</PageHeading>
        <Text tone="secondary">{intl.formatMessage(m.intro)}</Text>
      </Stack>
      <PurchaseTransactions
        filter={address.filter}
        onFilterChange={address.setFilter}
        page={address.page}
        onPageChange={address.setPage}
        query={results}
        customers={customers}
        // The details keep the list's filter and page, for the way back.
        detailHref={(id) => `${purchasePath(id)}${search ? `?${search}` : ''}`}
      />
    </Stack>
  );
}
