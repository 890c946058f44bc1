import { style, styleVariants } from '@vanilla-extract/css';
import { insetFocusRing } from '../css/a11y.css';
import { vars } from '../tokens/theme.css';

export { visuallyHidden } from '../css/a11y.css';

export type CellAlign = 'start' | 'end';

/** Wide tables scroll sideways on phones instead of squeezing columns. */
export const scroller = style({ inlineSize: '100%', overflowX: 'auto' });

export const table = style({
  inlineSize: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.scale.small.fontSize,
  lineHeight: vars.font.scale.small.lineHeight,
  color: vars.color.text.primary,
  outline: 'none',
  selectors: { '&[data-focus-visible]': insetFocusRing },
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
  outline: 'none',
  selectors: {
    '&[data-allows-sorting]': { cursor: 'pointer' },
    '&[data-hovered][data-allows-sorting]': { color: vars.color.text.primary },
    '&[data-focus-visible]': insetFocusRing,
  },
});

export const column = styleVariants({
  start: [columnBase, { textAlign: 'start' }],
  end: [columnBase, { textAlign: 'end' }],
});

export const columnContent = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
});

export const sortIndicator = style({
  display: 'inline-flex',
  inlineSize: vars.size.iconSmall,
  blockSize: vars.size.iconSmall,
  opacity: 0.4,
  selectors: { '&[data-sorted]': { opacity: 1, color: vars.color.text.brand } },
});

export const selectionColumn = style([columnBase, { inlineSize: vars.size.touchTarget }]);

export const body = style({
  selectors: {
    '&[data-empty]': { textAlign: 'center' },
  },
});

export const row = style({
  borderBlockEnd: `${vars.borderWidth.standard} solid ${vars.color.border.subtle}`,
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surface.sunken },
    '&[data-selected]': { backgroundColor: vars.color.surface.brandSoft },
    '&[data-focus-visible]': insetFocusRing,
    '&[data-disabled]': { color: vars.color.text.disabled },
    '&[data-href], &[data-selection-mode]': { cursor: 'pointer' },
  },
});

const cellBase = style({
  paddingBlock: vars.space.small,
  paddingInline: vars.space.small,
  verticalAlign: 'middle',
  outline: 'none',
  selectors: { '&[data-focus-visible]': insetFocusRing },
});

export const cell = styleVariants({
  start: [cellBase, { textAlign: 'start' }],
  // Money and counts line up digit by digit.
  end: [cellBase, { textAlign: 'end', fontVariantNumeric: 'tabular-nums' }],
});

export const selectionCell = style([cellBase, { paddingBlock: 0 }]);
