import type { ReactNode } from 'react';
import {
  Cell as AriaCell,
  Collection,
  Column as AriaColumn,
  Row as AriaRow,
  Table as AriaTable,
  TableBody as AriaTableBody,
  TableHeader as AriaTableHeader,
  useTableOptions,
  type CellProps as AriaCellProps,
  type ColumnProps as AriaColumnProps,
  type RowProps as AriaRowProps,
  type TableBodyProps as AriaTableBodyProps,
  type TableHeaderProps as AriaTableHeaderProps,
  type TableProps as AriaTableProps,
} from 'react-aria-components';
import { defineMessages, useIntl } from 'react-intl';
import { SelectionCheckbox } from '../Checkbox/SelectionCheckbox';
import { SortAscendingIcon, SortDescendingIcon } from '../icons';
import * as styles from './Table.css';

const messages = defineMessages({
  selection: { id: 'ds.table.selection', defaultMessage: 'Selection' },
});

export type TableProps = Omit<AriaTableProps, 'className' | 'style'>;

/**
 * A data table. Needs an `aria-label` (or `aria-labelledby`). Sorting is the caller's: pass
 * `sortDescriptor` and sort the rows in `onSortChange`. With `selectionMode` each row gets a
 * checkbox; `onSelectionChange` reports the selected row ids (or "all").
 */
export function Table(props: TableProps) {
  return (
    <div className={styles.scroller}>
      <AriaTable {...props} className={styles.table} />
    </div>
  );
}

export type TableHeaderProps<T extends object> = Omit<
  AriaTableHeaderProps<T>,
  'className' | 'style'
>;

export function TableHeader<T extends object>({
  columns,
  children,
  ...props
}: TableHeaderProps<T>) {
  const intl = useIntl();
  const { selectionBehavior, selectionMode } = useTableOptions();
  return (
    <AriaTableHeader {...props} className={styles.header}>
      {selectionBehavior === 'toggle' && (
        <AriaColumn className={styles.selectionColumn}>
          {selectionMode === 'multiple' ? (
            <SelectionCheckbox />
          ) : (
            <span className={styles.visuallyHidden}>{intl.formatMessage(messages.selection)}</span>
          )}
        </AriaColumn>
      )}
      <Collection items={columns}>{children}</Collection>
    </AriaTableHeader>
  );
}

export interface TableColumnProps extends Omit<
  AriaColumnProps,
  'className' | 'style' | 'children'
> {
  children: ReactNode;
  /** `end` for numbers and money, so digits line up. */
  align?: styles.CellAlign;
}

export function TableColumn({ children, align = 'start', ...props }: TableColumnProps) {
  return (
    <AriaColumn {...props} className={styles.column[align]}>
      {({ allowsSorting, sortDirection }) => (
        <span className={styles.columnContent}>
          {children}
          {allowsSorting && (
            <span className={styles.sortIndicator} data-sorted={sortDirection ? true : undefined}>
              {sortDirection === 'descending' ? (
                <SortDescendingIcon aria-hidden />
              ) : (
                <SortAscendingIcon aria-hidden />
              )}
            </span>
          )}
        </span>
      )}
    </AriaColumn>
  );
}

export type TableBodyProps<T extends object> = Omit<AriaTableBodyProps<T>, 'className' | 'style'>;

/** `renderEmptyState` shows what to do when there are no rows (an EmptyState, say). */
export function TableBody<T extends object>(props: TableBodyProps<T>) {
  return <AriaTableBody {...props} className={styles.body} />;
}

export type TableRowProps<T extends object> = Omit<AriaRowProps<T>, 'className' | 'style'>;

export function TableRow<T extends object>({ id, columns, children, ...props }: TableRowProps<T>) {
  const { selectionBehavior } = useTableOptions();
  return (
    <AriaRow id={id} {...props} className={styles.row}>
      {selectionBehavior === 'toggle' && (
        <AriaCell className={styles.selectionCell}>
          <SelectionCheckbox />
        </AriaCell>
      )}
      <Collection items={columns}>{children}</Collection>
    </AriaRow>
  );
}

export interface TableCellProps extends Omit<AriaCellProps, 'className' | 'style'> {
  align?: styles.CellAlign;
}

export function TableCell({ align = 'start', ...props }: TableCellProps) {
  return <AriaCell {...props} className={styles.cell[align]} />;
}
