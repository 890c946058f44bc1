import type { ReactNode } from 'react';
import { defineMessages } from 'react-intl';
import { useIntl } from '../i18n/useIntl';
import { visuallyHidden } from '../css/a11y.css';
import * as styles from './Skeleton.css';
import { mergeClassNames, type StyleProps } from '../css/styleProps';

const messages = defineMessages({
  loading: { id: 'ds.skeleton.loading', defaultMessage: 'Loading…' },
});

export interface SkeletonProps extends StyleProps {
  shape?: keyof typeof styles.shape;
  /** Any CSS length; text skeletons default to the full line. */
  width?: string;
  height?: string;
}

/** A grey placeholder in the shape of content that is loading. Hidden from screen readers. */
export function Skeleton({
  shape = 'text',
  width = '100%',
  height,
  className,
  style,
}: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={mergeClassNames(styles.skeleton, styles.shape[shape], className)}
      style={{ ...style, inlineSize: width, blockSize: height }}
    />
  );
}

export interface LoadingRegionProps extends StyleProps {
  /** What is loading, announced once ("Loading courses…"); a generic text by default. */
  label?: string;
  children: ReactNode;
}

/** Wraps the skeletons of a loading page state and tells screen readers it is loading. */
export function LoadingRegion({ label, children, className, style }: LoadingRegionProps) {
  const intl = useIntl();
  return (
    <div
      role="status"
      aria-busy="true"
      className={mergeClassNames(styles.status, className)}
      style={style}
    >
      <span className={visuallyHidden}>{label ?? intl.formatMessage(messages.loading)}</span>
      {children}
    </div>
  );
}
