import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css';

export const fieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  border: 'none',
  minInlineSize: 0,
});

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.small,
  color: vars.color.text.primary,
  fontSize: vars.font.scale.standard.fontSize,
  lineHeight: vars.font.scale.standard.lineHeight,
  fontWeight: vars.font.weight.strong,
});

export const description = style({
  color: vars.color.text.secondary,
  fontSize: vars.font.scale.small.fontSize,
  lineHeight: vars.font.scale.small.lineHeight,
});
