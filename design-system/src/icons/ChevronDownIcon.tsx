import { IconFrame, type IconProps } from './Icon';

export function ChevronDownIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <path d="M6 9l6 6 6-6" />
    </IconFrame>
  );
}
