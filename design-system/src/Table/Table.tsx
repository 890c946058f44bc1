import {
  Children,
  createContext,
  Fragment,
  isValidElement,
  use,
  useId,
  type ReactElement,
  type ReactNode,
} from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { SelectionCheckbox } from '../Checkbox/SelectionCheckbox';
import { SortAscendingIcon, SortDescendingIcon } from '../icons';
import * as styles from './Table.css';

const messages = defineMessages({
  selectAll: { id: 'ds.table.selectAll', defaultMessage: 'Select all' },
});

/** A row's or a column's id. */
export type Key = string | number;

export interface SortDescriptor {
  column: Key;
  direction: 'ascending' | 'descending';
}

/** The ids of the selected rows. */
export type Selection = ReadonlySet<Key>;

type TableSelectionProps =
  | {
      /** A checkbox per row, labelled by the row's header cell, and "Select all" in the header. */
      selectionMode: 'multiple';
      selectedKeys: Selection;
      onSelectionChange: (keys: Set<Key>) => void;
    }
  | { selectionMode?: undefined; selectedKeys?: never; onSelectionChange?: never };

export type TableProps = TableSelectionProps & {
  /** A TableHeader, then a TableBody. */
  children: ReactNode;
  /** One of the two names the table, and the region that scrolls it on narrow screens. */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  /** Sorting is the caller's: sort the rows in `onSortChange`. */
  sortDescriptor?: SortDescriptor;
  onSortChange?: (sort: SortDescriptor) => void;
};

interface TableState {
  columnCount: number;
  rowHeaderIndex: number;
  /** The rows' ids, for "Select all". */
  rowIds: Key[];
  sortDescriptor?: SortDescriptor;
  onSortChange?: (sort: SortDescriptor) => void;
  selection?: { keys: Selection; onChange: (keys: Set<Key>) => void };
}

const TableContext = createContext<TableState>({ columnCount: 0, rowHeaderIndex: 0, rowIds: [] });
/** The id of the row's header cell, given to that cell only. */
const RowHeaderContext = createContext<string | undefined>(undefined);

function rowsOf<T>(body: TableBodyProps<T>): ReactElement<TableRowProps>[] {
  if (body.items) return Array.from(body.items, body.children);
  return Children.toArray(body.children).filter(isValidElement<TableRowProps>);
}

function childOfType<P>(children: ReactNode, type: (props: P) => ReactNode) {
  return Children.toArray(children).find(
    (child): child is ReactElement<P> => isValidElement(child) && child.type === type,
  );
}

/**
 * A data table on native table elements: column headers, one row header per row, sort buttons
 * in the sortable headers, checkboxes for selection. Wide tables scroll sideways in a focusable
 * region, so keyboard users can scroll them too.
 */
export function Table({
  children,
  sortDescriptor,
  onSortChange,
  selectionMode,
  selectedKeys,
  onSelectionChange,
  ...labelling
}: TableProps) {
  // The header's columns say which cell heads each row; the body's rows feed "Select all".
  const header = childOfType(children, TableHeader);
  const body = childOfType<TableBodyProps<unknown>>(children, TableBody);
  const columns = Children.toArray(header?.props.children).filter(isValidElement<TableColumnProps>);
  const state: TableState = {
    columnCount: columns.length,
    // Like react-aria: without an explicit row header, the first column is one.
    rowHeaderIndex: Math.max(
      0,
      columns.findIndex((column) => column.props.isRowHeader),
    ),
    rowIds: selectionMode && body ? rowsOf(body.props).map((row) => row.props.id) : [],
    sortDescriptor,
    onSortChange,
    selection: selectionMode ? { keys: selectedKeys, onChange: onSelectionChange } : undefined,
  };
  return (
    // A scrollable region must be reachable by keyboard to be scrolled without a pointer.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div role="region" tabIndex={0} {...labelling} className={styles.scroller}>
      <table {...labelling} className={styles.table}>
        <TableContext value={state}>{children}</TableContext>
      </table>
    </div>
  );
}

export interface TableHeaderProps {
  /** TableColumn elements. */
  children: ReactNode;
}

