import type { ReactNode } from 'react';
import { mergeProps } from 'react-aria/mergeProps';
import { Modal, ModalOverlay, type ModalOverlayProps } from 'react-aria-components';
import { defineMessages } from 'react-intl';
import { useIntl } from '../i18n/useIntl';
import { CloseIcon } from '../icons';
import { useInteractionState } from '../interactions';
import * as styles from './Dialog.css';
import { DialogSurface } from './DialogSurface';
import { mergeClassNames, type StyleProps } from '../css/styleProps';

const messages = defineMessages({
  close: { id: 'ds.dialog.close', defaultMessage: 'Close' },
});

type DialogContent = ReactNode | ((close: () => void) => ReactNode);

export interface DialogProps
  extends Pick<ModalOverlayProps, 'isOpen' | 'defaultOpen' | 'onOpenChange'>, StyleProps {
  /** Names the dialog for screen readers and heads it visually. */
  title: ReactNode;
  /** The body, which scrolls when taller than the screen; a function receives `close`. */
  children: DialogContent;
  /** Actions at the foot of the dialog; a function receives `close`. */
  footer?: DialogContent;
  /** Whether a press outside (and the close button) dismisses the dialog. Defaults to true. */
  isDismissable?: boolean;
  /** The widest it grows: `small` 480px, `medium` 640px, `large` 960px. Default: 'medium'. */
  size?: styles.DialogSize;
  /** `alertdialog` for a dialog that interrupts to ask for an answer (screen readers announce it). */
  role?: 'dialog' | 'alertdialog';
}

function renderContent(content: DialogContent, close: () => void): ReactNode {
  return typeof content === 'function' ? content(close) : content;
}

function CloseButton({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const { interactionProps } = useInteractionState();
  return (
    <button
      {...mergeProps(interactionProps, { onClick: onClose })}
      type="button"
      aria-label={intl.formatMessage(messages.close)}
      className={styles.closeButton}
    >
      <CloseIcon aria-hidden />
    </button>
  );
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
  role = 'dialog',
  className,
  style,
  ...overlayProps
}: DialogProps) {
  return (
    <ModalOverlay {...overlayProps} isDismissable={isDismissable} className={styles.overlay}>
      <Modal className={mergeClassNames(styles.modal[size], className)} style={style}>
        <DialogSurface
          role={role}
          title={title}
          headerEnd={isDismissable ? (close) => <CloseButton onClose={close} /> : undefined}
        >
          {(close) => (
            <>
              <div className={styles.body}>{renderContent(children, close)}</div>
              {footer !== undefined && (
                <div className={styles.footer}>{renderContent(footer, close)}</div>
              )}
            </>
          )}
        </DialogSurface>
      </Modal>
    </ModalOverlay>
  );
}
