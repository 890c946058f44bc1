import { IconDot, IconFrame, type IconProps } from './Icon';

export function InfoIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <circle cx={12} cy={12} r={9} />
      <path d="M12 11v6" />
      <IconDot cx={12} cy={7.75} />
    </IconFrame>
  );
}
