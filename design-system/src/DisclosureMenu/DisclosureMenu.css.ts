import { style, styleVariants } from '@vanilla-extract/css';
import { focusRing, insetFocusRing } from '../css/a11y.css';
import { transition } from '../css/transition';
import { vars } from '../tokens/theme.css';

export const root = style({ position: 'relative' });

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  minBlockSize: vars.size.touchTarget,
  paddingInline: vars.space.xsmall,
  border: 'none',
  borderRadius: vars.radius.medium,
  background: 'none',
  color: vars.color.text.primary,
  font: 'inherit',
  fontWeight: vars.font.weight.medium,
  cursor: 'pointer',
  outline: 'none',
  transition: transition('background-color'),
  selectors: {
    '&[data-hovered], &[aria-expanded="true"]': { backgroundColor: vars.color.surface.hover },
    '&[data-focus-visible]': focusRing,
  },
});

export const chevron = style({
  transition: transition('transform'),
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
});

// No `display` here: the `hidden` attribute hides the closed list.
const listBase = style({
  position: 'absolute',
  insetBlockStart: `calc(100% + ${vars.space.xxsmall})`,
  zIndex: vars.zIndex.popover,
  // As wide as its longest item: anchored to a narrow trigger, the list would otherwise shrink to
  // it and wrap every label that could fit.
  inlineSize: 'max-content',
  minInlineSize: `calc(${vars.space.xxxlarge} * 3)`,
  maxInlineSize: `calc(100vw - ${vars.space.large})`,
  margin: 0,
  padding: vars.space.xxsmall,
  listStyle: 'none',
  border: `${vars.borderWidth.standard} solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surface.raised,
  boxShadow: vars.shadow.medium,
});

export const list = styleVariants({
  start: [listBase, { insetInlineStart: 0 }],
  end: [listBase, { insetInlineEnd: 0 }],
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  boxSizing: 'border-box',
  inlineSize: '100%',
  minBlockSize: vars.size.touchTarget,
  paddingInline: vars.space.small,
  border: 'none',
  borderRadius: vars.radius.small,
  background: 'none',
  color: vars.color.text.primary,
  font: 'inherit',
  textAlign: 'start',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surface.hover },
    '&[data-pressed]': { backgroundColor: vars.color.surface.neutralSoft },
    '&[data-focus-visible]': insetFocusRing,
  },
});

/** A block of controls among the links (a set of radio buttons, say), set apart by a rule. */
export const section = style({
  paddingBlock: vars.space.small,
  paddingInline: vars.space.small,
  borderBlockEnd: `${vars.borderWidth.standard} solid ${vars.color.border.subtle}`,
  marginBlockEnd: vars.space.xxsmall,
});
