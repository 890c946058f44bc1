import { useIntl } from 'react-intl';
import { useParams, useSearch } from 'wouter';
import { usePurchase } from '@hci/api-schema';
import { Link, PurchaseDetails, QueryView, Skeleton, Stack, vars } from '@hci/design-system';
import { PageHeading } from '@hci/design-system/app';
import { NotFoundPage } from '../NotFound';
import { paths } from '../../paths';
import { purchasesMessages as m } from './messages';

/** /purchases/:purchaseId: one purchase, with the way back to the list. */
export function PurchasePage() {
  const intl = useIntl();
  const { purchaseId = '' } = useParams<{ purchaseId: string }>();
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
