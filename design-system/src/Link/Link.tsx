import type { ReactNode } from 'react';
import { defineMessages } from 'react-intl';
import { useIntl } from '../i18n/useIntl';
import { buttonRecipe } from '../Button/Button.css';
import type { ButtonVariant } from '../Button';
import { visuallyHidden } from '../css/a11y.css';
import { ExternalIcon } from '../icons';
import { Anchor, type AnchorProps } from './Anchor';
import * as styles from './Link.css';
import { mergeClassNames, type StyleProps } from '../css/styleProps';

const messages = defineMessages({
  newTab: { id: 'ds.link.newTab', defaultMessage: '(opens in a new tab)' },
});

export interface LinkProps
  extends Omit<AnchorProps, 'className' | 'style' | 'children' | 'target'>, StyleProps {
  href: string;
  /** A link that looks like a button, for navigation that is a screen's main action. */
  appearance?: 'text' | ButtonVariant;
  /** Opens in a new tab, marked with an icon and announced. */
  isExternal?: boolean;
  children: ReactNode;
}

/**
 * Navigation, on a native link. Client-side routing comes from the `RouterProvider` the app puts
 * at its root (`<RouterProvider navigate useHref>`), so this component knows no router.
 */
export function Link({
  appearance = 'text',
  isExternal = false,
  children,
  className,
  ...props
}: LinkProps) {
  const intl = useIntl();
  const own = appearance === 'text' ? styles.textLink : buttonRecipe({ variant: appearance });
  return (
    <Anchor
      {...props}
      className={mergeClassNames(own, className)}
      {...(isExternal ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
      {isExternal && (
        <>
          <ExternalIcon size="text" className={styles.externalIcon} />
          <span className={visuallyHidden}>{` ${intl.formatMessage(messages.newTab)}`}</span>
        </>
      )}
    </Anchor>
  );
}
