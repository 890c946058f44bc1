import { createContainer, style, styleVariants, type StyleRule } from '@vanilla-extract/css';
import { focusRing, insetFocusRing, visuallyHiddenRule } from '../css/a11y.css';
import { vars } from '../tokens/theme.css';

export type CellAlign = 'start' | 'end';

const region = createContainer('table');

/**
 * A stacked table turns into blocks below this width of its region: a phone held upright, or a
 * narrow column of a wider page.
 */
const narrow = `${region} (width < 36rem)`;

/** Styles that apply only while a stacked table's region is narrow. */
const whenNarrow = (rule: StyleRule): StyleRule => ({ '@container': { [narrow]: rule } });

/**
 * Wide tables scroll sideways on phones instead of squeezing columns. The region's own width
 * ignores the table's (it is a size container), so a grid or flex parent sized by its content
 * never grows past the screen because of a table: the table scrolls, not the page.
 */
export const scroller = style({
  inlineSize: '100%',
  containerName: region,
  containerType: 'inline-size',
  overflowX: 'auto',
  selectors: { '&:focus-visible': focusRing },
});

export const table = style({
  inlineSize: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.scale.small.fontSize,
  lineHeight: vars.font.scale.small.lineHeight,
  color: vars.color.text.primary,
});

export const header = style({
  borderBlockEnd: `${vars.borderWidth.strong} solid ${vars.color.border.field}`,
});

const columnBase = style({
  paddingBlock: vars.space.small,
  paddingInline: vars.space.small,
  color: vars.color.text.secondary,
  fontWeight: vars.font.weight.strong,
  whiteSpace: 'nowrap',
});

export const column = styleVariants({
  start: [columnBase, { textAlign: 'start' }],
  end: [columnBase, { textAlign: 'end' }],
});

/** The sort button fills its header cell, so the whole cell is the touch target. */
export const sortableColumn = style([columnBase, { padding: 0 }]);

const sortButtonBase = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  inlineSize: '100%',
  minBlockSize: vars.size.touchTarget,
  paddingBlock: 0,
  paddingInline: vars.space.small,
  border: 'none',
  background: 'none',
  font: 'inherit',
  color: 'inherit',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:hover': { color: vars.color.text.primary },
    // Inset: the scrolling region would clip a ring drawn outside the header.
    '&:focus-visible': insetFocusRing,
  },
});

export const sortButton = styleVariants({
  start: [sortButtonBase, { justifyContent: 'flex-start' }],
  end: [sortButtonBase, { justifyContent: 'flex-end' }],
});

export const sortIndicator = style({
  display: 'inline-flex',
  inlineSize: vars.size.iconSmall,
  blockSize: vars.size.iconSmall,
  opacity: 0.4,
  selectors: { '&[data-sorted]': { opacity: 1, color: vars.color.text.brand } },
});

export const selectionColumn = style([columnBase, { inlineSize: vars.size.touchTarget }]);

export const row = style({
  borderBlockEnd: `${vars.borderWidth.standard} solid ${vars.color.border.subtle}`,
  selectors: {
    '&:hover': { backgroundColor: vars.color.surface.sunken },
    '&[data-selected]': { backgroundColor: vars.color.surface.brandSoft },
  },
});

const cellBase = style({
  paddingBlock: vars.space.small,
  paddingInline: vars.space.small,
  verticalAlign: 'middle',
  // A row header is a th; it reads as an ordinary cell.
  fontWeight: 'inherit',
});

export const cell = styleVariants({
  start: [cellBase, { textAlign: 'start' }],
  // Money and counts line up digit by digit, and never break ("$" above "450.00") when the
  // table is squeezed into its region.
  end: [cellBase, { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }],
});

export const selectionCell = style([cellBase, { paddingBlock: 0 }]);

/** The empty state brings its own spacing: no cell padding added. */
export const emptyCell = style({ textAlign: 'center' });

/**
 * A stacked table on a narrow screen: each row a block with its row header on top and every
 * other cell on a line of its own, its column's name at the start and its value at the end. The
 * header keeps only what acts ("Select all" and the sort buttons); the other column headers stay
 * for screen readers, which still read a table.
 */
export const stackedTable = style([table, whenNarrow({ display: 'block' })]);

export const stackedHeader = style([
  header,
  whenNarrow({
    display: 'block',
    selectors: { '&:not(:has(button, input))': { border: 0 } },
  }),
]);

export const stackedHeaderRow = style(
  whenNarrow({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: vars.space.small,
  }),
);

export const stackedColumn = styleVariants(column, (base) => [
  base,
  whenNarrow(visuallyHiddenRule),
]);

export const stackedSortableColumn = style([sortableColumn, whenNarrow({ display: 'block' })]);

/** Its checkbox lines up with the rows' checkboxes, its words with the rows' headers. */
export const stackedSelectionColumn = style([
  selectionColumn,
  whenNarrow({ display: 'block', inlineSize: 'auto', paddingInline: 0 }),
]);

/** "Select all" in words beside its checkbox, once the rows' columns no longer explain it. */
export const selectAll = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  cursor: 'pointer',
});

export const selectAllText = style({
  display: 'none',
  ...whenNarrow({ display: 'inline' }),
});

export const stackedBody = style(whenNarrow({ display: 'block' }));

export const stackedRow = style([
  row,
  whenNarrow({
    display: 'flex',
    flexDirection: 'column',
    position: 'relative',
    paddingBlock: vars.space.xsmall,
  }),
]);

/** Room at the start of a selectable row for its checkbox. */
export const stackedSelectableRow = style([
  stackedRow,
  whenNarrow({ paddingInlineStart: vars.size.touchTarget }),
]);

export const stackedSelectionCell = style([
  selectionCell,
  whenNarrow({
    position: 'absolute',
    insetBlockStart: vars.space.xsmall,
    insetInlineStart: 0,
    padding: 0,
  }),
]);

/**
 * The row header names the block, so it comes first, a size larger. Its weight stays the
 * content's own (an unread message's subject is bold, a read one's is not).
 */
export const stackedRowHeader = styleVariants(cell, (base) => [
  base,
  whenNarrow({
    order: -1,
    display: 'flex',
    alignItems: 'center',
    // As tall as the checkbox beside it, so the two line up.
    minBlockSize: vars.size.touchTarget,
    paddingBlock: 0,
    textAlign: 'start',
    fontSize: vars.font.scale.standard.fontSize,
    lineHeight: vars.font.scale.standard.lineHeight,
  }),
]);

export const stackedCell = styleVariants(cell, (base) => [
  base,
  whenNarrow({
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'baseline',
    gap: vars.space.medium,
    paddingBlock: vars.space.xxsmall,
    textAlign: 'end',
    // A line with a name and no value says nothing; screen readers keep the empty cell.
    selectors: { '&:has(> div:empty)': visuallyHiddenRule },
  }),
]);

/** The column's name before a stacked cell's value; hidden while the table has its columns. */
export const cellLabel = style({
  display: 'none',
  ...whenNarrow({
    display: 'block',
    flexShrink: 0,
    maxInlineSize: '50%',
    textAlign: 'start',
    color: vars.color.text.secondary,
  }),
});

export const stackedEmptyRow = style(whenNarrow({ display: 'block' }));

export const stackedEmptyCell = style([emptyCell, whenNarrow({ display: 'block' })]);
