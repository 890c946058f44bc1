import type { ReactNode } from 'react';
import * as styles from './ImageFallback.css';
import { mergeClassNames, type StyleProps } from '../css/styleProps';

/** The colours a fallback comes in. */
export const imageFallbackTones = ['brand', 'info', 'accent', 'positive', 'neutral'] as const;

export type ImageFallbackTone = (typeof imageFallbackTones)[number];

export interface ImageFallbackProps extends StyleProps {
  /** The colour of what the picture stands for (its program, its kind), one of the tones. */
  tone: ImageFallbackTone;
  /** An icon of what the picture stands for; it grows with the frame. */
  icon: ReactNode;
}

/**
 * What a picture frame shows when there is no picture: a field of one colour with an icon on a
 * disc, filling the frame (`<Image fallback={…}>`). Decorative: the card's own text names it.
 */
export function ImageFallback({ tone, icon, className, style }: ImageFallbackProps) {
  return (
    <span className={mergeClassNames(styles.fallback, styles.tone[tone], className)} style={style}>
      <span className={styles.disc}>{icon}</span>
    </span>
  );
}
