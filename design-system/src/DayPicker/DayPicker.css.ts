import { style } from '@vanilla-extract/css';
import { dayCell, dayCellSelectors } from '../CalendarMonth/CalendarMonth.css';
import { vars } from '../tokens/theme.css';

/** Seven 44 px days fit a 375 px screen with the page's margins; never wider than its column. */
export const picker = style({
  inlineSize: 'fit-content',
  maxInlineSize: '100%',
  alignSelf: 'flex-start',
});

/**
 * A day with something to choose carries a dot under its number, so the month reads at a glance
 * without colour alone; a day without is struck through (the shared unavailable look).
 */
export const cell = style({
  ...dayCell,
  position: 'relative',
  selectors: {
    '&[data-outside-month]': { visibility: 'hidden' },
    '&[data-hovered]': { backgroundColor: vars.color.surface.hover },
    '&[data-today]': { color: vars.color.text.brand },
    '&:not([data-unavailable]):not([data-disabled])': { fontWeight: vars.font.weight.strong },
    '&:not([data-unavailable]):not([data-disabled])::after': {
      content: '""',
      position: 'absolute',
      insetBlockEnd: vars.space.xxsmall,
      insetInlineStart: '50%',
      inlineSize: vars.space.xxsmall,
      blockSize: vars.space.xxsmall,
      borderRadius: vars.radius.full,
      backgroundColor: 'currentColor',
      transform: 'translateX(-50%)',
    },
    '&[data-selected]': {
      backgroundColor: vars.color.surface.brand,
      color: vars.color.text.onBrand,
    },
    ...dayCellSelectors,
  },
});
