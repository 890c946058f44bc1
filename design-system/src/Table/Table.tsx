import {
  Children,
  createContext,
  Fragment,
  isValidElement,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';
import { defineMessages } from 'react-intl';
import { useIntl } from '../i18n/useIntl';
import { SelectionCheckbox } from '../Checkbox/SelectionCheckbox';
import { SortAscendingIcon, SortDescendingIcon } from '../icons';
import * as styles from './Table.css';
import { mergeClassNames, type StyleProps } from '../css/styleProps';

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
      /** The ids of the checked rows (each `TableRow`'s `id`), held by the caller. */
      selectedKeys: Selection;
      /** Called with the new set of checked row ids when a row's box or "Select all" is pressed. */
      onSelectionChange: (keys: Set<Key>) => void;
    }
  | { selectionMode?: undefined; selectedKeys?: never; onSelectionChange?: never };

export type TableProps = TableSelectionProps &
  StyleProps & {
    /** A TableHeader, then a TableBody. */
    children: ReactNode;
    /** One of the two names the table, and the region that scrolls it on narrow screens. */
    'aria-label'?: string;
    /** The id of the element (the table's heading) that names it; or use `aria-label`. */
    'aria-labelledby'?: string;
    /** Sorting is the caller's: sort the rows in `onSortChange`. */
    sortDescriptor?: SortDescriptor;
    /**
     * Called with the column and direction asked for when a sortable header is pressed: a new
     * column ascending, the sorted one flipped.
     */
    onSortChange?: (sort: SortDescriptor) => void;
    /**
     * How the table fits a narrow region (under 36rem, a phone held upright). `scroll` keeps the
     * columns and scrolls sideways, for a few short columns. `stacked` shows each row as a block,
     * its row header on top and every other cell under it beside its column's name, for records
     * with more columns than a phone can show.
     */
    narrowLayout?: 'scroll' | 'stacked';
  };

interface TableState {
  columnCount: number;
  /** Rows as blocks on a narrow screen, each cell beside its column's heading. */
  stacked: boolean;
  /** The columns' headings, which a stacked cell shows beside its value. */
  columnLabels: ReactNode[];
  rowHeaderIndex: number;
  /** The rows' ids, for "Select all". */
  rowIds: Key[];
  sortDescriptor?: SortDescriptor;
  onSortChange?: (sort: SortDescriptor) => void;
  selection?: { keys: Selection; onChange: (keys: Set<Key>) => void };
}

const TableContext = createContext<TableState>({
  columnCount: 0,
  stacked: false,
  columnLabels: [],
  rowHeaderIndex: 0,
  rowIds: [],
});

interface CellState {
  /** The row header's id, given to that cell only. */
  rowHeaderId?: string;
  /** In a stacked table, the heading of the cell's column. */
  label?: ReactNode;
}
const CellContext = createContext<CellState>({});

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
 * Whether the region's content is wider than the region, followed as either changes size (a
 * narrower window, more rows, a stacked layout).
 */
