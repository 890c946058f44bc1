import { IconFrame, type IconProps } from './Icon';

export function CheckIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </IconFrame>
  );
}
