import {
  Button,
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastRegion as AriaToastRegion,
  type QueuedToast,
} from 'react-aria-components';
import { defineMessages } from 'react-intl';
import { useIntl } from '../i18n/useIntl';
import { CloseIcon, CriticalIcon, InfoIcon, PositiveIcon } from '../icons';
import * as styles from './Toast.css';
import { hasCloseAction, toastQueue, type ToastContent } from './toastQueue';
import { reserveToastSpace } from './toastSpace';

const messages = defineMessages({
  close: { id: 'ds.toast.close', defaultMessage: 'Close' },
  positive: { id: 'ds.toast.tone.positive', defaultMessage: 'Success' },
  critical: { id: 'ds.toast.tone.critical', defaultMessage: 'Error' },
  info: { id: 'ds.toast.tone.info', defaultMessage: 'Information' },
});

const icons = { positive: PositiveIcon, critical: CriticalIcon, info: InfoIcon };

function ToastItem({ toast }: { toast: QueuedToast<ToastContent> }) {
  const intl = useIntl();
  const { tone, message, values } = toast.content;
  const Icon = icons[tone];
  const text = typeof message === 'string' ? message : intl.formatMessage(message, values);
  return (
    <AriaToast toast={toast} className={`${styles.toast} ${styles.tone[tone]}`}>
      <Icon
        title={intl.formatMessage(messages[tone])}
        className={`${styles.icon} ${styles.iconTone[tone]}`}
      />
      <AriaToastContent className={styles.content}>
        <Text slot="title">{text}</Text>
      </AriaToastContent>
      {hasCloseAction(toast.timeout) && (
        <Button
          slot="close"
          aria-label={intl.formatMessage(messages.close)}
          className={styles.close}
        >
          <CloseIcon />
        </Button>
      )}
    </AriaToast>
  );
}

const reserveSpace = (region: HTMLDivElement | null) =>
  region ? reserveToastSpace(region) : undefined;

/**
 * The region itself: a landmark reachable with F6; toasts are announced, and their timers pause
 * while the region is hovered or focused.
 */
export function ToastList() {
  return (
    <AriaToastRegion queue={toastQueue} className={styles.region} ref={reserveSpace}>
      {({ toast }) => <ToastItem toast={toast} />}
    </AriaToastRegion>
  );
}
