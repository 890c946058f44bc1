export {
  breakpoints,
  contrastPairs,
  contrastRatio,
  darkTheme,
  darkTokens,
  foregroundColor,
  foregroundName,
  lightTheme,
  lightTokens,
  mediaQueries,
  minimumContrast,
  spaceScale,
  stateColours,
  systemTheme,
  typeScale,
  vars,
  type Breakpoint,
  type ContrastPair,
  type ThemeTokens,
} from './tokens';
export { Alert, type AlertProps, type AlertTone } from './Alert';
export {
  AppNavigation,
  AppShell,
  mainContentId,
  type AppNavigationItem,
  type AppNavigationProps,
  type AppShellProps,
} from './AppShell';
export { Avatar, Image, initialsOf, type AvatarProps, type ImageProps } from './Avatar';
export {
  ImageFallback,
  imageFallbackTones,
  type ImageFallbackProps,
  type ImageFallbackTone,
} from './ImageFallback';
export { Badge, type BadgeProps, type BadgeTone } from './Badge';
export { Box, type BoxProps } from './Box';
export { Button, type ButtonProps, type ButtonVariant } from './Button';
export { Card, type CardProps, SectionCard, type SectionCardProps } from './Card';
export { Column, Columns, type ColumnProps, type ColumnsProps } from './Columns';
export { Container, type ContainerProps } from './Container';
export { EmptyState, type EmptyStateProps } from './EmptyState';
export { FactList, type Fact, type FactListProps } from './FactList';
export { Heading, type HeadingLevel, type HeadingProps } from './Heading';
export * from './icons';
export { Inline, type InlineProps } from './Inline';
export {
  Anchor,
  Link,
  RouterProvider,
  useLinkRouter,
  type AnchorProps,
  type LinkProps,
  type LinkRouter,
} from './Link';
export { NotFound, type NotFoundProps } from './NotFound';
export {
  LoadError,
  QueryView,
  type LoadErrorProps,
  type QueryState,
  type QueryViewProps,
  Refreshing,
  type RefreshingProps,
} from './QueryView';
export { LoadingRegion, Skeleton, type LoadingRegionProps, type SkeletonProps } from './Skeleton';
export { Stack, type StackProps } from './Stack';
export { Text, type TextProps, type TextSize, type TextTone } from './Text';
export {
  OverlaysInside,
  ThemeProvider,
  themeBeforePaintScript,
  themeNames,
  themes,
  themeStorageKey,
  useThemePreference,
  type OverlaysInsideProps,
  type ThemeName,
  type ThemeProviderProps,
} from './ThemeProvider';
export { Tiles, type TileCount, type TilesProps } from './Tiles';
export {
  hasCloseAction,
  positiveTimeout,
  toast,
  toastQueue,
  ToastRegion,
  type ToastContent,
  type ToastOptions,
  type ToastText,
  type ToastTone,
} from './Toast';
export { UnreadBadge, unreadBadgeText, unreadCap, type UnreadBadgeProps } from './UnreadBadge';
export { Breadcrumbs, type BreadcrumbItem, type BreadcrumbsProps } from './Breadcrumbs';
export { Checkbox, type CheckboxProps } from './Checkbox';
export { CheckboxGroup, type CheckboxGroupProps } from './CheckboxGroup';
export { ComboBox, ComboBoxItem, type ComboBoxItemProps, type ComboBoxProps } from './ComboBox';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export { DateRangePicker, type DateRangePickerProps } from './DateRangePicker';
export { DayPicker, type DayPickerProps } from './DayPicker';
export { Dialog, DialogTrigger, type DialogProps } from './Dialog';
export {
  Disclosure,
  DisclosureGroup,
  type DisclosureGroupProps,
  type DisclosureProps,
} from './Disclosure';
export {
  DisclosureMenu,
  DisclosureMenuItem,
  DisclosureMenuSection,
  type DisclosureMenuItemProps,
  type DisclosureMenuProps,
} from './DisclosureMenu';
export {
  FileUpload,
  fileProblem,
  fileTypeName,
  imageFileRules,
  type FileProblem,
  type FileRules,
  type FileUploadProps,
  type UploadOptions,
  type UploadResult,
} from './FileUpload';
export { Menu, MenuItem, MenuTrigger, type MenuItemProps, type MenuProps } from './Menu';
export { Meter, type MeterProps } from './Meter';
export {
  defaultPageSizeOptions,
  pageAfterResize,
  Pagination,
  pageRange,
  type PageRange,
  type PaginationProps,
  type PaginationState,
} from './Pagination';
export { NavTabs, type NavTab, type NavTabsProps } from './NavTabs';
export { ProgressBar, type ProgressBarProps } from './ProgressBar';
export { Radio, RadioGroup, type RadioGroupProps, type RadioProps } from './RadioGroup';
export { SearchField, type SearchFieldProps } from './SearchField';
export {
  Select,
  SelectItem,
  type SelectItemProps,
  type SelectKey,
  type SelectProps,
} from './Select';
export {
  Stepper,
  stepStatus,
  type StepperProps,
  type StepperStep,
  type StepStatus,
} from './Stepper';
export { Switch, type SwitchProps } from './Switch';
export {
  Table,
  TableBody,
  TableCell,
  TableColumn,
  TableHeader,
  TableRow,
  type Selection,
  type SortDescriptor,
  type TableBodyProps,
  type TableCellProps,
  type TableColumnProps,
  type TableHeaderProps,
  type TableProps,
  type TableRowProps,
} from './Table';
export {
  Tab,
  TabList,
  TabPanel,
  Tabs,
  type TabListProps,
  type TabPanelProps,
  type TabProps,
  type TabsProps,
} from './Tabs';
export { Tag, TagGroup, type TagGroupProps, type TagProps } from './TagGroup';
export { ToggleButton, type ToggleButtonProps } from './ToggleButton';
export { Tooltip, type TooltipProps } from './Tooltip';
export { focusRing, insetFocusRing, visuallyHidden } from './css/a11y.css';
export { sprinkles, type Sprinkles } from './css/sprinkles.css';
export { focusAfterRemoval } from './interactions/focusAfterRemoval';
export { focusPageHeading } from './interactions/focusPageHeading';
export { focusWhenShown } from './interactions/focusWhenShown';
export { useOnePress } from './interactions/useOnePress';
export { useFocusAfterOutcome } from './interactions/useFocusAfterOutcome';
export * from './forms';
export * from './formatters';
export * from './i18n';
