import { IconFrame, type IconProps } from './Icon';

export function UserIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <circle cx={12} cy={8} r={4} />
      <path d="M4 20.5c0-4 3.6-6.5 8-6.5s8 2.5 8 6.5" />
    </IconFrame>
  );
}
