import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';

export const unreadBadge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  boxSizing: 'border-box',
  minInlineSize: vars.space.large,
  blockSize: vars.space.large,
  paddingInline: vars.space.xxsmall,
  borderRadius: vars.radius.full,
  background: vars.color.surface.critical,
  color: vars.color.text.onCritical,
  fontFamily: vars.font.family,
  fontSize: vars.font.scale.xsmall.fontSize,
  lineHeight: vars.font.scale.xsmall.lineHeight,
  fontWeight: vars.font.weight.strong,
  fontVariantNumeric: 'tabular-nums',
});
