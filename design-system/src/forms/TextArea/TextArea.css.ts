import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css';

/** The description with the count at the end of its line, wrapping on a narrow screen. */
export const descriptionRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  columnGap: vars.space.medium,
});

/** The character count, at the end of the description's line, as counters usually sit. */
export const count = style({
  marginInlineStart: 'auto',
  fontVariantNumeric: 'tabular-nums',
});

export const countOver = style([
  count,
  { color: vars.color.text.critical, fontWeight: vars.font.weight.medium },
]);
