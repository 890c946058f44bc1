import { style, styleVariants } from '@vanilla-extract/css';
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

/** Each tone pairs a soft surface with its text colour; both pairs are in the contrast test. */
export const tone = styleVariants({
  neutral: { background: vars.color.surface.neutralSoft, color: vars.color.text.primary },
  brand: { background: vars.color.surface.brandSoft, color: vars.color.text.brand },
  positive: { background: vars.color.surface.positiveSoft, color: vars.color.text.positive },
  critical: { background: vars.color.surface.criticalSoft, color: vars.color.text.critical },
  caution: { background: vars.color.surface.cautionSoft, color: vars.color.text.caution },
  info: { background: vars.color.surface.infoSoft, color: vars.color.text.info },
  accent: { background: vars.color.surface.accentSoft, color: vars.color.text.accent },
});
