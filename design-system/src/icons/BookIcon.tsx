import { IconFrame, type IconProps } from './Icon';

/** A course, a module: something to read and learn from. */
export function BookIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <path d="M12 6.5C10 5 7 4.5 3.5 5v13.5C7 18 10 18.5 12 20c2-1.5 5-2 8.5-1.5V5C17 4.5 14 5 12 6.5zM12 6.5V20" />
    </IconFrame>
  );
}
