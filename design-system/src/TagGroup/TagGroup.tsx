import { useEffect, useRef, type ReactElement, type ReactNode } from 'react';
import {
  Button as AriaButton,
  Tag as AriaTag,
  TagGroup as AriaTagGroup,
  TagList,
  type Key,
  type TagGroupProps as AriaTagGroupProps,
  type TagListProps,
  type TagProps as AriaTagProps,
} from 'react-aria-components';
import { FieldDescription, FieldErrorText, FieldLabel } from '../FieldParts';
import { CloseIcon } from '../icons';
import * as styles from './TagGroup.css';
import { mergeClassNames, type StyleProps } from '../css/styleProps';

export interface TagGroupProps<T extends object>
  extends
    Omit<AriaTagGroupProps, 'className' | 'style' | 'children'>,
    Pick<TagListProps<T>, 'items' | 'renderEmptyState'>,
    StyleProps {
  label: ReactNode;
  description?: ReactNode;
  errorMessage?: ReactNode;
  /** `Tag` elements, or a function rendering one per item of `items`. */
  children: ReactNode | ((item: T) => ReactElement);
}

/**
 * A labelled set of tags (specializations, languages, filters). With `onRemove` each tag gets a
 * remove button and Delete/Backspace removes the focused tag.
 */
export function TagGroup<T extends object>({
  label,
  description,
  errorMessage,
  items,
  renderEmptyState,
  children,
  className,
  style,
  onRemove,
  ...props
}: TagGroupProps<T>) {
  const focusAfterRemoval = useFocusAfterRemoval();
  return (
    <AriaTagGroup
      {...props}
      ref={focusAfterRemoval.groupRef}
      onRemove={
        onRemove &&
        ((keys) => {
          focusAfterRemoval.removing(keys);
          onRemove(keys);
        })
      }
      className={mergeClassNames(styles.group, className)}
      style={style}
    >
      <FieldLabel elementType="span">{label}</FieldLabel>
      <TagList items={items} renderEmptyState={renderEmptyState} className={styles.list}>
        {children}
      </TagList>
      {description !== undefined && <FieldDescription>{description}</FieldDescription>}
      {errorMessage !== undefined && <FieldErrorText>{errorMessage}</FieldErrorText>}
    </AriaTagGroup>
  );
}

/**
 * Keeps focus in the group when a focused tag is removed: on the tag that took its place, else the
 * one before, else the group. react-aria moves focus so itself, but in a production build the
 * collection removes the tag's element in a later commit, the browser drops focus to the page, and
 * react-aria takes that for the user leaving: focus ended on the page's body. So the element's
 * removal itself is watched.
 */
function useFocusAfterRemoval() {
  const groupRef = useRef<HTMLDivElement>(null);
  const watching = useRef<MutationObserver | null>(null);
  useEffect(() => () => watching.current?.disconnect(), []);
  return {
    groupRef,
    /** Called as tags are removed: if one of them has focus, puts focus back once they are gone. */
    removing(keys: Iterable<Key>) {
      const group = groupRef.current;
      if (!group) return;
      const rowsOf = () => [...group.querySelectorAll<HTMLElement>('[role="row"]')];
      const index = rowsOf().findIndex((row) => row.contains(document.activeElement));
      if (index === -1) return;
      const removed = new Set([...keys].map(String));
      watching.current?.disconnect();
      watching.current = new MutationObserver(() => {
        const rows = rowsOf();
        if (rows.some((row) => removed.has(row.dataset.key ?? ''))) return;
        watching.current?.disconnect();
        watching.current = null;
        // Where react-aria put focus, or where the user took it, stays.
        if (document.activeElement && document.activeElement !== document.body) return;
        const next =
          rows[Math.min(index, rows.length - 1)] ?? group.querySelector('[role="group"]');
        (next as HTMLElement | null)?.focus();
      });
      watching.current.observe(group, { childList: true, subtree: true });
    },
  };
}

export interface TagProps
  extends Omit<AriaTagProps, 'className' | 'style' | 'children'>, StyleProps {
  children: ReactNode;
}

/** One tag of a `TagGroup`, with a remove button when the group has `onRemove`. */
export function Tag({ children, textValue, className, style, ...props }: TagProps) {
  return (
    <AriaTag
      {...props}
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      className={mergeClassNames(styles.tag, className)}
      style={style}
    >
      {({ allowsRemoving }) => (
        <>
          {children}
          {allowsRemoving && (
            <AriaButton slot="remove" className={styles.removeButton}>
              <CloseIcon aria-hidden size="small" />
            </AriaButton>
          )}
        </>
      )}
    </AriaTag>
  );
}
