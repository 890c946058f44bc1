import { style } from '@vanilla-extract/css';
import { vars } from '@hci/design-system/tokens';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  position: 'relative',
});

/** A row placed by the virtualizer at its offset in the list. */
export const placedRow = style({
  position: 'absolute',
  insetInlineStart: 0,
  insetBlockStart: 0,
  inlineSize: '100%',
});

export const row = style({
  paddingBlockStart: vars.space.small,
});

export const sectionHeading = style({
  paddingBlock: vars.space.small,
});

export const module = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  padding: vars.space.small,
  border: `${vars.borderWidth.standard} solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface.raised,
});

export const moduleText = style({
  flex: 1,
  minInlineSize: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  overflowWrap: 'anywhere',
});

export const moduleTitle = style({
  fontWeight: vars.font.weight.strong,
  color: vars.color.text.primary,
});
