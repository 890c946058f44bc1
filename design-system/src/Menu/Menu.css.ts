import { style, styleVariants } from '@vanilla-extract/css';
import { insetFocusRing } from '../css/a11y.css';
import { vars } from '../tokens/theme.css';

export { popover } from '../css/popover.css';

export const menu = style({
  padding: vars.space.xxsmall,
  outline: 'none',
  maxBlockSize: 'inherit',
  overflowY: 'auto',
});

export type MenuItemTone = 'neutral' | 'critical';

const itemBase = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minBlockSize: vars.size.touchTarget,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.small,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused], &[data-hovered]': { backgroundColor: vars.color.surface.hover },
    '&[data-pressed]': { backgroundColor: vars.color.surface.neutralSoft },
    '&[data-focus-visible]': insetFocusRing,
    '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'not-allowed' },
  },
});

export const item = styleVariants({
  neutral: [itemBase, { color: vars.color.text.primary }],
  critical: [itemBase, { color: vars.color.text.critical }],
} satisfies Record<MenuItemTone, unknown>);
