export { Menu, MenuItem, type MenuItemProps, type MenuProps } from './Menu';
export { MenuTrigger } from './MenuTrigger';
