import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing } from '../css/a11y.css';
import { transition } from '../css/transition';
import { vars } from '../tokens/theme.css';

export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xsmall,
  boxSizing: 'border-box',
  minBlockSize: vars.size.touchTarget,
  minInlineSize: vars.size.touchTarget,
  paddingInline: vars.space.xsmall,
  border: `${vars.borderWidth.standard} solid transparent`,
  borderRadius: vars.radius.medium,
  background: 'transparent',
  color: vars.color.text.secondary,
  fontFamily: vars.font.family,
  fontSize: vars.font.scale.standard.fontSize,
  fontWeight: vars.font.weight.medium,
  cursor: 'pointer',
  outline: 'none',
  transition: transition('background-color', 'color'),
  selectors: {
    '&[data-hovered]': { background: vars.color.surface.hover },
    '&:active:not([data-disabled])': { background: vars.color.surface.neutralSoft },
    '&[data-selected]': { color: vars.color.text.brand },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'not-allowed' },
  },
});

/** On, the icon fills in: the state shows by shape as well as by colour. */
globalStyle(`${toggle}[data-selected] svg`, { fill: 'currentColor' });
