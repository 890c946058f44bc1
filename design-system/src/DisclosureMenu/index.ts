export {
  DisclosureMenu,
  DisclosureMenuItem,
  type DisclosureMenuItemProps,
  type DisclosureMenuProps,
} from './DisclosureMenu';
