import { style } from '@vanilla-extract/css';
import { focusRing } from '../css/a11y.css';
import { field as fieldBase, frame, frameSelectors } from '../FieldParts/FieldParts.css';
import { vars } from '../tokens/theme.css';

export const field = fieldBase;

export const control = style({
  ...frame,
  paddingInlineEnd: 0,
  selectors: frameSelectors,
});

export const searchIcon = style({
  flexShrink: 0,
  inlineSize: vars.size.iconStandard,
  blockSize: vars.size.iconStandard,
  color: vars.color.text.secondary,
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
  selectors: {
    '&::placeholder': { color: vars.color.text.secondary },
    // The clear button below replaces the browser's own.
    '&::-webkit-search-cancel-button': { display: 'none' },
  },
});

export const clearButton = style({
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
    // Nothing to clear, or no clearing allowed.
    '[data-empty] &, [data-disabled] &': { visibility: 'hidden' },
  },
});
