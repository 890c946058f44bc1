import { vars } from '../tokens/theme.css';

/** Transitions use the motion tokens, which drop to zero under prefers-reduced-motion. */
export function transition(...properties: string[]): string {
  return properties
    .map((property) => `${property} ${vars.motion.duration.quick} ${vars.motion.easing.standard}`)
    .join(', ');
}
