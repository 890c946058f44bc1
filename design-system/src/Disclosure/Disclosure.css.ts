import { style } from '@vanilla-extract/css';
import { focusRing } from '../css/a11y.css';
import { vars } from '../tokens/theme.css';

export const group = style({ display: 'flex', flexDirection: 'column' });

export const disclosure = style({
  borderBlockEnd: `${vars.borderWidth.standard} solid ${vars.color.border.subtle}`,
});

export const heading = style({ margin: 0 });

export const chevron = style({
  flexShrink: 0,
  inlineSize: vars.size.iconStandard,
  blockSize: vars.size.iconStandard,
  transform: 'rotate(-90deg)',
  transition: `transform ${vars.motion.duration.standard} ${vars.motion.easing.standard}`,
  selectors: {
    '[dir=rtl] &': { transform: 'rotate(90deg)' },
    '[data-expanded] &': { transform: 'none' },
  },
});

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  inlineSize: '100%',
  minBlockSize: vars.size.touchTarget,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.xxsmall,
  border: 'none',
  background: 'transparent',
  color: vars.color.text.primary,
  font: 'inherit',
  fontSize: vars.font.scale.standard.fontSize,
  lineHeight: vars.font.scale.standard.lineHeight,
  fontWeight: vars.font.weight.medium,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { color: vars.color.text.brand },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'not-allowed' },
  },
});

// RAC marks the disclosure expanded, not its panel.
export const panel = style({
  selectors: {
    '[data-expanded] > &': {
      paddingBlockEnd: vars.space.medium,
      paddingInlineStart: `calc(${vars.size.iconStandard} + ${vars.space.xsmall} + ${vars.space.xxsmall})`,
    },
  },
});
