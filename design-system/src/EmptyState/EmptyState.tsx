import type { ReactNode } from 'react';
import { Heading, type HeadingLevel } from '../Heading';
import { Text } from '../Text';
import * as styles from './EmptyState.css';
import { mergeClassNames, type StyleProps } from '../css/styleProps';

export interface EmptyStateProps extends StyleProps {
  title: ReactNode;
  /** Says what to do next. */
  description: ReactNode;
  /** The one clear next step: a Button or a Link. */
  action?: ReactNode;
  /** A decorative icon, e.g. `<BookmarkIcon size="large" />`. */
  icon?: ReactNode;
  headingLevel?: HeadingLevel;
}

/** What a list or page shows when it has nothing yet, with the next step. */
export function EmptyState({
  title,
  description,
  action,
  icon,
  headingLevel = 2,
  className,
  style,
}: EmptyStateProps) {
  return (
    <div className={mergeClassNames(styles.emptyState, className)} style={style}>
      {icon && (
        <span className={styles.illustration} aria-hidden="true">
          {icon}
        </span>
      )}
      <div className={styles.copy}>
        <Heading level={headingLevel} size={3}>
          {title}
        </Heading>
        <Text tone="secondary" align="center">
          {description}
        </Text>
      </div>
      {action}
    </div>
  );
}
