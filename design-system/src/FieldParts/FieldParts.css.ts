// Shared look of the parts every form control here shows in the same order: label, control,
// description, error, and the bordered frame that text-like controls share.
import { style, type StyleRule } from '@vanilla-extract/css';
import { focusRing } from '../css/a11y.css';
import { vars } from '../tokens/theme.css';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minInlineSize: 0,
});

export const label = style({
  color: vars.color.text.primary,
  fontSize: vars.font.scale.small.fontSize,
  lineHeight: vars.font.scale.small.lineHeight,
  fontWeight: vars.font.weight.medium,
});

/**
 * The label with the required marker beside it, both at the label's size: a marker at body size
 * made required fields' rows taller, so their inputs sat lower than an optional neighbour's.
 */
export const labelRow = style({
  display: 'flex',
  alignItems: 'baseline',
  fontSize: vars.font.scale.small.fontSize,
  lineHeight: vars.font.scale.small.lineHeight,
});

export const requiredMarker = style({
  color: vars.color.text.critical,
  marginInlineStart: vars.space.xxsmall,
});

export const description = style({
  color: vars.color.text.secondary,
  fontSize: vars.font.scale.small.fontSize,
  lineHeight: vars.font.scale.small.lineHeight,
});

export const error = style({
  color: vars.color.text.critical,
  fontSize: vars.font.scale.small.fontSize,
  lineHeight: vars.font.scale.small.lineHeight,
  fontWeight: vars.font.weight.medium,
});

/** The bordered box of inputs, select buttons and date fields. */
export const frame: StyleRule = {
  // The border inside the touch-target height, so every framed control is the same 44 px.
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minBlockSize: vars.size.touchTarget,
  paddingInline: vars.space.small,
  border: `${vars.borderWidth.standard} solid ${vars.color.border.field}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.primary,
  font: 'inherit',
  fontSize: vars.font.scale.standard.fontSize,
  lineHeight: vars.font.scale.standard.lineHeight,
  transition: `border-color ${vars.motion.duration.quick} ${vars.motion.easing.standard}`,
};

/** Frame states, keyed on the data attributes RAC sets on the frame or on the field around it. */
export const frameSelectors = {
  '&[data-hovered]': { borderColor: vars.color.border.fieldHover },
  '&[data-focus-visible], &[data-focus-within]': focusRing,
  '[data-invalid] > &, &[data-invalid]': {
    borderColor: vars.color.border.critical,
    borderWidth: vars.borderWidth.strong,
  },
  '[data-disabled] > &, &[data-disabled]': {
    borderColor: vars.color.surface.disabled,
    backgroundColor: vars.color.surface.disabled,
    color: vars.color.text.disabled,
    cursor: 'not-allowed',
  },
} as const;
