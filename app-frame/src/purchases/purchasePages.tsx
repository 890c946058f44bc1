import { Link, QueryView, Skeleton, Stack, vars, type QueryState } from '@hci/design-system';
import { PageHeading } from '@hci/design-system/app';
import { useIntl } from 'react-intl';
import { useSearch } from 'wouter';
import { purchaseMessages as m } from './messages';
import type { usePurchaseAddress } from './purchaseAddress';
import { PurchaseDetails } from './PurchaseDetails';
import { PurchaseTransactions } from './PurchaseTransactions';
import type { FilterOption, PurchasePage, PurchaseRecord } from './types';

/** The list's filter and page travel with the links between the list and a purchase. */
function withSearch(path: string, search: string) {
  return search ? `${path}?${search}` : path;
}

export interface PurchaseListPageProps {
  /** The filter and page from the address (`usePurchaseAddress`). */
  address: ReturnType<typeof usePurchaseAddress>;
  /** The purchases matching the address's filter and page, and the customers to filter by. */
  query: QueryState<PurchasePage>;
  customers: readonly FilterOption[];
  /** Where one purchase is shown. */
  detailPath: (purchaseId: number) => string;
}

/** /purchases in either app: what customers bought, filtered and paged through the address. */
export function PurchaseListPage({ address, query, customers, detailPath }: PurchaseListPageProps) {
  const intl = useIntl();
  const search = useSearch();
  return (
    <Stack space="large">
      <PageHeading intro={intl.formatMessage(m.intro)}>{intl.formatMessage(m.title)}</PageHeading>
      <PurchaseTransactions
        filter={address.filter}
        onFilterChange={address.setFilter}
        page={address.page}
        onPageChange={address.setPage}
        query={query}
        customers={customers}
        detailHref={(id) => withSearch(detailPath(id), search)}
      />
    </Stack>
  );
}

export interface PurchaseDetailPageProps {
  /** The purchase's number, as the address gives it. */
  purchaseId: string;
  query: QueryState<PurchaseRecord>;
  /** The list, which the way back returns to with the filter and page it had. */
  listPath: string;
}

/** /purchases/:purchaseId in either app: one purchase, with the way back to the filtered list. */
export function PurchaseDetailPage({ purchaseId, query, listPath }: PurchaseDetailPageProps) {
  const intl = useIntl();
  const search = useSearch();
  return (
    <Stack space="large">
      <Link href={withSearch(listPath, search)}>{intl.formatMessage(m.back)}</Link>
      <PageHeading>{intl.formatMessage(m.detailTitle, { id: purchaseId })}</PageHeading>
      <QueryView
        query={query}
        loadingLabel={intl.formatMessage(m.detailLoading)}
        skeleton={<Skeleton shape="block" height={vars.size.touchTarget} />}
      >
        {(data) => <PurchaseDetails purchase={data} />}
      </QueryView>
    </Stack>
  );
}
