import { style } from '@vanilla-extract/css';
import { focusRing, visuallyHidden } from '../css/a11y.css';
import { choiceRow } from '../css/choice.css';
import { field as fieldBase } from '../FieldParts/FieldParts.css';
import { vars } from '../tokens/theme.css';

export const field = fieldBase;

export const button = style({
  ...choiceRow,
  gap: vars.space.small,
  selectors: {
    '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'not-allowed' },
  },
});

export const label = style({ overflowWrap: 'anywhere' });

/** The native switch, kept for the keyboard and assistive technology; the track shows it. */
export const input = visuallyHidden;

const trackInline = `calc(${vars.size.iconStandard} * 2)`;
const thumbSize = `calc(${vars.size.iconStandard} - ${vars.borderWidth.strong} * 4)`;

export const track = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  inlineSize: trackInline,
  blockSize: vars.size.iconStandard,
  paddingInline: vars.borderWidth.strong,
  border: `${vars.borderWidth.strong} solid ${vars.color.border.field}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface.raised,
  transition: `background-color ${vars.motion.duration.quick} ${vars.motion.easing.standard}`,
  selectors: {
    [`${button}[data-hovered] &`]: { borderColor: vars.color.border.fieldHover },
    [`${button}[data-selected] &`]: {
      borderColor: vars.color.surface.brand,
      backgroundColor: vars.color.surface.brand,
    },
    [`${button}:active[data-selected] &`]: {
      backgroundColor: vars.color.surface.brandPressed,
    },
    [`${button}[data-focus-visible] &`]: focusRing,
    [`${button}[data-disabled] &`]: {
      borderColor: vars.color.surface.disabled,
      backgroundColor: vars.color.surface.disabled,
    },
  },
});

export const thumb = style({
  inlineSize: thumbSize,
  blockSize: thumbSize,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.border.field,
  transition: `transform ${vars.motion.duration.quick} ${vars.motion.easing.standard}`,
  selectors: {
    // Across the track's content box: its padding keeps the thumb off the border at both ends.
    [`${button}[data-selected] &`]: {
      backgroundColor: vars.color.text.onBrand,
      transform: `translateX(calc(${trackInline} - ${thumbSize}))`,
    },
    [`[dir=rtl] ${button}[data-selected] &`]: {
      transform: `translateX(calc((${trackInline} - ${thumbSize}) * -1))`,
    },
    [`${button}[data-disabled] &`]: { backgroundColor: vars.color.text.disabled },
  },
});
