// The icon set, drawn for this design system on a 24 px grid. Each icon is its own function so a
// bundler keeps only the ones a screen uses.
import { IconDot, IconFrame, type IconProps } from './Icon';

export function CheckIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </IconFrame>
  );
}

export function CloseIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <path d="M6 6l12 12M18 6L6 18" />
    </IconFrame>
  );
}

export function PlusIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <path d="M12 5v14M5 12h14" />
    </IconFrame>
  );
}

export function ChevronDownIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <path d="M6 9l6 6 6-6" />
    </IconFrame>
  );
}

export function ChevronUpIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <path d="M6 15l6-6 6 6" />
    </IconFrame>
  );
}

export function ChevronLeftIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <path d="M15 6l-6 6 6 6" />
    </IconFrame>
  );
}

export function ChevronRightIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <path d="M9 6l6 6-6 6" />
    </IconFrame>
  );
}

export function SortAscendingIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <path d="M12 19V5M6.5 10.5L12 5l5.5 5.5" />
    </IconFrame>
  );
}

export function SortDescendingIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <path d="M12 5v14M6.5 13.5L12 19l5.5-5.5" />
    </IconFrame>
  );
}

/** Caution: a triangle with an exclamation mark. */
export function AlertIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <path d="M12 3.5L2.5 20h19L12 3.5zM12 9.5v5" />
      <IconDot cx={12} cy={17.25} />
    </IconFrame>
  );
}

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

export function InfoIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <circle cx={12} cy={12} r={9} />
      <path d="M12 11v6" />
      <IconDot cx={12} cy={7.75} />
    </IconFrame>
  );
}

/** Positive: a circle with a tick. */
export function PositiveIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <circle cx={12} cy={12} r={9} />
      <path d="M8 12.5l2.75 2.75L16 9.75" />
    </IconFrame>
  );
}

export function MenuIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <path d="M4 6h16M4 12h16M4 18h16" />
    </IconFrame>
  );
}

export function UserIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <circle cx={12} cy={8} r={4} />
      <path d="M4 20.5c0-4 3.6-6.5 8-6.5s8 2.5 8 6.5" />
    </IconFrame>
  );
}

export function SearchIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <circle cx={11} cy={11} r={6.5} />
      <path d="M16 16l4.5 4.5" />
    </IconFrame>
  );
}

export function UploadIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <path d="M12 15.5V4M7 8.5l5-5 5 5M4.5 15v4.5h15V15" />
    </IconFrame>
  );
}

export function BookmarkIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <path d="M6.5 3.5h11v17l-5.5-4-5.5 4z" />
    </IconFrame>
  );
}

export function AwardIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <circle cx={12} cy={9} r={5.5} />
      <path d="M8.5 13.5L7 21l5-2.5 5 2.5-1.5-7.5" />
    </IconFrame>
  );
}

export function MailIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <rect x={3} y={5.5} width={18} height={13} rx={2} />
      <path d="M3.5 7l8.5 6.5L20.5 7" />
    </IconFrame>
  );
}

export function LogoutIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <path d="M9.5 20.5H5A1.5 1.5 0 0 1 3.5 19V5A1.5 1.5 0 0 1 5 3.5h4.5M15.5 16.5L20 12l-4.5-4.5M20 12H9" />
    </IconFrame>
  );
}

/** Marks a link that leaves the product. */
export function ExternalIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <path d="M13.5 4.5h6v6M19.5 4.5L11 13M18 14v4.5a1.5 1.5 0 0 1-1.5 1.5h-11A1.5 1.5 0 0 1 4 18.5v-11A1.5 1.5 0 0 1 5.5 6H10" />
    </IconFrame>
  );
}

export function HomeIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <path d="M3.5 11L12 4l8.5 7M6 9v11h12V9M10 20v-5.5h4V20" />
    </IconFrame>
  );
}

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

/** A course, a module: something to read and learn from. */
export function BookIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <path d="M12 6.5C10 5 7 4.5 3.5 5v13.5C7 18 10 18.5 12 20c2-1.5 5-2 8.5-1.5V5C17 4.5 14 5 12 6.5zM12 6.5V20" />
    </IconFrame>
  );
}

/** A product that is sent or handed over: a parcel. */
export function PackageIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <path d="M12 3l8 4v10l-8 4-8-4V7zM4 7l8 4 8-4M12 11v10M8 5l8 4" />
    </IconFrame>
  );
}
