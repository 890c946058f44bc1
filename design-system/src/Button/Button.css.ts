import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';

export const button = style({
  minHeight: 44,
  paddingInline: vars.space.medium,
  border: 'none',
  borderRadius: 8,
  background: vars.color.brand,
  color: vars.color.brandText,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.brand}`, outlineOffset: 2 },
  },
});
