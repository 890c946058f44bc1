import {
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  Popover,
  type MenuItemProps as AriaMenuItemProps,
  type MenuProps as AriaMenuProps,
} from 'react-aria-components';
import * as styles from './Menu.css';
import { mergeClassNames, type StyleProps } from '../css/styleProps';

export type MenuProps<T extends object> = Omit<AriaMenuProps<T>, 'className' | 'style'> &
  StyleProps;

/**
 * A list of actions in a popover. Put it inside a `MenuTrigger` after the button that opens it;
 * arrow keys move between items, Enter or Space runs one, Escape closes. For links to pages, use
 * `DisclosureMenu`.
 */
export function Menu<T extends object>({ className, style, ...props }: MenuProps<T>) {
  return (
    <Popover
      className={mergeClassNames(styles.popover, className)}
      style={style}
      placement="bottom start"
    >
      <AriaMenu {...props} className={styles.menu} />
    </Popover>
  );
}

export interface MenuItemProps<T extends object = object>
  extends Omit<AriaMenuItemProps<T>, 'className' | 'style'>, StyleProps {
  /** `critical` for destructive actions such as "Delete". */
  tone?: styles.MenuItemTone;
}

/** One action of a `Menu`; `tone="critical"` for destructive ones, `href` to navigate. */
export function MenuItem<T extends object = object>({
  tone = 'neutral',
  className,
  ...props
}: MenuItemProps<T>) {
  return <AriaMenuItem {...props} className={mergeClassNames(styles.item[tone], className)} />;
}
