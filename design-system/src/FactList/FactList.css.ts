import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';

// Values take the width they need on the right, up to half the list, and wrap beyond it; names
// take the rest, never less than their longest word. So a long value (an address, a cohort) never
// pushes a name into a word a line or runs over it.
export const list = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(min-content, 1fr) fit-content(50%)',
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
  overflowWrap: 'anywhere',
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.font.weight.medium,
});
