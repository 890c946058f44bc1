import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  columnGap: vars.space.medium,
  rowGap: vars.space.xsmall,
  margin: 0,
});

/** Groups a term with its value for assistive technology, without a box of its own. */
export const row = style({ display: 'contents' });

export const term = style({
  color: vars.color.text.secondary,
});

/** Money and counts line up on the right, in tabular figures, so amounts compare at a glance. */
export const value = style({
  margin: 0,
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.font.weight.medium,
});
