import { IconFrame, type IconProps } from './Icon';

export function HomeIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <path d="M3.5 11L12 4l8.5 7M6 9v11h12V9M10 20v-5.5h4V20" />
    </IconFrame>
  );
}
