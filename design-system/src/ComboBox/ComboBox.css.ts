import { style } from '@vanilla-extract/css';
import { focusRing, insetFocusRing } from '../css/a11y.css';
import { field as fieldBase, frame, frameSelectors } from '../FieldParts/FieldParts.css';
import { vars } from '../tokens/theme.css';

export const field = fieldBase;

export const control = style({
  ...frame,
  paddingInlineEnd: 0,
  selectors: frameSelectors,
});

// Inside the frame the input and button fill its height; a touch-target height of their own
// would add the frame's borders to it.
export const input = style({
  flex: 1,
  minInlineSize: 0,
  alignSelf: 'stretch',
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  outline: 'none',
  selectors: { '&::placeholder': { color: vars.color.text.secondary } },
});

export const button = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.size.touchTarget,
  alignSelf: 'stretch',
  border: 'none',
  borderRadius: vars.radius.medium,
  background: 'transparent',
  color: vars.color.text.secondary,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { color: vars.color.text.primary },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'not-allowed' },
  },
});

export const listBox = style({
  padding: vars.space.xxsmall,
  outline: 'none',
  maxBlockSize: 'inherit',
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minBlockSize: vars.size.touchTarget,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.small,
  cursor: 'pointer',
  outline: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-focused], &[data-hovered]': { backgroundColor: vars.color.surface.hover },
    '&[data-selected]': {
      backgroundColor: vars.color.surface.brandSoft,
      color: vars.color.text.brand,
      fontWeight: vars.font.weight.medium,
    },
    '&[data-focus-visible]': insetFocusRing,
    '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'not-allowed' },
  },
});
