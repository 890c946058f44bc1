import { style } from '@vanilla-extract/css';
import { focusRing } from '../css/a11y.css';
import { transition } from '../css/transition';
import { vars } from '../tokens/theme.css';

export const textLink = style({
  color: vars.color.text.link,
  textDecorationLine: 'underline',
  textDecorationThickness: vars.borderWidth.standard,
  textUnderlineOffset: '0.2em',
  borderRadius: vars.radius.small,
  cursor: 'pointer',
  transition: transition('color'),
  selectors: {
    '&[data-hovered]': {
      color: vars.color.text.linkHover,
      textDecorationThickness: vars.borderWidth.strong,
    },
    '&[data-focus-visible]': focusRing,
  },
});

export const externalIcon = style({ marginInlineStart: vars.space.xxsmall });
