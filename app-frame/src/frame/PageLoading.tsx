import { useIntl } from 'react-intl';
import { LoadingRegion, Skeleton, Stack } from '@hci/design-system';
import { appMessages } from './messages';
import { pageLoading } from './PageLoading.css';

/** What a route shows while its chunk loads: a quiet skeleton, announced once as loading. */
export function PageLoading() {
  const intl = useIntl();
  return (
    <div className={pageLoading}>
      <LoadingRegion label={intl.formatMessage(appMessages.loadingPage)}>
        <Stack space="medium">
          <Skeleton shape="heading" width="40%" />
          <Skeleton shape="text" />
          <Skeleton shape="text" width="80%" />
        </Stack>
      </LoadingRegion>
    </div>
  );
}
