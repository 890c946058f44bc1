export { NavTabs, type NavTab, type NavTabsProps } from './NavTabs';
