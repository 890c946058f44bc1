// The dialog element inside react-aria's Modal: react-aria's useDialog names it by its title and
// moves focus into it; `close` comes from the modal's state. (react-aria-components' Dialog would
// bring its Button, and with it the press handling the library's native buttons do without.)
import { useContext, useRef, type ReactNode } from 'react';
import { OverlayTriggerStateContext } from 'react-aria-components';
import { useDialog } from 'react-aria/useDialog';
import * as styles from './Dialog.css';

export interface DialogSurfaceProps {
  role?: 'dialog' | 'alertdialog';
  title: ReactNode;
  /** After the title, in the header (the close button). */
  headerEnd?: (close: () => void) => ReactNode;
  children: (close: () => void) => ReactNode;
}

export function DialogSurface({ role = 'dialog', title, headerEnd, children }: DialogSurfaceProps) {
  const ref = useRef<HTMLElement>(null);
  const { dialogProps, titleProps } = useDialog({ role }, ref);
  const state = useContext(OverlayTriggerStateContext);
  const close = () => state?.close();
  return (
    <section {...dialogProps} ref={ref} className={styles.dialog}>
      <div className={styles.header}>
        <h2 {...titleProps} className={styles.title}>
          {title}
        </h2>
        {headerEnd?.(close)}
      </div>
      {children(close)}
    </section>
  );
}
