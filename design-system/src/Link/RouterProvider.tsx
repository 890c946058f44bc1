import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';

export interface LinkRouter {
  /** Moves to a path of the app without reloading the document. */
  navigate: (path: string) => void;
  /** The href a path shows as, when the router adds a base. */
  useHref?: (href: string) => string;
}

const LinkRouterContext = createContext<LinkRouter | null>(null);

/** The app's router, for the links this library builds on native elements. */
export function useLinkRouter(): LinkRouter | null {
  return useContext(LinkRouterContext);
}

/**
 * Client-side navigation for every link of the library, the native ones (`Link`) and
 * react-aria-components' (menu items, breadcrumbs). Without it links load the whole page.
 */
export function RouterProvider({
  navigate,
  useHref,
  children,
}: LinkRouter & { children: ReactNode }) {
  const router = useMemo(() => ({ navigate, useHref }), [navigate, useHref]);
  return (
    <AriaRouterProvider navigate={navigate} useHref={useHref}>
      <LinkRouterContext.Provider value={router}>{children}</LinkRouterContext.Provider>
    </AriaRouterProvider>
  );
}
