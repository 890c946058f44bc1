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
    [`${button}[data-hovered] &`]: { borderColor: vars.color.border.fieldHover },
    [`${button}[data-selected] &, ${button}[data-indeterminate] &`]: {
      borderColor: vars.color.surface.brand,
      backgroundColor: vars.color.surface.brand,
    },
    [`${button}[data-pressed] &`]: { borderColor: vars.color.surface.brandPressed },
    [`${button}[data-focus-visible] &`]: focusRing,
    [`${button}[data-invalid] &`]: { borderColor: vars.color.border.critical },
    [`${button}[data-invalid][data-selected] &`]: {
      backgroundColor: vars.color.surface.critical,
      color: vars.color.text.onCritical,
    },
    [`${button}[data-disabled] &`]: {
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

export const selectionField = style({ display: 'flex', justifyContent: 'center' });
