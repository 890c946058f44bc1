import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@hci/design-system/tokens';

export const grid = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: '1fr',
  '@media': {
    [mediaQueries.tablet]: {
      gridTemplateColumns: `repeat(auto-fit, minmax(calc(${vars.space.xxxlarge} * 3.5), 1fr))`,
    },
  },
});

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.medium,
  background: vars.color.surface.raised,
  color: vars.color.text.primary,
  border: `${vars.borderWidth.standard} solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.small,
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.border.fieldHover },
    // The selected plan gets a thick brand border and says "Selected" in words.
    '&[data-selected]': {
      borderColor: vars.color.border.brand,
      boxShadow: `inset 0 0 0 ${vars.borderWidth.strong} ${vars.color.border.brand}`,
    },
    '&:has(input:focus-visible)': {
      outline: `${vars.borderWidth.focus} solid ${vars.color.border.focus}`,
      outlineOffset: vars.borderWidth.focus,
    },
    '&[data-invalid]': { borderColor: vars.color.border.critical },
  },
});

/**
 * "Selected" sits on the card's top border, so it takes no width from the plan's name: beside
 * it, the name wrapped and pushed that card's amounts below its neighbours'.
 */
export const selectedMark = style({
  position: 'absolute',
  insetBlockStart: 0,
  insetInlineEnd: vars.space.medium,
  transform: 'translateY(-50%)',
  display: 'flex',
});

export const name = style({
  fontWeight: vars.font.weight.strong,
  fontSize: vars.font.scale.large.fontSize,
  lineHeight: vars.font.scale.large.lineHeight,
});

export const amount = style({
  fontWeight: vars.font.weight.strong,
  fontSize: vars.font.scale.xlarge.fontSize,
  lineHeight: vars.font.scale.xlarge.lineHeight,
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto auto',
  justifyContent: 'space-between',
  columnGap: vars.space.medium,
  rowGap: vars.space.xsmall,
  margin: 0,
  fontSize: vars.font.scale.small.fontSize,
  lineHeight: vars.font.scale.small.lineHeight,
});

/** A term and its value, laid out by the list's grid. */
export const fact = style({ display: 'contents' });

export const term = style({ color: vars.color.text.secondary });

export const value = style({ margin: 0, textAlign: 'end', fontVariantNumeric: 'tabular-nums' });

export const error = style({
  color: vars.color.text.critical,
  fontSize: vars.font.scale.small.fontSize,
});
