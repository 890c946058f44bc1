import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css';

export const brand = style({
  paddingInline: vars.space.xsmall,
  color: vars.color.text.secondary,
  fontSize: vars.font.scale.small.fontSize,
  fontWeight: vars.font.weight.medium,
  whiteSpace: 'nowrap',
  selectors: { '&:empty': { paddingInline: 0 } },
});
