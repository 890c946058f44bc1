// The calendar icon, in a module of its own: only the date pickers draw it, and those load after
// the first page. In the shared icon set, which the sign-in page needs, a bundler grouping whole
// modules would put it on that page too.
import { IconFrame, type IconProps } from './Icon';

export function CalendarIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <rect x={3.5} y={5} width={17} height={15.5} rx={2} />
      <path d="M3.5 10h17M8 3v4M16 3v4" />
    </IconFrame>
  );
}
