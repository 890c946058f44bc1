import { IconFrame, type IconProps } from './Icon';

export function SortDescendingIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <path d="M12 5v14M6.5 13.5L12 19l5.5-5.5" />
    </IconFrame>
  );
}
