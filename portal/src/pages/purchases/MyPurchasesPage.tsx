import {
  CustomerPurchaseList,
  PageHeading,
  purchasePageSize,
  useBoundApi,
  useStudentId,
} from '@hci/app-frame';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { purchaseQueries } from '@hci/api-schema';
import { Link, Stack } from '@hci/design-system';
import { pathTo, paths } from '../../paths';
import { bookingMessages as m } from './bookingMessages';

/** /my-purchases: what the student bought from coaches, newest first, in the shared list. */
export function MyPurchasesPage() {
  const intl = useIntl();
  const purchases = useBoundApi(purchaseQueries);
  const [page, setPage] = useState(0);
  const query = useQuery({
    ...purchases.student(useStudentId(), { page, size: purchasePageSize }),
    placeholderData: keepPreviousData,
  });
  return (
    <Stack space="large">
      <PageHeading intro={intl.formatMessage(m.myIntro)}>
        {intl.formatMessage(m.myTitle)}
      </PageHeading>
      <Link href={paths.coaches}>{intl.formatMessage(m.findCoach)}</Link>
      <CustomerPurchaseList
        query={query}
        page={page}
        onPageChange={setPage}
        detailPath={(purchaseId) => pathTo(paths.myPurchase, { purchaseId })}
      />
    </Stack>
  );
}
