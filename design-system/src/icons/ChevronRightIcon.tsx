import { IconFrame, type IconProps } from './Icon';

export function ChevronRightIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <path d="M9 6l6 6-6 6" />
    </IconFrame>
  );
}
