import { style } from '@vanilla-extract/css';
import { vars } from '@hci/design-system/tokens';

// Apart from the signed-in frame's styles (Layouts.css.ts): the brand shows on the sign-in pages,
// which the frame's navigation and settings styles would only weigh down.
export const brand = style({
  fontWeight: vars.font.weight.strong,
  fontSize: vars.font.scale.large.fontSize,
  color: vars.color.text.brand,
  textDecoration: 'none',
  minHeight: vars.size.touchTarget,
  display: 'inline-flex',
  alignItems: 'center',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': {
      outline: `${vars.borderWidth.focus} solid ${vars.color.border.focus}`,
      outlineOffset: vars.borderWidth.strong,
      borderRadius: vars.radius.small,
    },
  },
});
