import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';

export const alert = style({
  display: 'flex',
  gap: vars.space.small,
  boxSizing: 'border-box',
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  border: `${vars.borderWidth.standard} solid`,
  borderInlineStartWidth: vars.borderWidth.focus,
  color: vars.color.text.primary,
  fontFamily: vars.font.family,
  fontSize: vars.font.scale.standard.fontSize,
  lineHeight: vars.font.scale.standard.lineHeight,
});

export const tone = styleVariants({
  info: { background: vars.color.surface.infoSoft, borderColor: vars.color.border.info },
  positive: {
    background: vars.color.surface.positiveSoft,
    borderColor: vars.color.border.positive,
  },
  caution: { background: vars.color.surface.cautionSoft, borderColor: vars.color.border.caution },
  critical: {
    background: vars.color.surface.criticalSoft,
    borderColor: vars.color.border.critical,
  },
});

export const iconTone = styleVariants({
  info: { color: vars.color.text.info },
  positive: { color: vars.color.text.positive },
  caution: { color: vars.color.text.caution },
  critical: { color: vars.color.text.critical },
});

export const icon = style({ marginBlockStart: vars.space.xxsmall });

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
});

export const title = style({
  margin: 0,
  fontSize: 'inherit',
  lineHeight: 'inherit',
  fontWeight: vars.font.weight.strong,
});
