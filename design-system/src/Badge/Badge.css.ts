import { style, styleVariants } from '@vanilla-extract/css';
import { softTones } from '../css/tones.css';
import { vars } from '../tokens/theme.css';

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  boxSizing: 'border-box',
  paddingInline: vars.space.xsmall,
  borderRadius: vars.radius.full,
  fontFamily: vars.font.family,
  fontSize: vars.font.scale.xsmall.fontSize,
  lineHeight: vars.font.scale.standard.lineHeight,
  fontWeight: vars.font.weight.strong,
  whiteSpace: 'nowrap',
  verticalAlign: 'middle',
  // As wide as its text, also where a column (a Stack) would stretch it across a card.
  inlineSize: 'fit-content',
});

export const tone = styleVariants(softTones);
