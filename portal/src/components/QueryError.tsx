import { useIntl } from 'react-intl';
import { isApiError } from '@hci/api-schema';
import { Alert, Button, Stack, useErrorMessage } from '@hci/design-system';
import { commonMessages as m } from './messages';

/** The error state of a page or section: what happened (the §8 message) and a retry. */
export function QueryError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const intl = useIntl();
  const errorText = useErrorMessage();
  return (
    <Alert tone="critical" title={intl.formatMessage(m.loadFailedTitle)}>
      <Stack space="small" align="left">
        <span>{errorText(isApiError(error) ? error.key : 'default')}</span>
        <Button variant="secondary" onPress={onRetry}>
          {intl.formatMessage(m.retry)}
        </Button>
      </Stack>
    </Alert>
  );
}
