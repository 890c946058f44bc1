import { style } from '@vanilla-extract/css';
import { focusRing } from '../../css/a11y.css';
import { vars } from '../../tokens/theme.css';

export const toggle = style({
  minBlockSize: `calc(${vars.size.touchTarget} - ${vars.space.xsmall})`,
  paddingInline: vars.space.xsmall,
  border: 'none',
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: vars.color.text.link,
  font: 'inherit',
  fontSize: vars.font.scale.small.fontSize,
  fontWeight: vars.font.weight.medium,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surface.hover },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'not-allowed' },
  },
});
