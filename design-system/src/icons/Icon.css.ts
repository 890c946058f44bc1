import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';

export const icon = style({
  display: 'inline-block',
  flexShrink: 0,
  verticalAlign: 'middle',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});

export const size = styleVariants({
  small: { inlineSize: vars.size.iconSmall, blockSize: vars.size.iconSmall },
  standard: { inlineSize: vars.size.iconStandard, blockSize: vars.size.iconStandard },
  large: { inlineSize: vars.size.iconLarge, blockSize: vars.size.iconLarge },
  /** Follows the surrounding text size. */
  text: { inlineSize: '1.25em', blockSize: '1.25em' },
});

/** Dots drawn as filled circles. */
export const dot = style({ fill: 'currentColor', stroke: 'none' });
