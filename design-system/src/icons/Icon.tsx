import type { ReactNode, SVGProps } from 'react';
import * as styles from './Icon.css';

export type IconSize = keyof typeof styles.size;

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children' | 'ref'> {
  /** An accessible name. Without one the icon is decorative and hidden from assistive technology. */
  title?: string;
  size?: IconSize;
}

interface IconFrameProps extends IconProps {
  children: ReactNode;
}

/** The shared 24×24 frame of every icon: stroked paths in the current text colour. */
export function IconFrame({
  title,
  size = 'standard',
  className,
  children,
  ...svgProps
}: IconFrameProps) {
  const labelled = title !== undefined;
  return (
    <svg
      viewBox="0 0 24 24"
      focusable="false"
      {...(labelled ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true })}
      {...svgProps}
      className={[styles.icon, styles.size[size], className].filter(Boolean).join(' ')}
    >
      {children}
    </svg>
  );
}

/** A filled dot, for the point of "!" and "i". */
export function IconDot({ cx, cy }: { cx: number; cy: number }) {
  return <circle className={styles.dot} cx={cx} cy={cy} r={1.25} />;
}
