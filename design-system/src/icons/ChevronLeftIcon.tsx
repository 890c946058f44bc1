import { IconFrame, type IconProps } from './Icon';

export function ChevronLeftIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <path d="M15 6l-6 6 6 6" />
    </IconFrame>
  );
}
