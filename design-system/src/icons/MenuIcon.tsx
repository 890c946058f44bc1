import { IconFrame, type IconProps } from './Icon';

export function MenuIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <path d="M4 6h16M4 12h16M4 18h16" />
    </IconFrame>
  );
}
