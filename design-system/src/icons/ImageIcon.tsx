import { IconFrame, type IconProps } from './Icon';

/** Stands in for a missing picture. */
export function ImageIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <rect x={3.5} y={4.5} width={17} height={15} rx={2} />
      <circle cx={9} cy={10} r={1.75} />
      <path d="M20.5 16l-5-5-8.5 8.5" />
    </IconFrame>
  );
}
