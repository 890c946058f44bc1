import type { ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';
import { useLocation, useRouter } from 'wouter';

/**
 * Lets react-aria-components links (and anything with an `href`) navigate client-side through
 * wouter instead of reloading the page. Hrefs resolve the way wouter's own Link resolves them
 * (router base, `~` for absolute), so both kinds of link agree.
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
