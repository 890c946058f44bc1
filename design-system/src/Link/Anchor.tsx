// A native link that navigates through the app's router (see RouterProvider) and carries the
// interaction states the library's styles read. The base of Link and of the shell's navigation.
import { forwardRef, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { mergeProps } from 'react-aria/mergeProps';
import { useInteractionState } from '../interactions';
import { useLinkRouter } from './RouterProvider';

export interface AnchorProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
}

const asIs = (href: string) => href;

/** A plain left click on a link to this site, to be opened here: the router's job. */
function isClientNavigation(event: MouseEvent<HTMLAnchorElement>): boolean {
  const link = event.currentTarget;
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.altKey &&
    !event.shiftKey &&
    (!link.target || link.target === '_self') &&
    !link.hasAttribute('download') &&
    link.origin === window.location.origin
  );
}

/**
 * A bare link for links with a look of their own (a brand mark, a navigation entry): a native `<a>`
 * that navigates client-side and carries `data-hovered` and `data-focus-visible` for its styles.
 * For text and button-looking links, use `Link`.
 */
export const Anchor = forwardRef<HTMLAnchorElement, AnchorProps>(function Anchor(
  { href, onClick, children, ...props },
  ref,
) {
  const router = useLinkRouter();
  const useHref = router?.useHref ?? asIs;
  const resolved = useHref(href);
  const { interactionProps } = useInteractionState();
  return (
    <a
      {...mergeProps(props, interactionProps)}
      ref={ref}
      href={resolved}
      onClick={(event) => {
        onClick?.(event);
        if (router && isClientNavigation(event)) {
          event.preventDefault();
          router.navigate(href);
        }
      }}
    >
      {children}
    </a>
  );
});
