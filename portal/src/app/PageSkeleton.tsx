import { useIntl } from 'react-intl';
import { LoadingRegion, Skeleton, Stack, vars } from '@hci/design-system';
import { commonMessages as m } from '../components/messages';

/** What a route shows while its chunk loads. */
export function PageSkeleton() {
  const intl = useIntl();
  return (
    <LoadingRegion label={intl.formatMessage(m.loadingPage)}>
      <Stack space="medium">
        <Skeleton shape="text" width="40%" height={vars.font.scale.xxlarge.lineHeight} />
        <Skeleton shape="text" />
        <Skeleton shape="text" width="80%" />
      </Stack>
    </LoadingRegion>
  );
}
