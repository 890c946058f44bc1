import { IconDot, IconFrame, type IconProps } from './Icon';

/** Critical: a circle with an exclamation mark. */
export function CriticalIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <circle cx={12} cy={12} r={9} />
      <path d="M12 7v6" />
      <IconDot cx={12} cy={16.5} />
    </IconFrame>
  );
}
