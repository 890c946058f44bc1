import { style } from '@vanilla-extract/css';
import { vars } from '@hci/design-system/tokens';

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const unreadSubject = style({ fontWeight: vars.font.weight.strong });

export const rowMenuButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxsmall,
  paddingInline: vars.space.small,
  font: 'inherit',
  minHeight: vars.size.touchTarget,
  border: 'none',
  borderRadius: vars.radius.medium,
  background: 'none',
  color: vars.color.text.primary,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surface.hover },
    '&[data-focus-visible]': {
      outline: `${vars.borderWidth.focus} solid ${vars.color.border.focus}`,
    },
  },
});
