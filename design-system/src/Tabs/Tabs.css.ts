import { style } from '@vanilla-extract/css';
import { focusRing, insetFocusRing } from '../css/a11y.css';
import { vars } from '../tokens/theme.css';

export const tabs = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const tabList = style({
  display: 'flex',
  gap: vars.space.xxsmall,
  overflowX: 'auto',
  borderBlockEnd: `${vars.borderWidth.standard} solid ${vars.color.border.subtle}`,
});

export const tab = style({
  display: 'flex',
  alignItems: 'center',
  minBlockSize: vars.size.touchTarget,
  paddingInline: vars.space.medium,
  marginBlockEnd: `calc(${vars.borderWidth.standard} * -1)`,
  borderBlockEnd: `${vars.borderWidth.focus} solid transparent`,
  color: vars.color.text.secondary,
  fontWeight: vars.font.weight.medium,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  transition: `color ${vars.motion.duration.quick} ${vars.motion.easing.standard}, border-color ${vars.motion.duration.quick} ${vars.motion.easing.standard}`,
  selectors: {
    '&[data-hovered]': { color: vars.color.text.primary },
    '&[data-selected]': {
      color: vars.color.text.brand,
      borderBlockEndColor: vars.color.border.brand,
    },
    '&[data-focus-visible]': insetFocusRing,
    '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'not-allowed' },
  },
});

export const tabPanel = style({
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRing },
});
