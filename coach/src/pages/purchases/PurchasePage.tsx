import { useIntl } from 'react-intl';
import { useSearch } from 'wouter';
import { usePurchase } from '@hci/api-schema';
import { Link, PurchaseDetails, QueryView, Skeleton, Stack, vars } from '@hci/design-system';
import { PageHeading } from '@hci/design-system/app';
import { NotFoundPage } from '../public/NotFoundPage';
import { paths, type PageProps } from '../../paths';
import { purchaseMessages as m } from './purchaseMessages';

/** /purchases/:purchaseId: one purchase, with the way back to the filtered list. */
export function PurchasePage({ params }: PageProps) {
  const intl = useIntl();
  const purchaseId = params.purchaseId ?? '';
  const purchase = usePurchase(purchaseId);
  const search = useSearch();
  if (!purchase) return <NotFoundPage />;
  return (
    <Stack space="large">
      <Link href={`${paths.purchases}${search ? `?${search}` : ''}`}>
        {intl.formatMessage(m.back)}
      </Link>
      <PageHeading>{intl.formatMessage(m.detailTitle, { id: purchaseId })}</PageHeading>
      <QueryView
        query={purchase}
        loadingLabel={intl.formatMessage(m.detailLoading)}
        skeleton={<Skeleton shape="block" height={vars.size.touchTarget} />}
      >
        {(data) => <PurchaseDetails purchase={data} />}
      </QueryView>
    </Stack>
  );
}
