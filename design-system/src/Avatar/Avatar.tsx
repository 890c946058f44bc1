import * as styles from './Avatar.css';
import { initialsOf } from './initials';
import { loadingMark, useImageStatus } from './useImageStatus';
import { mergeClassNames, type StyleProps } from '../css/styleProps';

export interface AvatarProps extends StyleProps {
  /** The person's name: the accessible name, and the initials when there is no photo. */
  name: string;
  /** A photo URL (signed media). Initials show while it loads and if it fails. */
  src?: string;
  size?: keyof typeof styles.size;
}

/**
 * A person's round photo, or their initials while it loads, when it fails or when there is none.
 */
export function Avatar({ name, src, size = 'standard', className, style }: AvatarProps) {
  const status = useImageStatus(src);
  return (
    <span
      className={mergeClassNames(styles.avatar, styles.size[size], className)}
      style={style}
      role="img"
      aria-label={name}
      {...loadingMark(status)}
    >
      <span aria-hidden="true">{initialsOf(name)}</span>
      {src && status !== 'failed' && (
        <img
          src={src}
          alt=""
          className={status === 'loaded' ? styles.image : `${styles.image} ${styles.loading}`}
        />
      )}
    </span>
  );
}
