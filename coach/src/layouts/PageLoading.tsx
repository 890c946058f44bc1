import { LoadingRegion, Skeleton, Stack } from '@hci/design-system';
import { useIntl } from 'react-intl';
import { layoutMessages } from './messages';
import { pageLoading } from './PageLoading.css';

/** What a route shows while its chunk loads: a quiet skeleton, announced once as loading. */
export function PageLoading() {
  const intl = useIntl();
  return (
    <div className={pageLoading}>
      <LoadingRegion label={intl.formatMessage(layoutMessages.loadingPage)}>
        <Stack space="medium">
          <Skeleton shape="block" width="50%" height="2.5rem" />
          <Skeleton />
          <Skeleton />
          <Skeleton width="75%" />
        </Stack>
      </LoadingRegion>
    </div>
  );
}
