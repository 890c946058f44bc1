import { style } from '@vanilla-extract/css';
import { focusRing } from '../css/a11y.css';
import { choiceRow } from '../css/choice.css';
import { field as fieldBase } from '../FieldParts/FieldParts.css';
import { vars } from '../tokens/theme.css';

export const field = fieldBase;

/** The label is the touch target: the whole row toggles the box. */
export const button = style({
  // The native input lies over the whole row.
  position: 'relative',
  ...choiceRow,
  gap: vars.space.xsmall,
  minInlineSize: vars.size.touchTarget,
  justifyContent: 'center',
  selectors: {
    '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'not-allowed' },
  },
});

export const label = style({ flex: 1, overflowWrap: 'anywhere' });

/** A table's checkbox: the native input laid invisibly over the drawn box, filling a touch target. */
export const nativeControl = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minBlockSize: vars.size.touchTarget,
  minInlineSize: vars.size.touchTarget,
  verticalAlign: 'middle',
});

export const nativeInput = style({
  position: 'absolute',
  inset: 0,
  margin: 0,
  opacity: 0,
  cursor: 'pointer',
  selectors: { '&:disabled': { cursor: 'not-allowed' } },
});

export const box = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.size.iconStandard,
  blockSize: vars.size.iconStandard,
  border: `${vars.borderWidth.strong} solid ${vars.color.border.field}`,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.onBrand,
  transition: `background-color ${vars.motion.duration.quick} ${vars.motion.easing.standard}`,
  selectors: {
    [`${nativeInput}:hover + &`]: { borderColor: vars.color.border.fieldHover },
    [`${nativeInput}:checked + &, ${nativeInput}:indeterminate + &`]: {
      borderColor: vars.color.surface.brand,
      backgroundColor: vars.color.surface.brand,
    },
    [`${nativeInput}:active + &`]: { borderColor: vars.color.surface.brandPressed },
    // react-aria's modality decides, as for every other control of the library.
    [`${nativeInput}[data-focus-visible] + &`]: focusRing,
    [`${nativeInput}[aria-invalid] + &`]: { borderColor: vars.color.border.critical },
    [`${nativeInput}[aria-invalid]:checked + &`]: {
      backgroundColor: vars.color.surface.critical,
      color: vars.color.text.onCritical,
    },
    [`${nativeInput}:disabled + &`]: {
      borderColor: vars.color.surface.disabled,
      backgroundColor: vars.color.surface.disabled,
      color: vars.color.text.disabled,
    },
  },
});

export const mark = style({
  inlineSize: vars.size.iconSmall,
  blockSize: vars.size.iconSmall,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});
