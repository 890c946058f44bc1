import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';

/** The totals and rows, which a loading line can sit above. */
export const results = style({ position: 'relative' });

const sweep = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(250%)' },
});

/**
 * Shown above the last page's totals and rows while the page asked for loads. The rows keep their
 * full contrast: fading them would make their text unreadable for some.
 */
export const loadingLine = style({
  position: 'absolute',
  insetInline: 0,
  insetBlockStart: `calc(${vars.space.small} * -1)`,
  blockSize: vars.space.xxsmall,
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface.neutralSoft,
  '::after': {
    content: '""',
    position: 'absolute',
    insetBlock: 0,
    inlineSize: '40%',
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.surface.brand,
    animation: `${sweep} calc(${vars.motion.duration.slow} * 6) ${vars.motion.easing.standard} infinite`,
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { '::after': { animation: 'none', inlineSize: '100%' } },
  },
});
