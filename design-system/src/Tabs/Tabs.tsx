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

export type TabsProps = Omit<AriaTabsProps, 'className' | 'style' | 'orientation'>;

/**
 * Tabs switch between panels of one page; arrow keys move between tabs. Views that need their
 * own address (a reload, a shared link, Back) are `NavTabs`.
 */
export function Tabs(props: TabsProps) {
  return <AriaTabs {...props} className={styles.tabs} />;
}

export type TabListProps<T extends object> = Omit<AriaTabListProps<T>, 'className' | 'style'>;

/** Needs an `aria-label` naming the set of tabs. */
export function TabList<T extends object>(props: TabListProps<T>) {
  return <AriaTabList {...props} className={styles.tabList} />;
}

export type TabProps = Omit<AriaTabProps, 'className' | 'style'>;

/** One tab of a `TabList`; its `id` matches the `TabPanel` it shows. */
export function Tab(props: TabProps) {
  return <AriaTab {...props} className={styles.tab} />;
}

export type TabPanelProps = Omit<AriaTabPanelProps, 'className' | 'style'>;

/** The content a `Tab` of the same `id` shows. */
export function TabPanel(props: TabPanelProps) {
  return <AriaTabPanel {...props} className={styles.tabPanel} />;
}