export function TableHeader({ children }: TableHeaderProps) {
  const intl = useIntl();
  const { selection, rowIds } = use(TableContext);
  const selectedCount = rowIds.filter((id) => selection?.keys.has(id)).length;
  return (
    <thead className={styles.header}>
      <tr>
        {selection && (
          <th scope="col" className={styles.selectionColumn}>
            <SelectionCheckbox
              aria-label={intl.formatMessage(messages.selectAll)}
              checked={rowIds.length > 0 && selectedCount === rowIds.length}
              indeterminate={selectedCount > 0 && selectedCount < rowIds.length}
              disabled={rowIds.length === 0}
              onChange={(checked) => selection.onChange(new Set(checked ? rowIds : []))}
            />
          </th>
        )}
        {children}
      </tr>
    </thead>
  );
}

export type TableColumnProps = {
  children: ReactNode;
  /** Whether this column's cells name their rows (and the rows' checkboxes). */
  isRowHeader?: boolean;
  /** `end` for numbers and money, so digits line up. */
  align?: styles.CellAlign;
} & ({ id?: Key; allowsSorting?: false } | { id: Key; allowsSorting: true });

export function TableColumn({ id, allowsSorting, align = 'start', children }: TableColumnProps) {
  const { sortDescriptor, onSortChange } = use(TableContext);
  const direction =
    sortDescriptor && sortDescriptor.column === id ? sortDescriptor.direction : undefined;
  if (!allowsSorting)
    return (
      <th scope="col" className={styles.column[align]}>
        {children}
      </th>
    );
  return (
    <th scope="col" aria-sort={direction} className={styles.sortableColumn}>
      <button
        type="button"
        className={styles.sortButton[align]}
        onClick={() =>
          onSortChange?.({
            column: id,
            direction: direction === 'ascending' ? 'descending' : 'ascending',
          })
        }
      >
        {children}
        <span className={styles.sortIndicator} data-sorted={direction ? true : undefined}>
          {direction === 'descending' ? (
            <SortDescendingIcon aria-hidden />
          ) : (
            <SortAscendingIcon aria-hidden />
          )}
        </span>
      </button>
    </th>
  );
}

export type TableBodyProps<T> = {
  /** Shown in place of the rows when there are none (an EmptyState, say). */
  renderEmptyState?: () => ReactNode;
} & (
  | { items: Iterable<T>; children: (item: T) => ReactElement<TableRowProps> }
  | { items?: undefined; children?: ReactNode }
);

export function TableBody<T>(props: TableBodyProps<T>) {
  const { columnCount, selection } = use(TableContext);
  const rows = rowsOf(props);
  return (
    <tbody>
      {rows.length === 0 && props.renderEmptyState ? (
        <tr>
          <td colSpan={columnCount + (selection ? 1 : 0)} className={styles.emptyCell}>
            {props.renderEmptyState()}
          </td>
        </tr>
      ) : (
        rows.map((row) => <Fragment key={row.props.id}>{row}</Fragment>)
      )}
    </tbody>
  );
}

export interface TableRowProps {
  id: Key;
  /** TableCell elements, in the order of the columns. */
  children: ReactNode;
}

export function TableRow({ id, children }: TableRowProps) {
  const { rowHeaderIndex, selection } = use(TableContext);
  const rowHeaderId = useId();
  const isSelected = selection?.keys.has(id) ?? false;
  return (
    <tr className={styles.row} data-selected={isSelected || undefined}>
      {selection && (
        <td className={styles.selectionCell}>
          <SelectionCheckbox
            aria-labelledby={rowHeaderId}
            checked={isSelected}
            onChange={(checked) => {
              const keys = new Set(selection.keys);
              if (checked) keys.add(id);
              else keys.delete(id);
              selection.onChange(keys);
            }}
          />
        </td>
      )}
      {Children.toArray(children).map((cell, index) =>
        index === rowHeaderIndex ? (
          <RowHeaderContext key="rowHeader" value={rowHeaderId}>
            {cell}
          </RowHeaderContext>
        ) : (
          cell
        ),
      )}
    </tr>
  );
}

export interface TableCellProps {
  children?: ReactNode;
  align?: styles.CellAlign;
}

export function TableCell({ align = 'start', children }: TableCellProps) {
  const rowHeaderId = use(RowHeaderContext);
  if (rowHeaderId)
    return (
      <th scope="row" id={rowHeaderId} className={styles.cell[align]}>
        {children}
      </th>
    );
  return <td className={styles.cell[align]}>{children}</td>;
}
