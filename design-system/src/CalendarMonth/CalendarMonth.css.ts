// The month grid the date pickers share (a range's, a single date's): the month's name between
// its previous and next buttons, the weekdays, and a day cell of the touch target's size.
import { globalStyle, style, type StyleRule } from '@vanilla-extract/css';
import { focusRing } from '../css/a11y.css';
import { vars } from '../tokens/theme.css';

/** A quiet square button holding an icon (the calendar button, the month's arrows). */
export const iconButton = style({
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

/** A day: its look before it is chosen; each picker adds how a chosen day shows. */
export const dayCell: StyleRule = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.size.touchTarget,
  blockSize: vars.size.touchTarget,
  borderRadius: vars.radius.full,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  outline: 'none',
};

/** The states every day shares, after the picker's own so that focus and disabled win. */
export const dayCellSelectors = {
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
} as const;
