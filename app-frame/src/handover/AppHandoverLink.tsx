import { Link, type LinkProps } from '@hci/design-system';
import type { MouseEvent, ReactNode } from 'react';
import { useHandover } from './useHandover';

export interface AppHandoverLinkProps {
  /** The other app's address. */
  appUrl: string;
  /** The page of the other app to open. */
  path: string;
  appearance?: LinkProps['appearance'];
  children: ReactNode;
}

/** A click meant to open the link here (not in a new tab or window). */
const opensHere = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * A link to a page of the other app that arrives there signed in. Its address is the page itself,
 * so a link opened in a new tab or copied still leads there (to that app's sign-in first).
 */
export function AppHandoverLink({ appUrl, path, appearance, children }: AppHandoverLinkProps) {
  const handover = useHandover();
  return (
    <Link
      href={`${appUrl.replace(/\/$/, '')}${path}`}
      {...(appearance ? { appearance } : {})}
      onClick={(event) => {
        if (!opensHere(event)) return;
        event.preventDefault();
        void handover(appUrl, path);
      }}
    >
      {children}
    </Link>
  );
}
