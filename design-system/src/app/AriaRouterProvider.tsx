import type { ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';
import { useLocation, useRouter } from 'wouter';

/**
 * Lets react-aria-components links (and menu items with an `href`) navigate client-side through
 * wouter instead of reloading the document; hrefs resolve the way wouter's own links do.
 */
export function AriaRouterProvider({ children }: { children: ReactNode }) {
  const [, navigate] = useLocation();
  const router = useRouter();
  const useHref = (href: string) =>
    href.startsWith('/') || href.startsWith('~')
      ? router.hrefs(href.startsWith('~') ? href.slice(1) : router.base + href, router)
      : href;
  return (
    <RouterProvider navigate={(path) => navigate(path)} useHref={useHref}>
      {children}
    </RouterProvider>
  );
}
