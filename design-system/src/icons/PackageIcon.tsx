import { IconFrame, type IconProps } from './Icon';

/** A product that is sent or handed over: a parcel. */
export function PackageIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <path d="M12 3l8 4v10l-8 4-8-4V7zM4 7l8 4 8-4M12 11v10M8 5l8 4" />
    </IconFrame>
  );
}
