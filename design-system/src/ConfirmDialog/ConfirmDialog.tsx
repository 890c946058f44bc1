import { useState, type ReactNode } from 'react';
import { Modal, ModalOverlay, type ModalOverlayProps } from 'react-aria-components';
import { defineMessages } from 'react-intl';
import { useIntl } from '../i18n/useIntl';
import { Button } from '../Button';
import * as dialogStyles from '../Dialog/Dialog.css';
import { DialogSurface } from '../Dialog/DialogSurface';
import { focusAfterRemoval } from '../interactions/focusAfterRemoval';
import { mergeClassNames, type StyleProps } from '../css/styleProps';

const messages = defineMessages({
  cancel: { id: 'ds.confirmDialog.cancel', defaultMessage: 'Cancel' },
});

export interface ConfirmDialogProps
  extends Pick<ModalOverlayProps, 'isOpen' | 'defaultOpen' | 'onOpenChange'>, StyleProps {
  title: ReactNode;
  /** What will happen, in plain words. */
  children: ReactNode;
  /** Names the action, e.g. "Delete payment method" rather than "OK". */
  confirmLabel: ReactNode;
  /** Names the way out when "Cancel" would be ambiguous, e.g. "Keep my subscription". */
  cancelLabel?: ReactNode;
  /** `critical` for actions that destroy or cannot be undone. */
  tone?: 'brand' | 'critical';
  /**
   * Runs the action. While a returned promise is pending the confirm button shows progress;
   * when it resolves the dialog closes. When it rejects the dialog stays open so the person can
   * try again; the handler reports the failure (for example with a toast).
   */
  onConfirm: () => void | Promise<unknown>;
  /**
   * The item of a list that the action takes away (a deleted card or row). Once it has gone,
   * focus moves on to the item that took its place rather than to the page's heading.
   */
  removes?: Element | null;
}

/**
 * Asks for an explicit choice before an important action (role `alertdialog`), starting on the way
 * out.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  cancelLabel,
  tone = 'brand',
  onConfirm,
  removes,
  className,
  style,
  ...overlayProps
}: ConfirmDialogProps) {
  const intl = useIntl();
  const [isPending, setPending] = useState(false);

  async function confirm(close: () => void) {
    setPending(true);
    const stopFollowing = removes ? focusAfterRemoval(removes) : undefined;
    try {
      await onConfirm();
      close();
    } catch {
      // Stays open on failure; `onConfirm` owns the error message.
      stopFollowing?.();
    } finally {
      setPending(false);
    }
  }

  return (
    <ModalOverlay
      {...overlayProps}
      isDismissable={false}
      isKeyboardDismissDisabled={isPending}
      className={dialogStyles.overlay}
    >
      <Modal className={mergeClassNames(dialogStyles.modal.small, className)} style={style}>
        <DialogSurface role="alertdialog" title={title}>
          {(close) => (
            <>
              <div className={dialogStyles.body}>{children}</div>
              <div className={dialogStyles.footer}>
                {/* It opens on the safe choice: a stray Enter keeps things as they are. */}
                <Button
                  variant="secondary"
                  isDisabled={isPending}
                  onPress={close}
                  data-initial-focus
                >
                  {cancelLabel ?? intl.formatMessage(messages.cancel)}
                </Button>
                <Button
                  variant={tone === 'critical' ? 'critical' : 'primary'}
                  isPending={isPending}
                  onPress={() => void confirm(close)}
                >
                  {confirmLabel}
                </Button>
              </div>
            </>
          )}
        </DialogSurface>
      </Modal>
    </ModalOverlay>
  );
}
