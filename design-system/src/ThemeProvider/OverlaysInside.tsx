import { useCallback, useState, type ReactNode } from 'react';
import { UNSAFE_PortalProvider } from 'react-aria/PortalProvider';

export interface OverlaysInsideProps {
  children: ReactNode;
}

/**
 * Renders the overlays opened below it (dialogs, popovers, menus, tooltips, and the toasts of a
 * `ToastRegion` below it) inside the element around it, at its end, instead of at the end of the
 * document's body: they then carry that element's tokens, as its own content does. For a
 * re-themed part of a page (`<div className="partner-brand"><OverlaysInside>…`). That element
 * should not clip or transform its content, which would clip or move a modal dialog with it.
 * A component of its own, so that apps that do not use it do not load it.
 */
export function OverlaysInside({ children }: OverlaysInsideProps) {
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  // Null until the container is in the page: an overlay open from the start waits one render
  // rather than showing on the body first.
  const getContainer = useCallback(() => container, [container]);
  return (
    <UNSAFE_PortalProvider getContainer={getContainer}>
      {children}
      {/* The overlays' container, last in the element around, adding no box of its own. */}
      <div ref={setContainer} data-hci-overlays="" style={{ display: 'contents' }} />
    </UNSAFE_PortalProvider>
  );
}
