export { IconFrame, type IconProps, type IconSize } from './Icon';
export * from './icons';
export { CalendarIcon } from './CalendarIcon';
