import type { AppNavigationItem } from '@hci/design-system';
import type { IntlShape, MessageDescriptor } from 'react-intl';

/** Navigation entries for AppNavigation, the current page marked. */
export function navigationItems(
  intl: IntlShape,
  location: string,
  links: readonly { href: string; label: MessageDescriptor }[],
): AppNavigationItem[] {
  return links.map((link) => ({
    href: link.href,
    label: intl.formatMessage(link.label),
    isCurrent: location === link.href,
  }));
}
