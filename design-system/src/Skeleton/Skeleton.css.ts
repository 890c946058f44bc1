import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';

const pulse = keyframes({ '50%': { opacity: 0.55 } });

export const skeleton = style({
  display: 'block',
  background: vars.color.surface.hover,
  animationName: pulse,
  // Reduced motion sets the duration token to zero: the placeholder stays still.
  animationDuration: `calc(${vars.motion.duration.slow} * 6)`,
  animationTimingFunction: vars.motion.easing.standard,
  animationIterationCount: 'infinite',
});

export const shape = styleVariants({
  text: { blockSize: '1em', borderRadius: vars.radius.small, marginBlock: '0.25em' },
  /** A page heading's line. */
  heading: {
    blockSize: vars.font.scale.xxlarge.lineHeight,
    borderRadius: vars.radius.small,
    marginBlock: '0.25em',
  },
  block: { borderRadius: vars.radius.medium },
  circle: { borderRadius: vars.radius.full, aspectRatio: '1' },
});

export const status = style({ display: 'contents' });
