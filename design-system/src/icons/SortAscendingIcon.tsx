import { IconFrame, type IconProps } from './Icon';

export function SortAscendingIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <path d="M12 19V5M6.5 10.5L12 5l5.5 5.5" />
    </IconFrame>
  );
}
