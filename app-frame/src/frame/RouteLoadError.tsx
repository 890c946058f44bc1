import { useIntl } from 'react-intl';
import { Button, Stack, Text } from '@hci/design-system';
import { appMessages } from './messages';
import { PageHeading } from './PageHeading';

/**
 * Shown when a page's chunk failed after a retry and a reload (a dropped connection, or a new
 * release that removed the old chunks); the retry loads it again.
 */
export function RouteLoadError({ onRetry }: { onRetry: () => void }) {
  const intl = useIntl();
  return (
    <Stack space="medium" align="left">
      <PageHeading>{intl.formatMessage(appMessages.loadErrorTitle)}</PageHeading>
      <Text>{intl.formatMessage(appMessages.loadErrorHelp)}</Text>
      <Button onPress={onRetry}>{intl.formatMessage(appMessages.retry)}</Button>
    </Stack>
  );
}
