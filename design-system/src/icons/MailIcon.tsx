import { IconFrame, type IconProps } from './Icon';

export function MailIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <rect x={3} y={5.5} width={18} height={13} rx={2} />
      <path d="M3.5 7l8.5 6.5L20.5 7" />
    </IconFrame>
  );
}
