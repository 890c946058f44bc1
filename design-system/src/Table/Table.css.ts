import { style, styleVariants } from '@vanilla-extract/css';
import { focusRing, insetFocusRing } from '../css/a11y.css';
import { vars } from '../tokens/theme.css';

export type CellAlign = 'start' | 'end';

/**
 * Wide tables scroll sideways on phones instead of squeezing columns. The region's own width
 * ignores the table's, so a grid or flex parent sized by its content never grows past the screen
 * because of a table: the table scrolls, not the page.
 */
export const scroller = style({
  inlineSize: '100%',
  contain: 'inline-size',
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
  // Money and counts line up digit by digit.
  end: [cellBase, { textAlign: 'end', fontVariantNumeric: 'tabular-nums' }],
});

export const selectionCell = style([cellBase, { paddingBlock: 0 }]);

/** The empty state brings its own spacing: no cell padding added. */
export const emptyCell = style({ textAlign: 'center' });
