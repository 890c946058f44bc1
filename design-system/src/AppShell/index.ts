export { AppNavigation, type AppNavigationItem, type AppNavigationProps } from './AppNavigation';
export { AppShell, mainContentId, type AppShellProps } from './AppShell';
