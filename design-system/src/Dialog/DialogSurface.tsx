// The dialog element inside react-aria's Modal: react-aria's useDialog names it by its title and
// moves focus into it; `close` comes from the modal's state. (react-aria-components' Dialog would
// bring its Button, and with it the press handling the library's native buttons do without.)
import { useContext, useLayoutEffect, useRef, type ReactNode } from 'react';
import { OverlayTriggerStateContext } from 'react-aria-components';
import { useDialog } from 'react-aria/useDialog';
import { focusPageHeading } from '../interactions/focusPageHeading';
import * as styles from './Dialog.css';

/** The control a dialog starts on when one is marked so (a confirmation's safe choice). */
const initialFocusAttribute = 'data-initial-focus';

/** The first field of a form, where a dialog holding one starts, so typing can begin at once. */
const firstField =
  'form :is(input, select, textarea):not([type="hidden"]):not(:disabled):not([aria-hidden="true"])';

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
  // On close, react-aria returns focus to the control that opened the dialog, a frame later. When
  // the dialog's action removed that control (the Delete of a deleted row), focus would fall to
  // the page itself, and the next Tab would start over from the top: it goes to the page's h1.
  // Only while that page is still there: a new page (a navigation) focuses its own heading.
  const page = useRef<Element | null>(null);
  // Before react-aria's own focus (the dialog itself, when nothing inside has it): the control
  // marked to start on, else a form's first field; otherwise the dialog, as react-aria does.
  useLayoutEffect(() => {
    const start =
      ref.current?.querySelector<HTMLElement>(`[${initialFocusAttribute}]`) ??
      ref.current?.querySelector<HTMLElement>(firstField);
    start?.focus();
  }, []);
  useLayoutEffect(() => {
    page.current = document.querySelector('main');
    return () => {
      const opened = page.current;
      requestAnimationFrame(() =>
        requestAnimationFrame(() => {
          const lost = document.activeElement === null || document.activeElement === document.body;
          if (lost && opened?.isConnected) focusPageHeading(opened);
        }),
      );
    };
  }, []);
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
