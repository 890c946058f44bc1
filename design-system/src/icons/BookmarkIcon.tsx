import { IconFrame, type IconProps } from './Icon';

export function BookmarkIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <path d="M6.5 3.5h11v17l-5.5-4-5.5 4z" />
    </IconFrame>
  );
}
