import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';

/** The floating panel of combo boxes, menus and the date picker. */
export const popover = style({
  minInlineSize: 'var(--trigger-width)',
  maxInlineSize: `calc(100vw - ${vars.space.large})`,
  overflowY: 'auto',
  border: `${vars.borderWidth.standard} solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.primary,
  boxShadow: vars.shadow.medium,
  zIndex: vars.zIndex.popover,
  outline: 'none',
});
