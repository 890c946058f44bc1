import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';
import { mediaQueries } from '../tokens/tokens';

export const card = style({
  boxSizing: 'border-box',
  background: vars.color.surface.raised,
  color: vars.color.text.primary,
  border: `${vars.borderWidth.standard} solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.small,
  minWidth: 0,
});

export const padding = styleVariants({
  none: { padding: 0, overflow: 'hidden' },
  standard: {
    padding: vars.space.medium,
    '@media': { [mediaQueries.tablet]: { padding: vars.space.large } },
  },
});

/** A coloured edge that marks the card's subject without relying on colour alone. */
export const tone = styleVariants({
  neutral: {},
  brand: { borderInlineStart: `${vars.borderWidth.focus} solid ${vars.color.border.brand}` },
  critical: { borderInlineStart: `${vars.borderWidth.focus} solid ${vars.color.border.critical}` },
  accent: { borderInlineStart: `${vars.borderWidth.focus} solid ${vars.color.border.accent}` },
});
