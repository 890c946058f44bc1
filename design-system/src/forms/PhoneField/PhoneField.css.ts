import { style } from '@vanilla-extract/css';
import { focusRing } from '../../css/a11y.css';
import { vars } from '../../tokens/theme.css';

/** The country picker inside the phone's frame: compact, its own focus ring. */
export const country = style({
  maxInlineSize: `calc(${vars.size.touchTarget} * 3)`,
  minBlockSize: `calc(${vars.size.touchTarget} - ${vars.space.xsmall})`,
  border: 'none',
  borderInlineEnd: `${vars.borderWidth.standard} solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  selectors: { '&:focus-visible': focusRing },
});
