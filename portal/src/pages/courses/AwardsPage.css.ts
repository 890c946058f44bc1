import { style } from '@vanilla-extract/css';

// An award still to earn shows its image without colour, so earned ones stand out at a glance.
export const notYetEarned = style({
  filter: 'grayscale(1)',
  opacity: 0.6,
});
