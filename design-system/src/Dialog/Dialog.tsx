import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  Dialog as AriaDialog,
  Heading,
  Modal,
  ModalOverlay,
  type ModalOverlayProps,
} from 'react-aria-components';
import { defineMessages, useIntl } from 'react-intl';
import { CloseIcon } from '../icons';
import * as styles from './Dialog.css';

const messages = defineMessages({
  close: { id: 'ds.dialog.close', defaultMessage: 'Close' },
});

type DialogContent = ReactNode | ((close: () => void) => ReactNode);

export interface DialogProps extends Pick<
  ModalOverlayProps,
  'isOpen' | 'defaultOpen' | 'onOpenChange'
> {
  /** Names the dialog for screen readers and heads it visually. */
  title: ReactNode;
  children: DialogContent;
  /** Actions at the foot of the dialog; a function receives `close`. */
  footer?: DialogContent;
  /** Whether a press outside (and the close button) dismisses the dialog. Defaults to true. */
  isDismissable?: boolean;
  size?: styles.DialogSize;
}

function renderContent(content: DialogContent, close: () => void): ReactNode {
  return typeof content === 'function' ? content(close) : content;
}

/**
 * A modal dialog. Put it inside a `DialogTrigger` next to the button that opens it, or control it
 * with `isOpen`/`onOpenChange`. Focus is trapped inside and returns to the trigger on close.
 */
export function Dialog({
  title,
  children,
  footer,
  isDismissable = true,
  size = 'medium',
  ...overlayProps
}: DialogProps) {
  const intl = useIntl();
  return (
    <ModalOverlay {...overlayProps} isDismissable={isDismissable} className={styles.overlay}>
      <Modal className={styles.modal[size]}>
        <AriaDialog className={styles.dialog}>
          {({ close }) => (
            <>
              <div className={styles.header}>
                <Heading slot="title" className={styles.title}>
                  {title}
                </Heading>
                {isDismissable && (
                  <AriaButton
                    slot="close"
                    aria-label={intl.formatMessage(messages.close)}
                    className={styles.closeButton}
                  >
                    <CloseIcon aria-hidden />
                  </AriaButton>
                )}
              </div>
              <div className={styles.body}>{renderContent(children, close)}</div>
              {footer !== undefined && (
                <div className={styles.footer}>{renderContent(footer, close)}</div>
              )}
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
