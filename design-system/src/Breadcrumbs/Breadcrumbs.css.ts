import { style } from '@vanilla-extract/css';
import { focusRing } from '../css/a11y.css';
import { vars } from '../tokens/theme.css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.scale.small.fontSize,
  lineHeight: vars.font.scale.small.lineHeight,
});

export const crumb = style({ display: 'flex', alignItems: 'center' });

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: vars.size.touchTarget,
  paddingInline: vars.space.xxsmall,
  borderRadius: vars.radius.small,
  color: vars.color.text.link,
  textDecoration: 'underline',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.text.linkHover },
    '&[data-focus-visible]': focusRing,
    '&[data-current]': {
      color: vars.color.text.primary,
      textDecoration: 'none',
      fontWeight: vars.font.weight.medium,
      cursor: 'default',
    },
  },
});

/** Kept clear of the links on either side, so a focused link's ring does not run into it. */
export const separator = style({
  flexShrink: 0,
  marginInline: vars.space.xxsmall,
  inlineSize: vars.size.iconSmall,
  blockSize: vars.size.iconSmall,
  color: vars.color.text.secondary,
  selectors: { '[dir=rtl] &': { transform: 'scaleX(-1)' } },
});
