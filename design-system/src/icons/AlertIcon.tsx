import { IconDot, IconFrame, type IconProps } from './Icon';

/** Caution: a triangle with an exclamation mark. */
export function AlertIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <path d="M12 3.5L2.5 20h19L12 3.5zM12 9.5v5" />
      <IconDot cx={12} cy={17.25} />
    </IconFrame>
  );
}
