import { style } from '@vanilla-extract/css';
import { focusRing } from '../../css/a11y.css';
import { vars } from '../../tokens/theme.css';

/**
 * The country picker inside the phone's frame. Closed, it shows the compact "US +1"; the native
 * select lies invisibly on top, so a press opens the full list of named countries.
 */
export const country = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  flexShrink: 0,
  minBlockSize: `calc(${vars.size.touchTarget} - ${vars.space.xsmall})`,
  paddingInlineEnd: vars.space.xsmall,
  borderInlineEnd: `${vars.borderWidth.standard} solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.small,
  whiteSpace: 'nowrap',
  selectors: { '&:has(select:focus-visible)': focusRing },
});

export const countrySelect = style({
  position: 'absolute',
  inset: 0,
  inlineSize: '100%',
  opacity: 0,
  border: 'none',
  font: 'inherit',
  cursor: 'pointer',
  selectors: { '&:disabled': { cursor: 'not-allowed' } },
});
