import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@hci/design-system/tokens';

export const bar = style({
  display: 'block',
  inlineSize: '100%',
  blockSize: vars.space.xlarge,
  borderRadius: vars.radius.small,
  outline: `${vars.borderWidth.standard} solid ${vars.color.text.secondary}`,
  outlineOffset: 0,
});

/** Each part has its own fill pattern as well as its colour, so it reads without colour. */
export const fill = styleVariants({
  solid: { fill: vars.color.surface.brand },
  hatched: { fill: vars.color.surface.sunken },
  dotted: { fill: vars.color.surface.raised },
});

export const patternMark = styleVariants({
  hatched: { stroke: vars.color.text.secondary, strokeWidth: 1.5 },
  dotted: { fill: vars.color.text.caution },
});

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xsmall} ${vars.space.large}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const legendItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
});

export const swatch = style({
  flex: 'none',
  inlineSize: vars.size.iconStandard,
  blockSize: vars.size.iconStandard,
  borderRadius: vars.radius.small,
  outline: `${vars.borderWidth.standard} solid ${vars.color.text.secondary}`,
});
