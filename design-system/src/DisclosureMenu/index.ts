export {
  DisclosureMenu,
  DisclosureMenuItem,
  DisclosureMenuSection,
  type DisclosureMenuItemProps,
  type DisclosureMenuProps,
} from './DisclosureMenu';
