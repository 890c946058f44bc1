import { Heading } from '@hci/design-system';
import { useEffect, type ReactNode } from 'react';

/**
 * The page's one h1, focusable by script so navigation can move focus to it. It also names the
 * document (`<title>`), so the tab, the history and screen readers announce the page the user is
 * on; `titleSuffix` carries the product name.
 */
export function PageHeading({
  children,
  title,
  titleSuffix = 'Coach',
}: {
  children: ReactNode;
  /** The document title when the heading is not plain text. */
  title?: string;
  titleSuffix?: string;
}) {
  const text = title ?? (typeof children === 'string' ? children : undefined);
  useEffect(() => {
    if (text) document.title = `${text} · ${titleSuffix}`;
  }, [text, titleSuffix]);
  return (
    <Heading level={1} tabIndex={-1}>
      {children}
    </Heading>
  );
}
