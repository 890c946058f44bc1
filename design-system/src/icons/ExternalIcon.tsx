import { IconFrame, type IconProps } from './Icon';

/** Marks a link that leaves the product. */
export function ExternalIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <path d="M13.5 4.5h6v6M19.5 4.5L11 13M18 14v4.5a1.5 1.5 0 0 1-1.5 1.5h-11A1.5 1.5 0 0 1 4 18.5v-11A1.5 1.5 0 0 1 5.5 6H10" />
    </IconFrame>
  );
}
