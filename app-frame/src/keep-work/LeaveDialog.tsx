import { ConfirmDialog, Text } from '@hci/design-system';
import { useIntl } from 'react-intl';
import { keepWorkMessages as m } from './messages';

/** The question before leaving unsaved changes; "Stay on this page" is the way out. */
export function LeaveDialog({ onLeave, onStay }: { onLeave: () => void; onStay: () => void }) {
  const intl = useIntl();
  return (
    <ConfirmDialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onStay();
      }}
      title={intl.formatMessage(m.leaveTitle)}
      confirmLabel={intl.formatMessage(m.leave)}
      cancelLabel={intl.formatMessage(m.stay)}
      tone="critical"
      onConfirm={onLeave}
    >
      <Text>{intl.formatMessage(m.leaveBody)}</Text>
    </ConfirmDialog>
  );
}
