import { useIntl } from 'react-intl';
import { Button, Heading, Stack, Text } from '@hci/design-system';
import { commonMessages as m } from '../components/messages';

/** Shown when a page's chunk failed after a retry and a reload; the retry loads it again. */
export function ChunkErrorScreen({ onRetry }: { onRetry: () => void }) {
  const intl = useIntl();
  return (
    <Stack space="medium" align="left">
      <Heading level={1}>{intl.formatMessage(m.chunkFailedTitle)}</Heading>
      <Text>{intl.formatMessage(m.chunkFailedBody)}</Text>
      <Button onPress={onRetry}>{intl.formatMessage(m.retry)}</Button>
    </Stack>
  );
}
