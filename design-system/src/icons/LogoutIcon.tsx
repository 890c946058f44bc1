import { IconFrame, type IconProps } from './Icon';

export function LogoutIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <path d="M9.5 20.5H5A1.5 1.5 0 0 1 3.5 19V5A1.5 1.5 0 0 1 5 3.5h4.5M15.5 16.5L20 12l-4.5-4.5M20 12H9" />
    </IconFrame>
  );
}
