import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
  type TabListProps as AriaTabListProps,
  type TabPanelProps as AriaTabPanelProps,
  type TabProps as AriaTabProps,
  type TabsProps as AriaTabsProps,
} from 'react-aria-components';
import * as styles from './Tabs.css';
import { mergeClassNames, type StyleProps } from '../css/styleProps';

export type TabsProps = Omit<AriaTabsProps, 'className' | 'style' | 'orientation'> & StyleProps;

/**
 * Tabs switch between panels of one page; arrow keys move between tabs. Views that need their
 * own address (a reload, a shared link, Back) are `NavTabs`.
 */
export function Tabs({ className, ...props }: TabsProps) {
  return <AriaTabs {...props} className={mergeClassNames(styles.tabs, className)} />;
}

export type TabListProps<T extends object> = Omit<AriaTabListProps<T>, 'className' | 'style'> &
  StyleProps;

/** Needs an `aria-label` naming the set of tabs. */
export function TabList<T extends object>({ className, ...props }: TabListProps<T>) {
  return <AriaTabList {...props} className={mergeClassNames(styles.tabList, className)} />;
}

export type TabProps = Omit<AriaTabProps, 'className' | 'style'> & StyleProps;

/** One tab of a `TabList`; its `id` matches the `TabPanel` it shows. */
export function Tab({ className, ...props }: TabProps) {
  return <AriaTab {...props} className={mergeClassNames(styles.tab, className)} />;
}

export type TabPanelProps = Omit<AriaTabPanelProps, 'className' | 'style'> & StyleProps;

/** The content a `Tab` of the same `id` shows. */
export function TabPanel({ className, ...props }: TabPanelProps) {
  return <AriaTabPanel {...props} className={mergeClassNames(styles.tabPanel, className)} />;
}
