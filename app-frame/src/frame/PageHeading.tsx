import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Heading, Stack, Text } from '@hci/design-system';
import { appMessages } from './messages';

const AppNameContext = createContext<string | undefined>(undefined);

/** The application's name, which every page's document title ends with. */
export function AppName({ name, children }: { name: string; children: ReactNode }) {
  return <AppNameContext.Provider value={name}>{children}</AppNameContext.Provider>;
}

/** Where a page rendered at build time leaves its title: effects do not run there. */
export const DocumentTitleSink = createContext<{ title?: string } | undefined>(undefined);

/**
 * Names the document (`<title>`) after the page, "{page} · {application}" (`AppName`), in the
 * user's language: the tab, the history and screen readers then say which page the user is on.
 */
export function useDocumentTitle(page: string | undefined) {
  const intl = useIntl();
  const appName = useContext(AppNameContext);
  const title =
    page && appName ? intl.formatMessage(appMessages.documentTitle, { page, appName }) : page;
  const sink = useContext(DocumentTitleSink);
  if (sink && title) sink.title = title;
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}

export interface PageHeadingProps {
  children: ReactNode;
  /** Names the document when the heading is not plain text or not the page's name (a greeting). */
  title?: string;
  /** A line under the heading saying what the page is for, in the secondary tone. */
  intro?: ReactNode;
}

/**
 * The page's one h1, focusable by script so navigation can move focus to it; it also names the
 * document.
 */
export function PageHeading({ children, title, intro }: PageHeadingProps) {
  useDocumentTitle(title ?? (typeof children === 'string' ? children : undefined));
  const heading = (
    <Heading level={1} tabIndex={-1}>
      {children}
    </Heading>
  );
  if (intro === undefined) return heading;
  return (
    <Stack space="small">
      {heading}
      <Text tone="secondary">{intro}</Text>
    </Stack>
  );
}
