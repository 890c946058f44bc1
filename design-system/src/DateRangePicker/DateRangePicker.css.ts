import { style } from '@vanilla-extract/css';
import { dayCell, dayCellSelectors, iconButton } from '../CalendarMonth/CalendarMonth.css';
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

/** Fills the frame's height: a touch-target height of its own would add the frame's borders. */
export const calendarButton = style([
  iconButton,
  { marginInlineStart: 'auto', alignSelf: 'stretch' },
]);

export const cell = style({
  ...dayCell,
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
    ...dayCellSelectors,
  },
});
