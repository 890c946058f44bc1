import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing } from '../css/a11y.css';
import { field as fieldBase, frame, frameSelectors } from '../FieldParts/FieldParts.css';
import { vars } from '../tokens/theme.css';

export const field = fieldBase;

export const control = style({
  ...frame,
  flexWrap: 'wrap',
  paddingInlineEnd: 0,
  selectors: frameSelectors,
});

export const dateInput = style({ display: 'inline-flex', fontVariantNumeric: 'tabular-nums' });

export const segment = style({
  paddingInline: vars.borderWidth.strong,
  borderRadius: vars.radius.small,
  outline: 'none',
  selectors: {
    '&[data-placeholder]': { color: vars.color.text.secondary },
    '&[data-type=literal]': { color: vars.color.text.secondary },
    '&[data-focused]': {
      backgroundColor: vars.color.surface.brand,
      color: vars.color.text.onBrand,
    },
    '&[data-disabled]': { color: vars.color.text.disabled },
  },
});

export const dash = style({ color: vars.color.text.secondary });

const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.size.touchTarget,
  border: 'none',
  borderRadius: vars.radius.medium,
  background: 'transparent',
  color: vars.color.text.secondary,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { color: vars.color.text.primary },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'not-allowed' },
  },
});

/** Fills the frame's height: a touch-target height of its own would add the frame's borders. */
export const calendarButton = style([
  iconButton,
  { marginInlineStart: 'auto', alignSelf: 'stretch' },
]);

export const dialog = style({ padding: vars.space.small, outline: 'none' });

export const calendar = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });

export const calendarHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xsmall,
});

export const monthHeading = style({
  margin: 0,
  fontSize: vars.font.scale.standard.fontSize,
  lineHeight: vars.font.scale.standard.lineHeight,
  fontWeight: vars.font.weight.strong,
});

export const navButton = style([iconButton, { minBlockSize: vars.size.touchTarget }]);

/** Previous and next point the other way in right-to-left languages. */
export const navIcon = style({ selectors: { '[dir=rtl] &': { transform: 'scaleX(-1)' } } });

export const grid = style({ borderCollapse: 'collapse' });

globalStyle(`${grid} td`, { padding: 0 });

export const weekday = style({
  paddingBlockEnd: vars.space.xxsmall,
  color: vars.color.text.secondary,
  fontSize: vars.font.scale.xsmall.fontSize,
  fontWeight: vars.font.weight.medium,
});

export const cell = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.size.touchTarget,
  blockSize: vars.size.touchTarget,
  borderRadius: vars.radius.full,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-outside-month]': { display: 'none' },
    '&[data-hovered]': { backgroundColor: vars.color.surface.hover },
    '&[data-selected]': {
      borderRadius: 0,
      backgroundColor: vars.color.surface.brandSoft,
      color: vars.color.text.brand,
    },
    '&[data-selection-start], &[data-selection-end]': {
      borderRadius: vars.radius.full,
      backgroundColor: vars.color.surface.brand,
      color: vars.color.text.onBrand,
    },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled], &[data-unavailable]': {
      color: vars.color.text.disabled,
      textDecoration: 'line-through',
      cursor: 'not-allowed',
    },
    '&[data-invalid][data-selected]': {
      backgroundColor: vars.color.surface.criticalSoft,
      color: vars.color.text.critical,
    },
  },
});
