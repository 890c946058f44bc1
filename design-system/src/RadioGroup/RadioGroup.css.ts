import { style, styleVariants } from '@vanilla-extract/css';
import { focusRing, visuallyHidden } from '../css/a11y.css';
import { choiceRow } from '../css/choice.css';
import { field } from '../FieldParts/FieldParts.css';
import { vars } from '../tokens/theme.css';

export const group = field;

export const options = styleVariants({
  vertical: { display: 'flex', flexDirection: 'column' },
  horizontal: { display: 'flex', flexWrap: 'wrap', columnGap: vars.space.large },
});

export const radioField = style({ display: 'flex', flexDirection: 'column' });

export const radio = style({
  ...choiceRow,
  gap: vars.space.xsmall,
  selectors: {
    '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'not-allowed' },
  },
});

export const label = style({ overflowWrap: 'anywhere' });

/** The native radio, kept for the keyboard and assistive technology; the circle shows it. */
export const input = visuallyHidden;

// The checkbox's outer size, border included, so a selected circle keeps its size as its ring
// thickens and the labels of a column line up.
const circleSize = `calc(${vars.size.iconStandard} + ${vars.borderWidth.strong} * 2)`;

export const circle = style({
  flexShrink: 0,
  boxSizing: 'border-box',
  inlineSize: circleSize,
  blockSize: circleSize,
  border: `${vars.borderWidth.strong} solid ${vars.color.border.field}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface.raised,
  transition: `border-width ${vars.motion.duration.quick} ${vars.motion.easing.standard}`,
  selectors: {
    [`${radio}[data-hovered] &`]: { borderColor: vars.color.border.fieldHover },
    // A thick ring in the brand colour leaves a dot: selection reads without colour alone.
    [`${radio}[data-selected] &`]: {
      borderColor: vars.color.surface.brand,
      borderWidth: `calc(${circleSize} * 0.3)`,
    },
    [`${radio}[data-focus-visible] &`]: focusRing,
    [`${radio}[data-invalid] &`]: { borderColor: vars.color.border.critical },
    [`${radio}[data-disabled] &`]: {
      borderColor: vars.color.surface.disabled,
      backgroundColor: vars.color.surface.disabled,
    },
  },
});

/** Lines an option's description up with its label, past the circle. */
export const optionDescription = style({
  marginBlockStart: `calc(${vars.space.xsmall} * -1)`,
  paddingInlineStart: `calc(${vars.size.iconStandard} + ${vars.space.xsmall})`,
  paddingBlockEnd: vars.space.xsmall,
});
