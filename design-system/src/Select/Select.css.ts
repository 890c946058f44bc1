import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { focusRing } from '../css/a11y.css';
import { field as fieldBase, frame } from '../FieldParts/FieldParts.css';
import { vars } from '../tokens/theme.css';

export const field = styleVariants({
  top: [fieldBase],
  // Label beside a compact control; description and error still wrap under it.
  side: [
    fieldBase,
    { flexDirection: 'row', flexWrap: 'wrap', alignItems: 'center', columnGap: vars.space.xsmall },
  ],
});

/** Holds the select and the chevron drawn over its end. */
export const control = style({ position: 'relative' });

// The frame's states keyed on the select's own pseudo-classes and ARIA (no RAC data attributes).
export const select = style({
  ...frame,
  display: 'block',
  appearance: 'none',
  inlineSize: '100%',
  paddingInlineEnd: `calc(${vars.space.small} + ${vars.size.iconStandard} + ${vars.space.xsmall})`,
  textOverflow: 'ellipsis',
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.border.fieldHover },
    '&:focus-visible': focusRing,
    '&[data-placeholder]': { color: vars.color.text.secondary },
    '&[aria-invalid="true"]': {
      borderColor: vars.color.border.critical,
      borderWidth: vars.borderWidth.strong,
    },
    '&:disabled': {
      borderColor: vars.color.surface.disabled,
      backgroundColor: vars.color.surface.disabled,
      color: vars.color.text.disabled,
      cursor: 'not-allowed',
    },
  },
});

// The placeholder's muted colour is for the closed field only, not the options in the list.
globalStyle(`${select} option`, { color: vars.color.text.primary });

export const chevron = style({
  position: 'absolute',
  insetInlineEnd: vars.space.small,
  insetBlockStart: '50%',
  transform: 'translateY(-50%)',
  inlineSize: vars.size.iconStandard,
  blockSize: vars.size.iconStandard,
  color: vars.color.text.secondary,
  pointerEvents: 'none',
  selectors: { [`${select}:disabled + &`]: { color: vars.color.text.disabled } },
});
