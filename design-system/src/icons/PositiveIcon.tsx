import { IconFrame, type IconProps } from './Icon';

/** Positive: a circle with a tick. */
export function PositiveIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <circle cx={12} cy={12} r={9} />
      <path d="M8 12.5l2.75 2.75L16 9.75" />
    </IconFrame>
  );
}
