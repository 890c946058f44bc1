import {
  createContext,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { Button as AriaButton, Link as AriaLink, type PressEvent } from 'react-aria-components';
import { ChevronDownIcon } from '../icons';
import * as styles from './DisclosureMenu.css';
import { mergeClassNames, type StyleProps } from '../css/styleProps';

export interface DisclosureMenuProps extends StyleProps {
  /**
   * The button's content and name. Beside an avatar, put visually hidden text ("Account menu"):
   * an `aria-label` would hide the visible initials from the name (WCAG 2.5.3).
   */
  label: ReactNode;
  /** The edge of the button the list lines up with; `end` for a header's right side. */
  align?: 'start' | 'end';
  /** `DisclosureMenuItem`s. */
  children: ReactNode;
}

/** Closes the list and gives focus back to its button. */
const CloseContext = createContext<() => void>(() => {});

/**
 * A button that shows and hides a list of links (WAI-ARIA "disclosure navigation menu"): Tab
 * moves through the links, Escape closes and returns to the button, a press outside or focus
 * moving elsewhere closes it. For site navigation; `Menu` is for application actions.
 */
export function DisclosureMenu({
  label,
  align = 'end',
  children,
  className,
  style,
}: DisclosureMenuProps) {
  const [isOpen, setOpen] = useState(false);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      if (root.current?.contains(document.activeElement)) button.current?.focus();
      setOpen(false);
    };
    const closeOnPressOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', closeOnEscape);
    document.addEventListener('pointerdown', closeOnPressOutside);
    return () => {
      document.removeEventListener('keydown', closeOnEscape);
      document.removeEventListener('pointerdown', closeOnPressOutside);
    };
  }, [isOpen]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  return (
    <div
      ref={root}
      className={mergeClassNames(styles.root, className)}
      style={style}
      onBlur={(event) => {
        // Only a focus that lands outside closes: some browsers blur to nothing on a press
        // inside, and presses outside are handled above.
        const next = event.relatedTarget;
        if (next instanceof Node && !event.currentTarget.contains(next)) setOpen(false);
      }}
    >
      <AriaButton
        ref={button}
        aria-expanded={isOpen}
        aria-controls={listId}
        onPress={() => setOpen(!isOpen)}
        className={styles.trigger}
      >
        {label}
        <ChevronDownIcon size="small" className={styles.chevron} />
      </AriaButton>
      <ul id={listId} hidden={!isOpen} className={styles.list[align]}>
        <CloseContext.Provider value={close}>{children}</CloseContext.Provider>
      </ul>
    </div>
  );
}

export type DisclosureMenuItemProps = { children: ReactNode } & StyleProps &
  (
    | { /** A page to go to. */ href: string; onPress?: never }
    | { /** An action such as signing out. */ onPress: (event: PressEvent) => void; href?: never }
  );

/** One entry of a `DisclosureMenu`: a link, or a button for an action. Closes the list. */
export function DisclosureMenuItem({
  href,
  onPress,
  children,
  className,
  style,
}: DisclosureMenuItemProps) {
  const close = useContext(CloseContext);
  return (
    <li className={className} style={style}>
      {href === undefined ? (
        <AriaButton
          className={styles.item}
          onPress={(event) => {
            close();
            onPress(event);
          }}
        >
          {children}
        </AriaButton>
      ) : (
        <AriaLink href={href} className={styles.item} onPress={close}>
          {children}
        </AriaLink>
      )}
    </li>
  );
}

/** Controls that stay open while used (a theme choice, say), among the menu's entries. */
export function DisclosureMenuSection({
  children,
  className,
  style,
}: { children: ReactNode } & StyleProps) {
  return (
    <li className={mergeClassNames(styles.section, className)} style={style}>
      {children}
    </li>
  );
}
