import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';

export const region = style({ position: 'relative' });

const sweep = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(250%)' },
});

/** Above the content, in the gap the layout leaves there, so nothing moves when it comes. */
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
