import { IconFrame, type IconProps } from './Icon';

export function ChevronUpIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <path d="M6 15l6-6 6 6" />
    </IconFrame>
  );
}
