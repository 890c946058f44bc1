import { usePurchase, usePurchaseSearch } from '@hci/api-schema';
import { Link, QueryView, Skeleton, Stack, vars, type QueryState } from '@hci/design-system';
import { useApi } from '../app/ApiProvider';
import { PageHeading } from '../frame/PageHeading';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useParams, useSearch } from 'wouter';
import { purchaseMessages as m } from './messages';
import { usePurchaseAddress } from './purchaseAddress';
import { PurchaseDetails } from './PurchaseDetails';
import { PurchaseTransactions } from './PurchaseTransactions';
import type { PurchasePage } from './types';

/** The list's filter and page travel with the links between the list and a purchase. */
function withSearch(path: string, search: string) {
  return search ? `${path}?${search}` : path;
}

export interface PurchaseListPageProps {
  /** The coach whose customers' purchases are listed. */
  coachId: number;
  /** Where one purchase is shown. */
  detailPath: (purchaseId: number) => string;
}

/** /purchases in either app: what customers bought, filtered and paged through the address. */
export function PurchaseListPage({ coachId, detailPath }: PurchaseListPageProps) {
  const intl = useIntl();
  const search = useSearch();
  const address = usePurchaseAddress();
  const { results, customers } = usePurchaseSearch(useApi(), coachId, address.filter, address.page);
  return (
    <Stack space="large">
      <PageHeading intro={intl.formatMessage(m.intro)}>{intl.formatMessage(m.title)}</PageHeading>
      <PurchaseTransactions
        filter={address.filter}
        onFilterChange={address.setFilter}
        page={address.page}
        onPageChange={address.setPage}
        query={results}
        customers={customers}
        detailHref={(id) => withSearch(detailPath(id), search)}
      />
    </Stack>
  );
}

export interface CustomerPurchaseListPageProps {
  /** The customer's list: a student's purchases. */
  query: QueryState<PurchasePage>;
  page: number;
  onPageChange: (page: number) => void;
  detailPath: (purchaseId: number) => string;
}

/** A customer's own purchases, in the same list the coach reads sales in, by coach and unfiltered. */
export function CustomerPurchaseList({
  query,
  page,
  onPageChange,
  detailPath,
}: CustomerPurchaseListPageProps) {
  return (
    <PurchaseTransactions
      viewer="customer"
      page={page}
      onPageChange={onPageChange}
      query={query}
      detailHref={detailPath}
    />
  );
}

export interface PurchaseDetailPageProps {
  /** The list, which the way back returns to with the filter and page it had. */
  listPath: string;
  /** The app's not-found page, for an address that names no purchase (/purchases/abc). */
  notFound: ReactNode;
}

/** /purchases/:purchaseId in either app: one purchase, with the way back to the filtered list. */
export function PurchaseDetailPage({ listPath, notFound }: PurchaseDetailPageProps) {
  const intl = useIntl();
  const search = useSearch();
  const { purchaseId = '' } = useParams<{ purchaseId: string }>();
  const query = usePurchase(useApi(), purchaseId);
  if (!query) return notFound;
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
