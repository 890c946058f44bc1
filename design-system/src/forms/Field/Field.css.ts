// The look shared by the forms kit's fields, on top of the shared field parts.
import { style } from '@vanilla-extract/css';
import { frame, frameSelectors } from '../../FieldParts/FieldParts.css';
import { vars } from '../../tokens/theme.css';

export { field, labelRow } from '../../FieldParts/FieldParts.css';

/** A bare input framed on its own. */
export const input = style({
  ...frame,
  inlineSize: '100%',
  selectors: {
    ...frameSelectors,
    '&::placeholder': { color: vars.color.text.secondary },
  },
});

export const textArea = style({
  ...frame,
  inlineSize: '100%',
  paddingBlock: vars.space.xsmall,
  minBlockSize: `calc(${vars.size.touchTarget} * 2)`,
  resize: 'vertical',
  selectors: frameSelectors,
});

/** A frame around an input and its companions (a toggle, a country picker). */
export const group = style({
  ...frame,
  paddingInlineEnd: vars.space.xxsmall,
  selectors: frameSelectors,
});

/** The input inside a group: the group draws the frame and the focus ring. */
export const groupInput = style({
  flex: 1,
  minInlineSize: 0,
  border: 'none',
  outline: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  paddingBlock: vars.space.xsmall,
});
