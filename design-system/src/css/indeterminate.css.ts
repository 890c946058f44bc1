import { keyframes } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';

const sweep = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(250%)' },
});

/**
 * The animation of a fill 40% as wide as its track that sweeps across it: progress of unknown
 * length (an indeterminate bar, a list's loading line). Each use stops it under reduced motion.
 */
export const indeterminateSweep = `${sweep} calc(${vars.motion.duration.slow} * 6) ${vars.motion.easing.standard} infinite`;
