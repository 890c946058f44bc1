import { style } from '@vanilla-extract/css';
import { vars } from '@hci/design-system/tokens';

export const table = style({
  borderCollapse: 'collapse',
  fontFamily: vars.font.family,
  fontSize: vars.font.scale.small.fontSize,
  lineHeight: vars.font.scale.small.lineHeight,
  color: vars.color.text.primary,
});

export const cell = style({
  padding: `${vars.space.xxsmall} ${vars.space.xsmall}`,
  borderBlockEnd: `${vars.borderWidth.standard} solid ${vars.color.border.subtle}`,
  textAlign: 'start',
  verticalAlign: 'middle',
});

export const number = style([cell, { textAlign: 'end', fontVariantNumeric: 'tabular-nums' }]);

export const sample = style({
  display: 'inline-block',
  minInlineSize: '8rem',
  paddingInline: vars.space.xsmall,
  borderRadius: vars.radius.small,
  borderStyle: 'solid',
  borderWidth: vars.borderWidth.strong,
});

export const spaceBar = style({
  display: 'block',
  blockSize: vars.space.small,
  background: vars.color.surface.brand,
  borderRadius: vars.radius.small,
});

export const iconTile = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  inlineSize: '7rem',
  color: vars.color.text.primary,
  fontSize: vars.font.scale.xsmall.fontSize,
});
