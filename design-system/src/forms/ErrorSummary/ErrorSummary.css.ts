import { style } from '@vanilla-extract/css';
import { focusRing } from '../../css/a11y.css';
import { vars } from '../../tokens/theme.css';

export const summary = style({
  padding: vars.space.medium,
  border: `${vars.borderWidth.focus} solid ${vars.color.border.critical}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.primary,
  selectors: { '&:focus-visible, &:focus': focusRing },
});

export const heading = style({
  margin: 0,
  marginBlockEnd: vars.space.small,
  fontSize: vars.font.scale.large.fontSize,
  lineHeight: vars.font.scale.large.lineHeight,
  fontWeight: vars.font.weight.strong,
});

export const list = style({
  margin: 0,
  paddingInlineStart: vars.space.large,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
});

export const link = style({
  color: vars.color.text.critical,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'underline',
  selectors: { '&:focus-visible': focusRing },
});
