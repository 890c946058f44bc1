// Accessibility styles every component shares: one focus ring, one way to hide text visually
// while keeping it for screen readers.
import { style, type StyleRule } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';

/** Spread into `[data-focus-visible]` (react-aria) or `:focus-visible` selectors. */
export const focusRing: StyleRule = {
  outline: `${vars.borderWidth.focus} solid ${vars.color.border.focus}`,
  outlineOffset: vars.borderWidth.strong,
};

/** A focus ring drawn inside the element, for items flush with a container's edge. */
export const insetFocusRing: StyleRule = {
  outline: `${vars.borderWidth.focus} solid ${vars.color.border.focus}`,
  outlineOffset: `calc(${vars.borderWidth.focus} * -1)`,
};

/** Hidden from sight, kept for screen readers; a rule to spread where only some states hide. */
export const visuallyHiddenRule: StyleRule = {
  position: 'absolute',
  inlineSize: '1px',
  blockSize: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

export const visuallyHidden = style(visuallyHiddenRule);
