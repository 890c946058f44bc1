import { IconFrame, type IconProps } from './Icon';

export function UploadIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <path d="M12 15.5V4M7 8.5l5-5 5 5M4.5 15v4.5h15V15" />
    </IconFrame>
  );
}
