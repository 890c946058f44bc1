import type { ReactNode } from 'react';
import { ImageIcon } from '../icons';
import { ImageFallback } from '../ImageFallback';
import * as styles from './Avatar.css';
import { loadingMark, useImageStatus } from './useImageStatus';
import { mergeClassNames, type StyleProps } from '../css/styleProps';

export interface ImageProps extends StyleProps {
  src?: string;
  /** Describes the picture; empty for decorative images. */
  alt: string;
  /** Width / height, e.g. `16 / 9`, so the layout does not jump while it loads. */
  aspectRatio: number;
  /**
   * Shown when there is no image or it fails to load, filling the frame: an `ImageFallback` in the
   * colour and with the icon of what the picture stands for; a neutral picture icon by default.
   */
  fallback?: ReactNode;
}

/** A content image (course or product cover) with a placeholder when it is missing or broken. */
export function Image({ src, alt, aspectRatio, fallback, className, style }: ImageProps) {
  const status = useImageStatus(src);
  return (
    <span
      className={mergeClassNames(styles.frame, className)}
      style={{ ...style, aspectRatio }}
      {...loadingMark(status)}
    >
      {src && status === 'loaded' ? (
        <img src={src} alt={alt} className={styles.fill} />
      ) : (
        <span
          className={styles.placeholder}
          {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
        >
          {/* While the picture is on its way the frame stays plain: no flash of the fallback. */}
          {status === 'loading'
            ? null
            : (fallback ?? <ImageFallback tone="neutral" icon={<ImageIcon />} />)}
        </span>
      )}
    </span>
  );
}
