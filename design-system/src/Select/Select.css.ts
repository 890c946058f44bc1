import { style, styleVariants } from '@vanilla-extract/css';
import { insetFocusRing } from '../css/a11y.css';
import { field as fieldBase, frame, frameSelectors } from '../FieldParts/FieldParts.css';
import { vars } from '../tokens/theme.css';

export const field = styleVariants({
  top: [fieldBase],
  // Label beside a compact control; description and error still wrap under it.
  side: [
    fieldBase,
    { flexDirection: 'row', flexWrap: 'wrap', alignItems: 'center', columnGap: vars.space.xsmall },
  ],
});

export const trigger = style({
  ...frame,
  justifyContent: 'space-between',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    ...frameSelectors,
    '&[data-pressed]': { backgroundColor: vars.color.surface.sunken },
  },
});

export const value = style({
  flex: 1,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder]': { color: vars.color.text.secondary } },
});

export const chevron = style({
  flexShrink: 0,
  inlineSize: vars.size.iconStandard,
  blockSize: vars.size.iconStandard,
  color: vars.color.text.secondary,
});

/** The floating panel of selects, combo boxes, menus and the date picker. */
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

export const listBox = style({
  padding: vars.space.xxsmall,
  outline: 'none',
  maxBlockSize: 'inherit',
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minBlockSize: vars.size.touchTarget,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.small,
  cursor: 'pointer',
  outline: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-focused], &[data-hovered]': { backgroundColor: vars.color.surface.hover },
    '&[data-selected]': {
      backgroundColor: vars.color.surface.brandSoft,
      color: vars.color.text.brand,
      fontWeight: vars.font.weight.medium,
    },
    '&[data-focus-visible]': insetFocusRing,
    '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'not-allowed' },
  },
});
