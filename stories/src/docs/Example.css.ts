import { style } from '@vanilla-extract/css';
import { vars } from '@hci/design-system/tokens';

/** The themed frame an inline example of a usage page renders in. */
export const frame = style({
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface.page,
  color: vars.color.text.primary,
  fontFamily: vars.font.family,
});

export const pair = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))',
  gap: vars.space.medium,
  marginBlock: vars.space.medium,
});

export const verdict = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  margin: 0,
});

export const caption = style({
  borderBlockStart: `4px solid`,
  paddingBlockStart: vars.space.xsmall,
  fontFamily: vars.font.family,
  fontSize: vars.font.scale.small.fontSize,
  lineHeight: vars.font.scale.small.lineHeight,
  color: vars.color.text.primary,
});

export const doCaption = style([caption, { borderColor: vars.color.border.positive }]);

export const dontCaption = style([caption, { borderColor: vars.color.border.critical }]);
