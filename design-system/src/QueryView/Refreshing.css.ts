import { style } from '@vanilla-extract/css';
import { indeterminateSweep } from '../css/indeterminate.css';
import { vars } from '../tokens/theme.css';

export const region = style({ position: 'relative' });

/** Above the content, in the gap the layout leaves there, so nothing moves when it comes. */
export const loadingLine = style({
  position: 'absolute',
  insetInline: 0,
  insetBlockStart: `calc(${vars.space.small} * -1)`,
  blockSize: vars.space.xxsmall,
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface.neutralSoft,
  '::after': {
    content: '""',
    position: 'absolute',
    insetBlock: 0,
    inlineSize: '40%',
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.surface.brand,
    animation: indeterminateSweep,
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { '::after': { animation: 'none', inlineSize: '100%' } },
  },
});
