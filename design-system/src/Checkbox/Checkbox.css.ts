import { style } from '@vanilla-extract/css';
import { focusRing } from '../css/a11y.css';
import { field as fieldBase } from '../FieldParts/FieldParts.css';
import { vars } from '../tokens/theme.css';

export const field = fieldBase;

/** The label is the touch target: the whole row toggles the box. */
export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minBlockSize: vars.size.touchTarget,
  minInlineSize: vars.size.touchTarget,
  justifyContent: 'center',
  color: vars.color.text.primary,
  cursor: 'pointer',
  selectors: {
    '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'not-allowed' },
  },
});

export const label = style({ flex: 1, overflowWrap: 'anywhere' });

/** A native checkbox laid invisibly over the drawn box, so the whole touch target toggles it. */
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
    [`${button}[data-hovered] &, ${nativeInput}:hover + &`]: {
      borderColor: vars.color.border.fieldHover,
    },
    [`${button}[data-selected] &, ${button}[data-indeterminate] &, ${nativeInput}:checked + &, ${nativeInput}:indeterminate + &`]:
      {
        borderColor: vars.color.surface.brand,
        backgroundColor: vars.color.surface.brand,
      },
    [`${button}[data-pressed] &, ${nativeInput}:active + &`]: {
      borderColor: vars.color.surface.brandPressed,
    },
    [`${button}[data-focus-visible] &, ${nativeInput}:focus-visible + &`]: focusRing,
    [`${button}[data-invalid] &`]: { borderColor: vars.color.border.critical },
    [`${button}[data-invalid][data-selected] &`]: {
      backgroundColor: vars.color.surface.critical,
      color: vars.color.text.onCritical,
    },
    [`${button}[data-disabled] &, ${nativeInput}:disabled + &`]: {
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