function useScrollsSideways() {
  const regionRef = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const region = regionRef.current;
    if (!region) return;
    // Test DOMs (jsdom) have no ResizeObserver, and lay nothing out: nothing scrolls there.
    if (typeof ResizeObserver === 'undefined') return;
    // The observer reports once as it starts, then on every change of size.
    const observer = new ResizeObserver(() => setScrolls(region.scrollWidth > region.clientWidth));
    observer.observe(region);
    if (region.firstElementChild) observer.observe(region.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return { regionRef, scrolls };
}

/**
 * A data table on native table elements: column headers, one row header per row, sort buttons
 * in the sortable headers, checkboxes for selection. A table too wide for its place scrolls
 * sideways in a region that the Tab key then reaches, so keyboard users can scroll it too; one
 * that fits is no Tab stop.
 */
export function Table({
  children,
  sortDescriptor,
  onSortChange,
  selectionMode,
  selectedKeys,
  onSelectionChange,
  narrowLayout = 'scroll',
  className,
  style,
  ...labelling
}: TableProps) {
  // The header's columns say which cell heads each row; the body's rows feed "Select all".
  const header = childOfType(children, TableHeader);
  const body = childOfType<TableBodyProps<unknown>>(children, TableBody);
  const columns = Children.toArray(header?.props.children).filter(isValidElement<TableColumnProps>);
  const stacked = narrowLayout === 'stacked';
  const state: TableState = {
    columnCount: columns.length,
    stacked,
    columnLabels: columns.map((column) => column.props.children),
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
  const { regionRef, scrolls } = useScrollsSideways();
  return (
    <div
      ref={regionRef}
      role="region"
      // A scrollable region must be reachable by keyboard to be scrolled without a pointer.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={scrolls ? 0 : undefined}
      {...labelling}
      className={mergeClassNames(styles.scroller, className)}
      style={style}
    >
      <table {...labelling} className={stacked ? styles.stackedTable : styles.table}>
        <TableContext.Provider value={state}>{children}</TableContext.Provider>
      </table>
    </div>
  );
}

export interface TableHeaderProps extends StyleProps {
  /** TableColumn elements. */
  children: ReactNode;
}

/**
 * The header row of a `Table`: its `TableColumn`s, after the select-all box when rows are
 * selectable.
 */
export function TableHeader({ children, className, style }: TableHeaderProps) {
  const intl = useIntl();
  const { selection, rowIds, stacked } = useContext(TableContext);
  const selectedCount = rowIds.filter((id) => selection?.keys.has(id)).length;
  const selectAll = intl.formatMessage(messages.selectAll);
  const checkbox = selection && (
    <SelectionCheckbox
      aria-label={selectAll}
      checked={rowIds.length > 0 && selectedCount === rowIds.length}
      indeterminate={selectedCount > 0 && selectedCount < rowIds.length}
      disabled={rowIds.length === 0}
      onChange={(checked) => selection.onChange(new Set(checked ? rowIds : []))}
    />
  );
  return (
    <thead
      className={mergeClassNames(stacked ? styles.stackedHeader : styles.header, className)}
      style={style}
    >
      <tr className={stacked ? styles.stackedHeaderRow : undefined}>
        {selection && (
          <th
            scope="col"
            className={stacked ? styles.stackedSelectionColumn : styles.selectionColumn}
          >
            {stacked ? (
              // The words show only once stacked, and the checkbox is named without them.
              <label className={styles.selectAll}>
                {checkbox}
                <span aria-hidden className={styles.selectAllText}>
                  {selectAll}
                </span>
              </label>
            ) : (
              checkbox
            )}
          </th>
        )}
        {children}
      </tr>
    </thead>
  );
}

export type TableColumnProps = StyleProps & {
  children: ReactNode;
  /** Whether this column's cells name their rows (and the rows' checkboxes). */
  isRowHeader?: boolean;
  /** `end` for numbers and money, so digits line up. */
  align?: styles.CellAlign;
} & ({ id?: Key; allowsSorting?: false } | { id: Key; allowsSorting: true });

/**
 * A column header; `allowsSorting` (with an `id`) makes it a sort button announced by `aria-sort`.
 */
export function TableColumn({
  id,
  allowsSorting,
  align = 'start',
  children,
  className,
  style,
}: TableColumnProps) {
  const { sortDescriptor, onSortChange, stacked } = useContext(TableContext);
  const direction =
    sortDescriptor && sortDescriptor.column === id ? sortDescriptor.direction : undefined;
  if (!allowsSorting)
    return (
      <th
        scope="col"
        className={mergeClassNames(
          (stacked ? styles.stackedColumn : styles.column)[align],
          className,
        )}
        style={style}
      >
        {children}
      </th>
    );
  return (
    <th
      scope="col"
      aria-sort={direction}
      className={mergeClassNames(
        stacked ? styles.stackedSortableColumn : styles.sortableColumn,
        className,
      )}
      style={style}
    >
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

export type TableBodyProps<T> = StyleProps & {
  /** Shown in place of the rows when there are none (an EmptyState, say). */
  renderEmptyState?: () => ReactNode;
} & (
    | { items: Iterable<T>; children: (item: T) => ReactElement<TableRowProps> }
    | { items?: undefined; children?: ReactNode }
  );

/**
 * The rows of a `Table`, from `items` and a render function or as children; `renderEmptyState`
 * when there are none.
 */
export function TableBody<T>(props: TableBodyProps<T>) {
  const { columnCount, selection, stacked } = useContext(TableContext);
  const rows = rowsOf(props);
  return (
    <tbody
      className={mergeClassNames(stacked && styles.stackedBody, props.className)}
      style={props.style}
    >
      {rows.length === 0 && props.renderEmptyState ? (
        <tr className={stacked ? styles.stackedEmptyRow : undefined}>
          <td
            colSpan={columnCount + (selection ? 1 : 0)}
            className={stacked ? styles.stackedEmptyCell : styles.emptyCell}
          >
            {props.renderEmptyState()}
          </td>
        </tr>
      ) : (
        rows.map((row) => <Fragment key={row.props.id}>{row}</Fragment>)
      )}
    </tbody>
  );
}

export interface TableRowProps extends StyleProps {
  id: Key;
  /** TableCell elements, in the order of the columns. */
  children: ReactNode;
}

/** A row of a `Table`; `id` is its key in the selection. */
export function TableRow({ id, children, className, style }: TableRowProps) {
  const { rowHeaderIndex, selection, stacked, columnLabels } = useContext(TableContext);
  const rowHeaderId = useId();
  const isSelected = selection?.keys.has(id) ?? false;
  let rowClass = styles.row;
  if (stacked) rowClass = selection ? styles.stackedSelectableRow : styles.stackedRow;
  return (
    <tr
      className={mergeClassNames(rowClass, className)}
      style={style}
      data-selected={isSelected || undefined}
    >
      {selection && (
        <td className={stacked ? styles.stackedSelectionCell : styles.selectionCell}>
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
      {Children.toArray(children).map((cell, index) => {
        const isRowHeader = index === rowHeaderIndex;
        if (!isRowHeader && !stacked) return cell;
        return (
          <CellContext.Provider
            key={index}
            value={isRowHeader ? { rowHeaderId } : { label: columnLabels[index] }}
          >
            {cell}
          </CellContext.Provider>
        );
      })}
    </tr>
  );
}

export interface TableCellProps extends StyleProps {
  children?: ReactNode;
  align?: styles.CellAlign;
}

/** A cell of a `TableRow`; `align="end"` for numbers and money. */
export function TableCell({ align = 'start', children, className, style }: TableCellProps) {
  const { rowHeaderId, label } = useContext(CellContext);
  const { stacked } = useContext(TableContext);
  if (rowHeaderId)
    return (
      <th
        scope="row"
        id={rowHeaderId}
        className={mergeClassNames(
          (stacked ? styles.stackedRowHeader : styles.cell)[align],
          className,
        )}
        style={style}
      >
        {children}
      </th>
    );
  if (!stacked)
    return (
      <td className={mergeClassNames(styles.cell[align], className)} style={style}>
        {children}
      </td>
    );
  // The label repeats the column header, which screen readers already announce with the cell.
  return (
    <td className={mergeClassNames(styles.stackedCell[align], className)} style={style}>
      <span aria-hidden className={styles.cellLabel}>
        {label}
      </span>
      <div>{children}</div>
    </td>
  );
}
