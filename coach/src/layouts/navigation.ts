import type { AppNavigationItem } from '@hci/design-system';
import type { IntlShape, MessageDescriptor } from 'react-intl';

/** Navigation entries for AppNavigation, the current section marked. */
export function navigationItems(
  intl: IntlShape,
  location: string,
  links: readonly { href: string; label: MessageDescriptor }[],
): AppNavigationItem[] {
  return links.map((link) => ({
    href: link.href,
    label: intl.formatMessage(link.label),
    // A section's own pages (a purchase under /purchases) keep the section marked.
    isCurrent: location === link.href || location.startsWith(`${link.href}/`),
  }));
}
