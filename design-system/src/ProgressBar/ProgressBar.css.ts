import { style } from '@vanilla-extract/css';
import { indeterminateSweep } from '../css/indeterminate.css';
import { vars } from '../tokens/theme.css';

export const progressBar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  inlineSize: '100%',
  minInlineSize: 0,
});

export const header = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.small,
  fontSize: vars.font.scale.small.fontSize,
  lineHeight: vars.font.scale.small.lineHeight,
});

export const label = style({ color: vars.color.text.primary, overflowWrap: 'anywhere' });

export const value = style({
  flexShrink: 0,
  color: vars.color.text.secondary,
  fontVariantNumeric: 'tabular-nums',
});

export const track = style({
  position: 'relative',
  blockSize: vars.space.xsmall,
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface.neutralSoft,
  // Keeps the track's edge visible where the fill is empty (3:1 against the page).
  boxShadow: `inset 0 0 0 ${vars.borderWidth.standard} ${vars.color.border.field}`,
});

export const fill = style({
  blockSize: '100%',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface.brand,
  transition: `inline-size ${vars.motion.duration.standard} ${vars.motion.easing.standard}`,
});

export const indeterminateFill = style([
  fill,
  {
    inlineSize: '40%',
    animation: indeterminateSweep,
    '@media': {
      '(prefers-reduced-motion: reduce)': { animation: 'none', inlineSize: '100%', opacity: 0.5 },
    },
  },
]);
