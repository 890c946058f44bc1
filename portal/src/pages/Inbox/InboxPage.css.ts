import { style } from '@vanilla-extract/css';
import { vars } from '@hci/design-system/tokens';

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

/** The subject opens the message: a button that reads as a link in the row's text. */
export const subject = style({
  padding: 0,
  border: 'none',
  background: 'none',
  font: 'inherit',
  textAlign: 'start',
  color: vars.color.text.link,
  textDecorationLine: 'underline',
  textDecorationThickness: vars.borderWidth.standard,
  textUnderlineOffset: '0.2em',
  borderRadius: vars.radius.small,
  cursor: 'pointer',
  selectors: {
    '&:hover': {
      color: vars.color.text.linkHover,
      textDecorationThickness: vars.borderWidth.strong,
    },
    '&:focus-visible': {
      outline: `${vars.borderWidth.focus} solid ${vars.color.border.focus}`,
    },
  },
});

export const unreadSubject = style([subject, { fontWeight: vars.font.weight.strong }]);

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
