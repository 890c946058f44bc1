import { Button, Stack } from '@hci/design-system';
import { useIntl } from 'react-intl';
import { PageHeading } from '../app/PageHeading';
import { layoutMessages } from './messages';
import { commonMessages } from '../components/commonMessages';

export function RouteLoadError({ onRetry }: { onRetry: () => void }) {
  const intl = useIntl();
  return (
    <Stack space="medium" align="left">
      <PageHeading>{intl.formatMessage(layoutMessages.pageLoadError)}</PageHeading>
      <p>{intl.formatMessage(layoutMessages.pageLoadErrorHelp)}</p>
      <Button variant="primary" onPress={onRetry}>
        {intl.formatMessage(commonMessages.retry)}
      </Button>
    </Stack>
  );
}
