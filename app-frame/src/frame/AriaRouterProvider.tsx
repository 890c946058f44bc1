import { useCallback, type ReactNode } from 'react';
import { useLocation, useRouter } from 'wouter';
import { RouterProvider } from '@hci/design-system';

/**
 * Lets the design system's links (and react-aria menu items with an `href`) navigate client-side
 * through wouter instead of reloading the document; hrefs resolve the way wouter's own links do.
 */
export function AriaRouterProvider({ children }: { children: ReactNode }) {
  const [, navigate] = useLocation();
  const router = useRouter();
  const useHref = useCallback(
    (href: string) =>
      href.startsWith('/') || href.startsWith('~')
        ? router.hrefs(href.startsWith('~') ? href.slice(1) : router.base + href, router)
        : href,
    [router],
  );
  const navigateTo = useCallback((path: string) => navigate(path), [navigate]);
  return (
    <RouterProvider navigate={navigateTo} useHref={useHref}>
      {children}
    </RouterProvider>
  );
}
