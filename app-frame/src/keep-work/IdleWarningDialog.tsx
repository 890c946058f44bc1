import { Button, Dialog, Stack, Text } from '@hci/design-system';
import type { IdleWarning } from '../app/useIdleSessionEnd';
import { useIntl } from 'react-intl';
import { keepWorkMessages as m } from './messages';

/**
 * The warning a minute before the idle sign-out, rendered while it counts down: an alert dialog
 * with the seconds left and the way to stay. Closing it (Escape) is an answer too: the person is
 * there.
 */
export function IdleWarningDialog({ secondsLeft, stay }: IdleWarning) {
  const intl = useIntl();
  return (
    <Dialog
      role="alertdialog"
      size="small"
      isDismissable={false}
      isOpen
      onOpenChange={(open) => {
        if (!open) stay();
      }}
      title={intl.formatMessage(m.idleTitle)}
      footer={
        <Button variant="primary" onPress={stay}>
          {intl.formatMessage(m.staySignedIn)}
        </Button>
      }
    >
      <Stack space="small">
        <Text>{intl.formatMessage(m.idleBody, { seconds: secondsLeft ?? 0 })}</Text>
        <Text tone="secondary">{intl.formatMessage(m.idleKept)}</Text>
      </Stack>
    </Dialog>
  );
}
