import { IconFrame, type IconProps } from './Icon';

export function AwardIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <circle cx={12} cy={9} r={5.5} />
      <path d="M8.5 13.5L7 21l5-2.5 5 2.5-1.5-7.5" />
    </IconFrame>
  );
}
