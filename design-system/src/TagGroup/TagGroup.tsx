import type { ReactElement, ReactNode } from 'react';
import {
  Button as AriaButton,
  Tag as AriaTag,
  TagGroup as AriaTagGroup,
  TagList,
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
  ...props
}: TagGroupProps<T>) {
  return (
    <AriaTagGroup {...props} className={mergeClassNames(styles.group, className)} style={style}>
      <FieldLabel elementType="span">{label}</FieldLabel>
      <TagList items={items} renderEmptyState={renderEmptyState} className={styles.list}>
        {children}
      </TagList>
      {description !== undefined && <FieldDescription>{description}</FieldDescription>}
      {errorMessage !== undefined && <FieldErrorText>{errorMessage}</FieldErrorText>}
    </AriaTagGroup>
  );
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
